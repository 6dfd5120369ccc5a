import { statusOkSchema } from '@ideabazaar/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/logout-all: revokes every token of the member, on every device. */
export const logoutAll = () =>
  apiRequest('/auth/logout-all', { method: 'POST', schema: statusOkSchema, handles: [401] });

export const useLogoutAll = () => useMutation({ mutationFn: logoutAll });

import { statusOkSchema } from '@ideabazaar/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/logout: revokes this device's token. A token already gone is no error here. */
export const logout = () =>
  apiRequest('/auth/logout', { method: 'POST', schema: statusOkSchema, handles: [401] });

export const useLogout = () => useMutation({ mutationFn: logout });

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Seed section 7: GET /api/auth/google/redirect; the browser then navigates to `url`. */
export const getGoogleRedirect = () => apiRequest<{ url: string }>('/auth/google/redirect');

export const useGoogleRedirect = () => useMutation({ mutationFn: getGoogleRedirect });

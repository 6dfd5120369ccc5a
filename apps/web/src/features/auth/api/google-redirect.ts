import { googleRedirectResponseSchema } from '@ideabazaar/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Seed section 7: GET /api/auth/google/redirect; the browser then navigates to `url`. */
export const getGoogleRedirect = (referralCode?: string) => {
  const query = referralCode ? `?${new URLSearchParams({ referral_code: referralCode })}` : '';
  return apiRequest(`/auth/google/redirect${query}`, { schema: googleRedirectResponseSchema });
};

export const useGoogleRedirect = () => useMutation({ mutationFn: getGoogleRedirect });

import { signedInResponseSchema } from '@ideabazaar/shared/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// The page says itself why the sign-in failed; a 401 here is no session ending.
const CLIENT_ERRORS = [400, 401, 403, 404, 409, 410, 422, 429];

/** GET /api/auth/google/callback: trades Google's one-time code for a token (PRODUCT.md 8). */
export const completeGoogleSignIn = (params: { code: string; state: string }) =>
  apiRequest(`/auth/google/callback?${new URLSearchParams(params)}`, {
    schema: signedInResponseSchema,
    handles: CLIENT_ERRORS,
  });

/**
 * A query, not a mutation, so that React's development double mount shares one call: Google's
 * code can be used once. It is never refetched.
 */
export const useGoogleCallback = (params: { code: string; state: string } | null) =>
  useQuery({
    queryKey: ['auth', 'google-callback', params?.code, params?.state],
    queryFn: () => completeGoogleSignIn(params as { code: string; state: string }),
    enabled: params !== null,
    retry: false,
    staleTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

import {
  signedInResponseSchema,
  type VerifyEmailCodeRequest,
  verifyEmailCodeRequestSchema,
} from '@ideabazaar/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * Seed section 7: POST /api/auth/email/verify-code. A 401 (wrong, used or expired code) is the
 * caller's: it shows 'Invalid verification code' and must not sign anyone out (seed section 8).
 */
export const verifyEmailCode = (input: VerifyEmailCodeRequest) =>
  apiRequest('/auth/email/verify-code', {
    method: 'POST',
    request: verifyEmailCodeRequestSchema,
    body: input,
    schema: signedInResponseSchema,
    handles: [401],
  });

export const useVerifyEmailCode = () => useMutation({ mutationFn: verifyEmailCode });

import {
  confirmMobileCodeResponseSchema,
  type ConfirmMobileCodeRequest,
  confirmMobileCodeRequestSchema,
} from '@ideabazaar/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * Seed section 7: POST /api/auth-confirm-mobile-code. An HTTP 401 is the caller's: it shows
 * 'Code is wrong' (seed section 8).
 */
export const confirmMobileCode = (input: ConfirmMobileCodeRequest) =>
  apiRequest('/auth-confirm-mobile-code', {
    method: 'POST',
    request: confirmMobileCodeRequestSchema,
    body: input,
    schema: confirmMobileCodeResponseSchema,
    handles: [401],
  });

export const useConfirmMobileCode = () => useMutation({ mutationFn: confirmMobileCode });

import {
  sendMobileCodeResponseSchema,
  type SendMobileCodeRequest,
  sendMobileCodeRequestSchema,
} from '@ideabazaar/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Seed section 7: POST /api/auth-send-mobile-code; status code_send or user_exist. */
export const sendMobileCode = (input: SendMobileCodeRequest) =>
  apiRequest('/auth-send-mobile-code', {
    method: 'POST',
    request: sendMobileCodeRequestSchema,
    body: input,
    schema: sendMobileCodeResponseSchema,
  });

export const useSendMobileCode = () => useMutation({ mutationFn: sendMobileCode });

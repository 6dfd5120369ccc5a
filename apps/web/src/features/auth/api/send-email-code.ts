import {
  sendEmailCodeResponseSchema,
  type SendEmailCodeRequest,
  sendEmailCodeRequestSchema,
} from '@ideabazaar/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Seed section 7: POST /api/auth/email/send-code; status 'success' moves to confirm. */
export const sendEmailCode = (input: SendEmailCodeRequest) =>
  apiRequest('/auth/email/send-code', {
    method: 'POST',
    request: sendEmailCodeRequestSchema,
    body: input,
    schema: sendEmailCodeResponseSchema,
  });

export const useSendEmailCode = () => useMutation({ mutationFn: sendEmailCode });

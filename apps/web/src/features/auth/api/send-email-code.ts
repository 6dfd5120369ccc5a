import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface SendEmailCodeInput {
  email: string;
  referral_code?: string;
}

/** Seed section 7: POST /api/auth/email/send-code; status 'success' moves to confirm. */
export const sendEmailCode = (input: SendEmailCodeInput) =>
  apiRequest<{ status: string }>('/auth/email/send-code', { method: 'POST', body: input });

export const useSendEmailCode = () => useMutation({ mutationFn: sendEmailCode });

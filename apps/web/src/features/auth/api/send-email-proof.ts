import {
  sendEmailCodeResponseSchema,
  type EmailProofRequest,
  emailProofRequestSchema,
} from '@ideabazaar/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { meQueryOptions } from './me';

/**
 * POST /api/me/email: e-mails a code to an address the member adds or changes to; the server keeps
 * it as `pending_email` until the code comes back. A 422 is the caller's, to show beside the field.
 */
export const sendEmailProof = (input: EmailProofRequest) =>
  apiRequest('/me/email', {
    method: 'POST',
    request: emailProofRequestSchema,
    body: input,
    schema: sendEmailCodeResponseSchema,
    handles: [422],
  });

export const useSendEmailProof = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendEmailProof,
    // The code step shows the new pending address at once, before /api/me is read again.
    onSuccess: (_, input) => {
      queryClient.setQueryData(meQueryOptions().queryKey, (me) =>
        me ? { ...me, pending_email: input.email.trim().toLowerCase() } : me,
      );
    },
    // A refused or failed send keeps the old pending address: read it again whatever happened.
    onSettled: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
};

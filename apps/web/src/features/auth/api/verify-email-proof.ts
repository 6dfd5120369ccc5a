import {
  meResponseSchema,
  type EmailProofVerify,
  emailProofVerifySchema,
} from '@ideabazaar/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { storeMember } from '../hooks/use-complete-sign-in';
import { meQueryOptions } from './me';

/**
 * POST /api/me/email/verify: the code sent to the pending address; the answer is the member with
 * that address as their e-mail. A 422 (a wrong code, nothing pending) is shown beside the field.
 */
export const verifyEmailProof = (input: EmailProofVerify) =>
  apiRequest('/me/email/verify', {
    method: 'POST',
    request: emailProofVerifySchema,
    body: input,
    schema: meResponseSchema,
    handles: [422],
  });

export const useVerifyEmailProof = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmailProof,
    onSuccess: (me) => {
      queryClient.setQueryData(meQueryOptions().queryKey, me);
      storeMember(me);
    },
  });
};

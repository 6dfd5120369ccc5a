import { depositRequestSchema, depositResponseSchema } from '@ideabazaar/shared/schemas/wallet';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';

/**
 * POST /api/wallet/deposit: starts a payment at the gateway; the browser then goes to
 * `payment_url`. The key makes a retry of the same deposit return the same payment.
 */
export const startDeposit = (input: { amount: number; idempotencyKey: string }) =>
  apiRequest('/wallet/deposit', {
    method: 'POST',
    request: depositRequestSchema,
    body: { amount: input.amount },
    schema: depositResponseSchema,
    headers: idempotencyHeaders(input.idempotencyKey),
  });

export const useStartDeposit = () => useMutation({ mutationFn: startDeposit });

import {
  withdrawalSchema,
  withdrawalsResponseSchema,
  withdrawRequestSchema,
  type WithdrawRequest,
} from '@ideabazaar/shared/schemas/wallet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';
import { transactionsKey, walletKey } from '@/lib/money-cache';

const withdrawalsKey = ['wallet', 'withdrawals'] as const;

/** GET /api/wallet/withdrawals: the member's withdrawal requests, newest first. */
export const getWithdrawals = () =>
  apiRequest('/wallet/withdrawals', { schema: withdrawalsResponseSchema });

export const useWithdrawals = () => useQuery({ queryKey: withdrawalsKey, queryFn: getWithdrawals });

/** POST /api/wallet/withdraw: the amount moves from available to held at once. */
export const requestWithdrawal = (input: { body: WithdrawRequest; idempotencyKey: string }) =>
  apiRequest('/wallet/withdraw', {
    method: 'POST',
    request: withdrawRequestSchema,
    body: input.body,
    schema: withdrawalSchema,
    headers: idempotencyHeaders(input.idempotencyKey),
    // A refused field is shown beside it.
    handles: [422],
  });

/** POST /api/wallet/withdrawals/{id}/cancel: a pending request is cancelled and its money returns. */
export const cancelWithdrawal = (withdrawalId: string) =>
  apiRequest(`/wallet/withdrawals/${encodeURIComponent(withdrawalId)}/cancel`, {
    method: 'POST',
    schema: withdrawalSchema,
  });

/** Balances, movements and the requests all change with a withdrawal. */
function useRefreshAfterWithdrawal() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [walletKey, transactionsKey, withdrawalsKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useRequestWithdrawal() {
  const refresh = useRefreshAfterWithdrawal();
  return useMutation({ mutationFn: requestWithdrawal, onSuccess: refresh });
}

export function useCancelWithdrawal() {
  const refresh = useRefreshAfterWithdrawal();
  return useMutation({ mutationFn: cancelWithdrawal, onSuccess: refresh });
}

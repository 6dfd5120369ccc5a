import {
  adminWithdrawalsResponseSchema,
  withdrawalPaidSchema,
  withdrawalRejectSchema,
  withdrawalSchema,
  type WithdrawalStatus,
} from '@ideabazaar/shared/schemas/wallet';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminDownload, adminGet, adminKeys, adminPost } from './admin-api';
import { useRefreshConsole } from './refresh';

/** GET /api/admin/withdrawals?status=: the requests, oldest first. */
export const useAdminWithdrawals = (status: WithdrawalStatus | '') =>
  useQuery({
    queryKey: adminKeys.list('withdrawals', { status }),
    queryFn: ({ signal }) =>
      adminGet('/withdrawals', adminWithdrawalsResponseSchema, { status }, signal),
  });

const path = (id: string, action: string) => `/withdrawals/${encodeURIComponent(id)}/${action}`;

/** POST /api/admin/withdrawals/{id}/paid with the bank's reference: the money leaves. */
export function useMarkPaid() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (input: { id: string; reference: string }) =>
      adminPost(
        path(input.id, 'paid'),
        withdrawalPaidSchema,
        { reference: input.reference },
        withdrawalSchema,
      ),
    onSuccess: refresh,
  });
}

/** POST /api/admin/withdrawals/{id}/reject with a reason: the money returns to the member. */
export function useRejectWithdrawal() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (input: { id: string; reason: string }) =>
      adminPost(
        path(input.id, 'reject'),
        withdrawalRejectSchema,
        { reason: input.reason },
        withdrawalSchema,
      ),
    onSuccess: refresh,
  });
}

/** GET /api/admin/withdrawals/export?status=: the batch as the bank's CSV, saved as a file. */
export const exportWithdrawals = (status: WithdrawalStatus, fileName: string) =>
  adminDownload('/withdrawals/export', { status }, fileName);

import {
  adminDisputesResponseSchema,
  purchaseSchema,
  settleRequestSchema,
} from '@ideabazaar/shared/schemas/wallet';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminGet, adminKeys, adminPost } from './admin-api';
import { useRefreshConsole } from './refresh';

/** GET /api/admin/disputes: the open disputes, oldest first. */
export const useAdminDisputes = () =>
  useQuery({
    queryKey: adminKeys.list('disputes'),
    queryFn: ({ signal }) => adminGet('/disputes', adminDisputesResponseSchema, {}, signal),
  });

/** POST /api/admin/purchases/{id}/settle: refund the buyer or release to the seller, with a note. */
export function useSettleDispute() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (input: { id: string; outcome: 'refund' | 'release'; note: string }) =>
      adminPost(
        `/purchases/${encodeURIComponent(input.id)}/settle`,
        settleRequestSchema,
        { outcome: input.outcome, note: input.note },
        purchaseSchema,
      ),
    onSuccess: refresh,
  });
}

import {
  disputeRequestSchema,
  purchasePageSchema,
  purchaseSchema,
} from '@ideabazaar/shared/schemas/wallet';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { purchasesKey } from '@/lib/money-cache';

/** GET /api/my/purchases?cursor: what the member bought, newest first, with the hold state. */
export const getMyPurchases = (cursor?: string, signal?: AbortSignal) =>
  apiRequest(`/my/purchases${cursor ? `?${new URLSearchParams({ cursor })}` : ''}`, {
    schema: purchasePageSchema,
    signal,
  });

export const myPurchasesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: purchasesKey,
    queryFn: ({ pageParam, signal }) => getMyPurchases(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export const useMyPurchases = () => useInfiniteQuery(myPurchasesQueryOptions());

/** POST /api/purchases/{id}/dispute: the buyer disputes a sale inside its hold window. */
export const openDispute = (input: { purchaseId: string; reason: string }) =>
  apiRequest(`/purchases/${encodeURIComponent(input.purchaseId)}/dispute`, {
    method: 'POST',
    request: disputeRequestSchema,
    body: { reason: input.reason },
    schema: purchaseSchema,
  });

export function useOpenDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openDispute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchasesKey }),
  });
}

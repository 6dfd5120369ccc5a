import { transactionPageSchema, type LedgerKind } from '@ideabazaar/shared/schemas/wallet';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { transactionsKey } from '@/lib/money-cache';

/** GET /api/wallet/transactions?type&cursor: one page of the member's movements, newest first. */
export const getTransactions = (type: LedgerKind | '', cursor?: string, signal?: AbortSignal) => {
  const params = new URLSearchParams();
  if (type) params.set('type', type);
  if (cursor) params.set('cursor', cursor);
  const query = params.size > 0 ? `?${params}` : '';
  return apiRequest(`/wallet/transactions${query}`, { schema: transactionPageSchema, signal });
};

export const transactionsQueryOptions = (type: LedgerKind | '') =>
  infiniteQueryOptions({
    queryKey: [...transactionsKey, type],
    queryFn: ({ pageParam, signal }) => getTransactions(type, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export const useTransactions = (type: LedgerKind | '') =>
  useInfiniteQuery(transactionsQueryOptions(type));

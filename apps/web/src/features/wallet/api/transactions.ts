import { transactionPageSchema, type OperationFilter } from '@ideabazaar/shared/schemas/wallet';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { transactionsKey } from '@/lib/money-cache';

/** GET /api/wallet/transactions?filter&cursor: one page of the member's operations, newest first. */
export const getTransactions = (
  filter: OperationFilter | '',
  cursor?: string,
  signal?: AbortSignal,
) => {
  const params = new URLSearchParams();
  if (filter) params.set('filter', filter);
  if (cursor) params.set('cursor', cursor);
  const query = params.size > 0 ? `?${params}` : '';
  return apiRequest(`/wallet/transactions${query}`, { schema: transactionPageSchema, signal });
};

export const transactionsQueryOptions = (filter: OperationFilter | '') =>
  infiniteQueryOptions({
    queryKey: [...transactionsKey, filter],
    queryFn: ({ pageParam, signal }) => getTransactions(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export const useTransactions = (filter: OperationFilter | '') =>
  useInfiniteQuery(transactionsQueryOptions(filter));

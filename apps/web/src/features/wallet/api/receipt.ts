import { receiptSchema } from '@ideabazaar/shared/schemas/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { transactionsKey } from '@/lib/money-cache';

/**
 * GET /api/wallet/receipts/{reference}: one of the member's operations in full. Under the
 * transactions' key, so whatever refreshes the list (a withdrawal cancelled) refreshes it.
 */
export const receiptQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: [...transactionsKey, 'receipt', reference],
    queryFn: ({ signal }) =>
      apiRequest(`/wallet/receipts/${encodeURIComponent(reference)}`, {
        schema: receiptSchema,
        signal,
        // Not the member's, no such operation, or no reference at all: the screen says so.
        handles: [404, 422],
      }),
    retry: false,
  });

export const useReceipt = (reference: string) => useQuery(receiptQueryOptions(reference));

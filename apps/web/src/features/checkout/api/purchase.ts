import {
  purchaseRequestSchema,
  purchaseResponseSchema,
  voucherCheckRequestSchema,
  voucherCheckResponseSchema,
} from '@ideabazaar/shared/schemas/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';
import { itemKey, itemListKeys } from '@/lib/item-cache';
import { moneyKeys, transactionsKey } from '@/lib/money-cache';
import { offerInstall } from '@/lib/install-offer';
import { offersKey } from './offers';

/**
 * POST /api/items/{id}/purchase: buys the idea from the wallet (at its price, or at the accepted
 * offer's amount). The answer carries the item as its buyer now sees it.
 */
export const purchaseItem = (input: {
  itemId: string;
  voucherCode?: string;
  idempotencyKey: string;
}) =>
  apiRequest(`/items/${encodeURIComponent(input.itemId)}/purchase`, {
    method: 'POST',
    request: purchaseRequestSchema,
    body: input.voucherCode ? { voucher_code: input.voucherCode } : {},
    schema: purchaseResponseSchema,
    headers: idempotencyHeaders(input.idempotencyKey),
    // The buy dialog answers these itself: a deposit for the missing amount, the voucher's reason.
    handles: [409, 422],
  });

export function usePurchaseItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseItem,
    onSuccess: async ({ item }) => {
      // The private parts, the phone and the chat open at once: the bottom actions read this.
      queryClient.setQueryData(itemKey(item.id), item);
      // A buyer will be back (for the chat, the files): the app offers to be installed.
      offerInstall();
      await Promise.all(
        [...moneyKeys, transactionsKey, ...itemListKeys, offersKey(item.id)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

/** POST /api/vouchers/check: the price after a voucher, or the reason it does not apply (422). */
export const checkVoucher = (input: { code: string; itemId: string }) =>
  apiRequest('/vouchers/check', {
    method: 'POST',
    request: voucherCheckRequestSchema,
    body: { code: input.code, item_id: input.itemId },
    schema: voucherCheckResponseSchema,
    handles: [422],
  });

export const useCheckVoucher = () => useMutation({ mutationFn: checkVoucher });

import { purchaseRequestSchema, purchaseResponseSchema } from '@ideabazaar/shared/schemas/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';
import { itemKey, itemListKeys } from '@/lib/item-cache';
import { moneyKeys, transactionsKey } from '@/lib/money-cache';
import { offerInstall } from '@/lib/install-offer';
import { offersKey } from './offers';

/**
 * POST /api/items/{id}/purchase: buys the idea from the wallet at the price the buyer was shown
 * (`expectedPrice`, before the voucher: the idea's price or the accepted offer's amount). Another
 * current price is a 409 price_changed that moves nothing. The answer carries the item as its
 * buyer now sees it.
 */
export const purchaseItem = (input: {
  itemId: string;
  expectedPrice: number;
  voucherCode?: string;
  idempotencyKey: string;
}) =>
  apiRequest(`/items/${encodeURIComponent(input.itemId)}/purchase`, {
    method: 'POST',
    request: purchaseRequestSchema,
    body: {
      expected_price: input.expectedPrice,
      ...(input.voucherCode ? { voucher_code: input.voucherCode } : {}),
    },
    schema: purchaseResponseSchema,
    headers: idempotencyHeaders(input.idempotencyKey),
    // The buy dialog answers these itself: the new price, the missing amount, the voucher's reason.
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

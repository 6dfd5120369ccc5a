import {
  voucherCheckRequestSchema,
  voucherCheckResponseSchema,
} from '@ideabazaar/shared/schemas/wallet';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/vouchers/check: the price after a voucher at the item's current price for this
 * member, or the reason it does not apply (422).
 */
export const checkVoucher = (input: { code: string; itemId: string }) =>
  apiRequest('/vouchers/check', {
    method: 'POST',
    request: voucherCheckRequestSchema,
    body: { code: input.code, item_id: input.itemId },
    schema: voucherCheckResponseSchema,
    handles: [422],
  });

export const useCheckVoucher = () => useMutation({ mutationFn: checkVoucher });

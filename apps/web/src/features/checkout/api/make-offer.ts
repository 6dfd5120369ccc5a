import { offerRequestSchema, offerSchema } from '@ideabazaar/shared/schemas/wallet';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useOffersChanged } from './offers';

/** POST /api/items/{id}/offers: an amount and a message for the owner. */
export const makeOffer = (input: { itemId: string; amount: number; message: string }) =>
  apiRequest(`/items/${encodeURIComponent(input.itemId)}/offers`, {
    method: 'POST',
    request: offerRequestSchema,
    body: { amount: input.amount, message: input.message },
    schema: offerSchema,
    // An amount outside the bounds of a price is shown on the form's field.
    handles: [422],
  });

export function useMakeOffer() {
  return useMutation({ mutationFn: makeOffer, onSuccess: useOffersChanged() });
}

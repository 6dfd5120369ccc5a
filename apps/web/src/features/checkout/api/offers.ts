import {
  offerRequestSchema,
  offerSchema,
  offersResponseSchema,
} from '@ideabazaar/shared/schemas/wallet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const offersKey = (itemId: string) => ['offers', itemId] as const;

/**
 * GET /api/items/{id}/offers: on a negotiable idea, every offer for its owner and only one's own
 * for anyone else, newest first.
 */
export const getOffers = (itemId: string) =>
  apiRequest(`/items/${encodeURIComponent(itemId)}/offers`, { schema: offersResponseSchema });

export const useOffers = (itemId: string, enabled = true) =>
  useQuery({ queryKey: offersKey(itemId), queryFn: () => getOffers(itemId), enabled });

/** POST /api/items/{id}/offers: an amount and a message for the owner. */
export const makeOffer = (input: { itemId: string; amount: number; message: string }) =>
  apiRequest(`/items/${encodeURIComponent(input.itemId)}/offers`, {
    method: 'POST',
    request: offerRequestSchema,
    body: { amount: input.amount, message: input.message },
    schema: offerSchema,
  });

export type OfferAnswer = 'accept' | 'decline' | 'withdraw';

/** POST /api/offers/{id}/accept | decline (the owner) | withdraw (the offer's maker). */
export const answerOffer = (input: { offerId: string; itemId: string; answer: OfferAnswer }) =>
  apiRequest(`/offers/${encodeURIComponent(input.offerId)}/${input.answer}`, {
    method: 'POST',
    schema: offerSchema,
  });

function useRefreshOffers() {
  const queryClient = useQueryClient();
  return (_offer: unknown, input: { itemId: string }) =>
    queryClient.invalidateQueries({ queryKey: offersKey(input.itemId) });
}

export function useMakeOffer() {
  return useMutation({ mutationFn: makeOffer, onSuccess: useRefreshOffers() });
}

export function useAnswerOffer() {
  return useMutation({ mutationFn: answerOffer, onSuccess: useRefreshOffers() });
}

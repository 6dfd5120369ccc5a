import { offerSchema } from '@ideabazaar/shared/schemas/wallet';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useOffersChanged } from './offers';

export type OfferAnswer = 'accept' | 'decline' | 'withdraw';

/** POST /api/offers/{id}/accept | decline (the owner) | withdraw (the offer's maker). */
export const answerOffer = (input: { offerId: string; itemId: string; answer: OfferAnswer }) =>
  apiRequest(`/offers/${encodeURIComponent(input.offerId)}/${input.answer}`, {
    method: 'POST',
    schema: offerSchema,
  });

export function useAnswerOffer() {
  return useMutation({ mutationFn: answerOffer, onSuccess: useOffersChanged() });
}

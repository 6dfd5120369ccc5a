import { offersResponseSchema } from '@ideabazaar/shared/schemas/wallet';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { itemKey } from '@/lib/item-cache';

export const offersKey = (itemId: string) => ['offers', itemId] as const;

/**
 * GET /api/items/{id}/offers: on a negotiable idea, every offer for its owner and only one's own
 * for anyone else, newest first.
 */
export const getOffers = (itemId: string) =>
  apiRequest(`/items/${encodeURIComponent(itemId)}/offers`, { schema: offersResponseSchema });

export const useOffers = (itemId: string, enabled = true) =>
  useQuery({ queryKey: offersKey(itemId), queryFn: () => getOffers(itemId), enabled });

/**
 * After an offer is made or answered: the offers, and the item, whose `can_buy` and `buy_price`
 * the server decides from the offers.
 */
export function useOffersChanged() {
  const queryClient = useQueryClient();
  return (_offer: unknown, input: { itemId: string }) =>
    Promise.all(
      [offersKey(input.itemId), itemKey(input.itemId)].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

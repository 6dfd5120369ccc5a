import {
  indicatorsResponseSchema,
  type ratedIndicators,
  ratingRequestSchema,
} from '@ideabazaar/shared/schemas/indicators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { indicatorsQueryOptions } from './indicators';

export type RatedIndicator = (typeof ratedIndicators)[number];

/** PUT /api/items/{id}/indicators: a buyer's ratings, 1-5; the answer is the new scores. */
export const rateIndicators = (input: {
  itemId: string;
  ratings: Partial<Record<RatedIndicator, number>>;
}) =>
  apiRequest(`/items/${encodeURIComponent(input.itemId)}/indicators`, {
    method: 'PUT',
    request: ratingRequestSchema,
    body: input.ratings,
    schema: indicatorsResponseSchema,
  });

export function useRateIndicators() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateIndicators,
    onSuccess: (indicators, input) =>
      queryClient.setQueryData(indicatorsQueryOptions(input.itemId).queryKey, indicators),
  });
}

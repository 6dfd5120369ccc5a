import { indicatorsResponseSchema } from '@ideabazaar/shared/schemas/indicators';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/items/{id}/indicators: the four scores, and the viewer's own ratings as a buyer. */
export const indicatorsQueryOptions = (itemId: string) =>
  queryOptions({
    queryKey: ['indicators', itemId],
    queryFn: () =>
      apiRequest(`/items/${encodeURIComponent(itemId)}/indicators`, {
        schema: indicatorsResponseSchema,
      }),
  });

export const useIndicators = (itemId: string) => useQuery(indicatorsQueryOptions(itemId));

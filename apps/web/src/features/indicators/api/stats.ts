import { statsResponseSchema } from '@ideabazaar/shared/schemas/indicators';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/items/{id}/stats: the owner's totals and the last 30 days, day by day. */
export const statsQueryOptions = (itemId: string) =>
  queryOptions({
    queryKey: ['stats', itemId],
    queryFn: () =>
      apiRequest(`/items/${encodeURIComponent(itemId)}/stats`, { schema: statsResponseSchema }),
  });

export const useStats = (itemId: string, enabled = true) =>
  useQuery({ ...statsQueryOptions(itemId), enabled });

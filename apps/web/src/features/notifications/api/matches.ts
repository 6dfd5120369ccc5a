import { itemMatchesSchema } from '@ideabazaar/shared/schemas/notifications';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { itemKey } from '@/lib/item-cache';

/** GET /api/items/{id}/matches: for the item's owner, the other side's items that may match. */
export const useItemMatches = (itemId: string) =>
  useQuery({
    queryKey: [...itemKey(itemId), 'matches'],
    queryFn: () =>
      apiRequest(`/items/${encodeURIComponent(itemId)}/matches`, { schema: itemMatchesSchema }),
  });

import { itemSchema } from '@ideabazaar/shared/schemas/items';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { itemKey } from '@/lib/item-cache';

/** GET /api/items/{id}: one item with what this viewer may see (PRODUCT.md section 2). */
export const itemQueryOptions = (itemId: string) =>
  queryOptions({
    queryKey: itemKey(itemId),
    queryFn: () => apiRequest(`/items/${encodeURIComponent(itemId)}`, { schema: itemSchema }),
  });

export const useItem = (itemId: string) =>
  useQuery({ ...itemQueryOptions(itemId), enabled: itemId !== '' });

import { creatorPhoneSchema } from '@ideabazaar/shared/schemas/items';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { itemKey } from '@/lib/item-cache';

/**
 * GET /api/items/{id}/contact: the creator's name and phone, for a need's members and an idea's
 * buyers (and owner); the server refuses anyone else with the seed's purchase text.
 */
export const contactQueryOptions = (itemId: string) =>
  queryOptions({
    queryKey: [...itemKey(itemId), 'contact'],
    queryFn: () =>
      apiRequest(`/items/${encodeURIComponent(itemId)}/contact`, { schema: creatorPhoneSchema }),
  });

export const useItemContact = (itemId: string, enabled: boolean) =>
  useQuery({ ...contactQueryOptions(itemId), enabled });

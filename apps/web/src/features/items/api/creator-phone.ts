import { creatorPhoneSchema } from '@ideabazaar/shared/schemas/items';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { itemKey } from '@/lib/item-cache';

/**
 * GET /api/items/{id}/contact: the creator's name and phone (the API's path keeps its name), for a need's members and an idea's
 * buyers (and owner); the server refuses anyone else with the seed's purchase text.
 */
export const creatorPhoneQueryOptions = (itemId: string) =>
  queryOptions({
    queryKey: [...itemKey(itemId), 'creator-phone'],
    queryFn: () =>
      apiRequest(`/items/${encodeURIComponent(itemId)}/contact`, { schema: creatorPhoneSchema }),
  });

export const useCreatorPhone = (itemId: string, enabled: boolean) =>
  useQuery({ ...creatorPhoneQueryOptions(itemId), enabled });

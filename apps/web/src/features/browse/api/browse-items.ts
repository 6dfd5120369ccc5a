import { itemPageSchema } from '@ideabazaar/shared/schemas/browse';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { browseKey } from '@/lib/item-cache';
import { apiParamsOf, type BrowseFilters } from '../filters';

/** GET /api/items: one page of published ideas or needs, paged by `next_cursor`. */
export const browseItems = (filters: BrowseFilters, cursor?: string, signal?: AbortSignal) =>
  apiRequest(`/items?${apiParamsOf(filters, cursor)}`, { schema: itemPageSchema, signal });

export const browseQueryOptions = (filters: BrowseFilters) =>
  infiniteQueryOptions({
    queryKey: [...browseKey, filters],
    queryFn: ({ pageParam, signal }) => browseItems(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export const useBrowseItems = (filters: BrowseFilters) =>
  useInfiniteQuery(browseQueryOptions(filters));

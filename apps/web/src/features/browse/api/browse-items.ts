import type { ItemPage } from '@ideabazaar/shared/schemas/browse';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { browseKey } from '@/lib/item-cache';
import { apiParamsOf, type BrowseFilters } from '../filters';

/**
 * GET /api/items: one page of published ideas or needs, paged by `next_cursor`. The first
 * screen's calls take the page as the server wrote it: the server checks every answer against
 * the shared schema before sending it (fastify-type-provider-zod), and checking it again here
 * would put zod in the first load (docs/decisions.md, "The first screen").
 */
export const browseItems = (filters: BrowseFilters, cursor?: string, signal?: AbortSignal) =>
  apiRequest<ItemPage>(`/items?${apiParamsOf(filters, cursor)}`, { signal });

export const browseQueryOptions = (filters: BrowseFilters) =>
  infiniteQueryOptions({
    queryKey: [...browseKey, filters],
    queryFn: ({ pageParam, signal }) => browseItems(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export const useBrowseItems = (filters: BrowseFilters) =>
  useInfiniteQuery(browseQueryOptions(filters));

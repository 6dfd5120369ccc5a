import { itemPageSchema } from '@ideabazaar/shared/schemas/browse';
import type { Section } from '@ideabazaar/shared/schemas/questions';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { myItemsKey } from '@/lib/item-cache';

/**
 * GET /api/my/items?section&cursor: one page of the member's own ideas or needs, drafts and
 * archived ones included, the most recently edited first, paged by `next_cursor`.
 */
export const getMyItems = (section: Section, cursor?: string, signal?: AbortSignal) => {
  const params = new URLSearchParams({ section });
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/my/items?${params}`, { schema: itemPageSchema, signal });
};

export const myItemsQueryOptions = (section: Section) =>
  infiniteQueryOptions({
    queryKey: [...myItemsKey, section],
    queryFn: ({ pageParam, signal }) => getMyItems(section, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export const useMyItems = (section: Section) => useInfiniteQuery(myItemsQueryOptions(section));

import { commentPageSchema } from '@ideabazaar/shared/schemas/comments';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const listPath = (itemId: string) => `/items/${encodeURIComponent(itemId)}/comments`;

/** Every query of an item's comments starts with this key, so one invalidation refreshes all. */
export const commentsKey = (itemId: string) => ['comments', itemId] as const;

/** GET /api/items/{id}/comments: newest first, paged by `next_cursor`. */
export const commentsQueryOptions = (itemId: string) =>
  infiniteQueryOptions({
    queryKey: [...commentsKey(itemId), 'list'],
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        `${listPath(itemId)}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        {
          schema: commentPageSchema,
          signal,
        },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export const useComments = (itemId: string) => useInfiniteQuery(commentsQueryOptions(itemId));

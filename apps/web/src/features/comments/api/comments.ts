import { commentPageSchema } from '@ideabazaar/shared/schemas/comments';
import type { Item } from '@ideabazaar/shared/schemas/items';
import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { itemKey, itemListKeys } from '@/lib/item-cache';

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

/**
 * A comment posted or deleted: the item's count changes at once where it is shown; the comments,
 * the item and the lists of cards are read again for the server's own numbers.
 */
export function commentCountChanged(queryClient: QueryClient, itemId: string, by: 1 | -1) {
  queryClient.setQueryData<Item>(
    itemKey(itemId),
    (item) => item && { ...item, comment_count: Math.max(0, item.comment_count + by) },
  );
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: commentsKey(itemId) }),
    queryClient.invalidateQueries({ queryKey: itemKey(itemId), exact: true }),
    ...itemListKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}

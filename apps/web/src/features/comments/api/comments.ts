import { commentPageSchema } from '@ideabazaar/shared/schemas/engage';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
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

/** The largest page the server gives: how far the count of comments on a detail page goes. */
export const COUNT_LIMIT = 50;

/**
 * How many comments an item has, read from one page of the largest size: exact up to 50, '50+'
 * beyond (the item call carries no count).
 */
export const commentCountQueryOptions = (itemId: string) =>
  queryOptions({
    queryKey: [...commentsKey(itemId), 'count'],
    queryFn: ({ signal }) =>
      apiRequest(`${listPath(itemId)}?limit=${COUNT_LIMIT}`, { schema: commentPageSchema, signal }),
    select: (page) => ({ count: page.comments.length, more: page.next_cursor !== null }),
  });

export const useCommentCount = (itemId: string) => useQuery(commentCountQueryOptions(itemId));

import { messagePageSchema } from '@ideabazaar/shared/schemas/chat';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { chatKeys, noteSeen } from './chat-cache';

/** GET /api/chat/{userId}/messages: the conversation, newest first, older pages by cursor. */
export const messagesQueryOptions = (peer: number) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(peer),
    queryFn: async ({ pageParam, signal }) => {
      const page = await apiRequest(
        `/chat/${peer}/messages${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { schema: messagePageSchema, signal },
      );
      noteSeen(page.messages);
      return page;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    // Live events keep it current; a refetch would drop the older pages scrolled to.
    staleTime: Infinity,
  });

export const useMessages = (peer: number) => useInfiniteQuery(messagesQueryOptions(peer));

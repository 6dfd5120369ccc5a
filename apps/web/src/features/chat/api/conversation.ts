import { conversationSchema } from '@ideabazaar/shared/schemas/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { chatKeys } from './chat-cache';

/** GET /api/chat/{userId}: the other member, the item, receipts and blocks. */
export const conversationQueryOptions = (peer: number) =>
  queryOptions({
    queryKey: chatKeys.conversation(peer),
    queryFn: ({ signal }) => apiRequest(`/chat/${peer}`, { schema: conversationSchema, signal }),
  });

export const useConversation = (peer: number) => useQuery(conversationQueryOptions(peer));

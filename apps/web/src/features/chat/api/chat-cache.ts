import type { ChatMessage, Conversation } from '@ideabazaar/shared/schemas/chat';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

/** Every chat query starts with 'chat', so one invalidation refreshes them all. */
export const chatKeys = {
  all: ['chat'] as const,
  contacts: ['chat', 'contacts'] as const,
  conversation: (peer: number) => ['chat', 'conversation', peer] as const,
  messages: (peer: number) => ['chat', 'messages', peer] as const,
};

// The newest message id this page has seen: a reconnect catches up from there (`/chat/sync`).
let newestSeen = 0;
export const noteSeen = (messages: ChatMessage[]) => {
  for (const message of messages) newestSeen = Math.max(newestSeen, message.id);
};
export const newestSeenId = () => newestSeen;
export const forgetSeen = () => {
  newestSeen = 0;
};

export interface MessagePage {
  messages: ChatMessage[];
  next_cursor: string | null;
}

/** The other member of a message, seen from `me`. */
export const peerOf = (message: ChatMessage, me: number) =>
  message.sender_id === me ? message.recipient_id : message.sender_id;

/**
 * Puts a message (live, caught up or just sent) into its conversation's pages, once: pages hold
 * the newest first, and a message already there is left as it is.
 */
export function mergeMessage(queryClient: QueryClient, me: number, message: ChatMessage) {
  noteSeen([message]);
  queryClient.setQueryData<InfiniteData<MessagePage, string | undefined>>(
    chatKeys.messages(peerOf(message, me)),
    (data) => {
      if (!data) return data;
      if (data.pages.some((page) => page.messages.some((known) => known.id === message.id))) {
        return data;
      }
      const [first, ...rest] = data.pages;
      const messages = [message, ...(first?.messages ?? [])].sort((a, b) => b.id - a.id);
      return {
        ...data,
        pages: [{ messages, next_cursor: first?.next_cursor ?? null }, ...rest],
      };
    },
  );
}

/** Moves a conversation's receipts forward (they never go back). */
export function moveReceipts(
  queryClient: QueryClient,
  peer: number,
  receipts: Partial<Pick<Conversation, 'delivered_up_to' | 'read_up_to'>>,
) {
  queryClient.setQueryData<Conversation>(chatKeys.conversation(peer), (conversation) => {
    if (!conversation) return conversation;
    const read = Math.max(conversation.read_up_to, receipts.read_up_to ?? 0);
    return {
      ...conversation,
      read_up_to: read,
      delivered_up_to: Math.max(conversation.delivered_up_to, receipts.delivered_up_to ?? 0, read),
    };
  });
}

import { chatMessageSchema, sendMessageSchema } from '@ideabazaar/shared/schemas/chat';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/chat/{userId}/messages. A network failure (status 0) is the caller's to handle: the
 * message waits in the outbox and goes again with the same client id, so it is stored once.
 */
export const sendMessage = (input: {
  peer: number;
  body: string;
  clientId: string;
  itemId?: string | undefined;
}) =>
  apiRequest(`/chat/${input.peer}/messages`, {
    method: 'POST',
    request: sendMessageSchema,
    body: {
      body: input.body,
      client_id: input.clientId,
      ...(input.itemId ? { item_id: input.itemId } : {}),
    },
    schema: chatMessageSchema,
    handles: [0],
  });

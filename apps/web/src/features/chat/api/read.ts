import { readMessagesSchema, readResultSchema } from '@ideabazaar/shared/schemas/chat';
import { apiRequest } from '@/lib/api-client';

/** POST /api/chat/{userId}/read: the other member's messages read up to this one. */
export const markRead = (input: { peer: number; messageId: number }) =>
  apiRequest(`/chat/${input.peer}/read`, {
    method: 'POST',
    request: readMessagesSchema,
    body: { message_id: input.messageId },
    schema: readResultSchema,
    handles: [0],
  });

import { syncResultSchema } from '@ideabazaar/shared/schemas/chat';
import { apiRequest } from '@/lib/api-client';

/** GET /api/chat/sync?after=: what came and went while the socket was away, oldest first. */
export const syncAfter = (after: number) =>
  apiRequest(`/chat/sync?after=${after}`, { schema: syncResultSchema, handles: [0] });

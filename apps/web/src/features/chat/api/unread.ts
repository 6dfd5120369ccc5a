import { unreadTotalSchema } from '@ideabazaar/shared/schemas/chat';
import { apiRequest } from '@/lib/api-client';
import { useUnreadTotal } from './unread-total';

export { useUnreadTotal } from './unread-total';

/** GET /api/chat/unread; one that ends after signing out changes nothing (no 401 handling). */
export async function refreshUnreadTotal(): Promise<void> {
  const { unread_total } = await apiRequest('/chat/unread', {
    schema: unreadTotalSchema,
    handles: [0, 401],
  });
  useUnreadTotal.setState({ total: unread_total });
}

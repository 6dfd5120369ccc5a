import { unreadTotalSchema } from '@ideabazaar/shared/schemas/chat';
import { create } from 'zustand';
import { apiRequest } from '@/lib/api-client';

/** My unread messages in all conversations: read at each connect, then kept by the socket. */
export const useUnreadTotal = create<{ total: number }>(() => ({ total: 0 }));

/** GET /api/chat/unread; one that ends after signing out changes nothing (no 401 handling). */
export async function refreshUnreadTotal(): Promise<void> {
  const { unread_total } = await apiRequest('/chat/unread', {
    schema: unreadTotalSchema,
    handles: [0, 401],
  });
  useUnreadTotal.setState({ total: unread_total });
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useClientState } from '@/lib/client-state';
import { onLiveEvent, onLiveOpen } from '@/lib/live-socket';
import {
  addNotification,
  newestCachedNotification,
  notificationsKey,
  refreshUnreadNotifications,
} from '../api/notifications';
import { useUnreadNotifications } from '../api/unread-count';
import { forgetDevicePush } from '../push-device';

/**
 * Keeps the bell and the list current while a member is signed in (issue 30): reads the unread
 * count, then follows the socket's `notification.new`. It only listens: the chat's live part
 * opens and closes the one socket. Each time the socket opens it reads the count again, and the
 * list when it lacks the newest notification (made between the list's read and the socket's first
 * opening, it reached no socket) or after a reconnect. Signing out drops this device's push
 * subscription.
 */
export function LiveNotifications() {
  const auth = useClientState((state) => state.auth);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!auth) return;
    void refreshUnreadNotifications().catch(() => {});
    const offEvent = onLiveEvent((event) => {
      if (event.type !== 'notification.new') return;
      useUnreadNotifications.setState({ unread: event.unread });
      addNotification(queryClient, event.notification);
    });
    const offOpen = onLiveOpen((reconnected) => {
      if (reconnected) void queryClient.invalidateQueries({ queryKey: notificationsKey });
      void refreshUnreadNotifications()
        .then((newest) => {
          // At the first opening, a cached list without the newest notification is read again
          // (only a list on screen is fetched; one off screen is marked stale).
          const cached = newestCachedNotification(queryClient);
          if (!reconnected && cached !== undefined && cached !== newest) {
            void queryClient.invalidateQueries({ queryKey: notificationsKey });
          }
        })
        .catch(() => {});
    });
    const offAuth = useClientState.subscribe((state, previous) => {
      if (previous.auth && !state.auth) void forgetDevicePush();
    });
    return () => {
      offEvent();
      offOpen();
      offAuth();
      useUnreadNotifications.setState({ unread: 0 });
    };
  }, [auth, queryClient]);

  return null;
}

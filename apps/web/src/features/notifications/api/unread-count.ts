import { create } from 'zustand';

/**
 * My unread notifications: read when the live part starts and at each reconnect, then kept by the
 * socket's `notification.new` and by marking read. Apart from the calls that read it, so the bell
 * on the first screen loads no schema.
 */
export const useUnreadNotifications = create<{ unread: number }>(() => ({ unread: 0 }));

import { create } from 'zustand';

/**
 * My unread messages in all conversations: read at each connect (unread.ts), then kept by the
 * socket. Apart from the call that reads it, so the badges on the first screen load no schema.
 */
export const useUnreadTotal = create<{ total: number }>(() => ({ total: 0 }));

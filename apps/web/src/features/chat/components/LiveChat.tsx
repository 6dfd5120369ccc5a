import type { ChatMessage } from '@ideabazaar/shared/schemas/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useClientState } from '@/lib/client-state';
import { onLiveEvent, onLiveOpen, startLive, stopLive } from '@/lib/live-socket';
import { chatKeys, forgetSeen, mergeMessage, moveReceipts, newestSeenId } from '../api/chat-cache';
import { syncAfter } from '../api/sync';
import { refreshUnreadTotal, useUnreadTotal } from '../api/unread';
import { flushOutbox } from '../outbox';

const memberIdSchema = z.object({ id: z.string() });

/**
 * Keeps the chat live while a member is signed in (PRODUCT.md section 7): opens the socket,
 * applies its events to the cached conversations, contacts and the unread total, and on every
 * reconnect catches up on what came meanwhile and sends what waited in the outbox.
 */
export function LiveChat() {
  const auth = useClientState((state) => state.auth);
  const userId = useClientState((state) => state.userId);
  const queryClient = useQueryClient();

  // A member signed in by a link's token (seed section 4) is known by the token alone: the chat
  // names members by id, so it learns its own once.
  // The answer is kept only while it is still about whoever is signed in: a late answer for a
  // member who has since signed out (or a screen since closed) must not name the next one.
  useEffect(() => {
    if (!auth || userId) return;
    let current = true;
    const token = useClientState.getState().accessToken;
    apiRequest('/me', { schema: memberIdSchema, handles: [0] })
      .then((me) => {
        const state = useClientState.getState();
        if (current && state.auth && state.accessToken === token) state.set({ userId: me.id });
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [auth, userId]);

  useEffect(() => {
    const me = Number(userId);
    if (!auth || !me) return;
    const contactsChanged = () =>
      void queryClient.invalidateQueries({ queryKey: chatKeys.contacts });
    const stored = (message: ChatMessage) => {
      mergeMessage(queryClient, me, message);
      contactsChanged();
    };
    const offEvent = onLiveEvent((event) => {
      if (event.type === 'message.new') stored(event.message);
      else if (event.type === 'unread.total') useUnreadTotal.setState({ total: event.total });
      else if (event.type === 'message.read' && event.reader_id === me) contactsChanged();
      else if (event.type === 'message.read') {
        moveReceipts(queryClient, event.reader_id, { read_up_to: event.up_to });
      } else if (event.type === 'message.delivered' && event.sender_id === me) {
        moveReceipts(queryClient, event.recipient_id, { delivered_up_to: event.up_to });
      }
    });
    const catchUp = async (reconnected: boolean) => {
      void refreshUnreadTotal().catch(() => {});
      void flushOutbox(stored);
      if (!reconnected) return;
      const after = newestSeenId();
      if (after === 0) return void queryClient.invalidateQueries({ queryKey: chatKeys.all });
      try {
        const sync = await syncAfter(after);
        sync.messages.forEach(stored);
        useUnreadTotal.setState({ total: sync.unread_total });
        if (sync.has_more) await queryClient.invalidateQueries({ queryKey: chatKeys.all });
      } catch {
        // Still offline: the next reconnect tries again from the same message.
      }
    };
    const offOpen = onLiveOpen((reconnected) => void catchUp(reconnected));
    const backOnline = () => void flushOutbox(stored);
    window.addEventListener('online', backOnline);
    startLive();
    return () => {
      offEvent();
      offOpen();
      window.removeEventListener('online', backOnline);
      stopLive();
      forgetSeen();
      useUnreadTotal.setState({ total: 0 });
    };
  }, [auth, userId, queryClient]);

  return null;
}

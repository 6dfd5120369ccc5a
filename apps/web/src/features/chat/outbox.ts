import type { ChatMessage } from '@ideabazaar/shared/schemas/chat';
import { create } from 'zustand';
import { ApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency';
import { sendMessage } from './api/send-message';

/** A message written but not yet stored by the server. */
export interface PendingMessage {
  clientId: string;
  peer: number;
  body: string;
  itemId?: string | undefined;
  createdAt: string;
  /** Waiting for the network, or refused by the server (with its reason). */
  failed: string | null;
}

export const useOutbox = create<{ pending: PendingMessage[] }>(() => ({ pending: [] }));

type Stored = (message: ChatMessage) => void;
let flushing: Promise<void> | null = null;

const remove = (clientId: string) =>
  useOutbox.setState((state) => ({
    pending: state.pending.filter((message) => message.clientId !== clientId),
  }));

async function sendOne(message: PendingMessage, stored: Stored): Promise<'sent' | 'offline'> {
  try {
    const saved = await sendMessage(message);
    remove(message.clientId);
    stored(saved);
    return 'sent';
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return 'offline';
    const reason = error instanceof ApiError ? error.text() : String(error);
    useOutbox.setState((state) => ({
      pending: state.pending.map((pending) =>
        pending.clientId === message.clientId ? { ...pending, failed: reason } : pending,
      ),
    }));
    return 'sent';
  }
}

/**
 * Sends what waits, in the order it was written, one at a time; stops at the first network
 * failure and keeps the rest for the next try. A message goes with its client id every time,
 * so the server stores it once however often it is tried.
 */
export function flushOutbox(stored: Stored): Promise<void> {
  if (flushing) return flushing;
  const run = (async () => {
    for (const message of useOutbox.getState().pending) {
      if (message.failed !== null) continue;
      if ((await sendOne(message, stored)) === 'offline') return;
    }
  })();
  flushing = run;
  // Set free once done, never by a run that finished before it was even stored here.
  void run.finally(() => {
    if (flushing === run) flushing = null;
  });
  return run;
}

/** Queues a message and tries to send it (and anything waiting before it) at once. */
export function queueMessage(
  message: Omit<PendingMessage, 'clientId' | 'createdAt' | 'failed'>,
  stored: Stored,
): Promise<void> {
  useOutbox.setState((state) => ({
    pending: [
      ...state.pending,
      {
        ...message,
        clientId: newIdempotencyKey(),
        createdAt: new Date().toISOString(),
        failed: null,
      },
    ],
  }));
  return flushing ? flushing.then(() => flushOutbox(stored)) : flushOutbox(stored);
}

export const discardPending = remove;

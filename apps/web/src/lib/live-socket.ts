import {
  serverEventSchema,
  SESSION_ENDED_CLOSE,
  wsTicketSchema,
  type ClientEvent,
  type ServerEvent,
} from '@ideabazaar/shared/schemas/chat';
import { create } from 'zustand';
import { env } from '@/config/env';
import { ApiError, apiRequest } from './api-client';
import { useClientState } from './client-state';

/** The live socket as screens see it: connected or not, and what it keeps current. */
export interface LiveState {
  status: 'off' | 'connecting' | 'open' | 'waiting';
  /** Members whose presence a screen watches: online or not. */
  online: Record<number, boolean>;
  /** When each member last told me they were typing (ms since the epoch). */
  typingAt: Record<number, number>;
}

export const useLive = create<LiveState>(() => ({ status: 'off', online: {}, typingAt: {} }));

type EventListener = (event: ServerEvent) => void;
/** `reconnected` is false on the first open of this page, true on every later one. */
type OpenListener = (reconnected: boolean) => void;

const eventListeners = new Set<EventListener>();
const openListeners = new Set<OpenListener>();
const watched = new Set<number>();
// Backoff of reconnects: 1 s doubling to 30 s, each with jitter so clients do not come in step.
const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;
// A socket that answers no ping within this time is taken for dead and replaced.
const KEEPALIVE_MS = 25_000;
const PONG_WAIT_MS = 10_000;

let socket: WebSocket | null = null;
let wanted = false;
let attempt = 0;
let everOpened = false;
let sessionEndedAt = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let keepalive: ReturnType<typeof setInterval> | undefined;
let pongTimer: ReturnType<typeof setTimeout> | undefined;

export function onLiveEvent(listener: EventListener): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

export function onLiveOpen(listener: OpenListener): () => void {
  openListeners.add(listener);
  return () => openListeners.delete(listener);
}

/** Sends an event when the socket is open; false when it is not (the caller need not care). */
export function sendLive(event: ClientEvent): boolean {
  if (socket?.readyState !== WebSocket.OPEN) return false;
  socket.send(JSON.stringify(event));
  return true;
}

/** Hears when this member comes and goes, from now and after every reconnect. */
export function watchPresence(userId: number): void {
  watched.add(userId);
  sendLive({ type: 'presence.watch', user_id: userId });
}

function socketUrl(ticket: string): string {
  const origin = env.apiUrl || window.location.origin;
  return `${origin.replace(/^http/, 'ws')}/api/ws?ticket=${encodeURIComponent(ticket)}`;
}

function apply(event: ServerEvent) {
  if (event.type === 'presence') {
    useLive.setState((state) => ({ online: { ...state.online, [event.user_id]: event.online } }));
  } else if (event.type === 'typing') {
    useLive.setState((state) => ({ typingAt: { ...state.typingAt, [event.user_id]: Date.now() } }));
  } else if (
    event.type === 'message.new' &&
    event.message.sender_id in useLive.getState().typingAt
  ) {
    // Their message is here: they are no longer typing it (issue 32).
    useLive.setState((state) => {
      const { [event.message.sender_id]: _done, ...typingAt } = state.typingAt;
      return { typingAt };
    });
  } else if (event.type === 'pong') {
    clearTimeout(pongTimer);
  }
  for (const listener of eventListeners) listener(event);
}

function stopKeepalive() {
  clearInterval(keepalive);
  clearTimeout(pongTimer);
}

function scheduleRetry() {
  if (!wanted || retryTimer) return;
  useLive.setState({ status: 'waiting' });
  const delay = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt) * (0.5 + Math.random() / 2);
  attempt += 1;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void connect();
  }, delay);
}

async function connect() {
  if (!wanted || socket) return;
  useLive.setState({ status: 'connecting' });
  let ticket: string;
  try {
    // Statuses of a server that is down or busy are waited out here, not shown to the member.
    const issued = await apiRequest('/ws/ticket', {
      method: 'POST',
      schema: wsTicketSchema,
      handles: [0, 401, 429, 500, 502, 503, 504],
    });
    ticket = issued.ticket;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) return scheduleRetry();
    // The token is no longer good: signed out, unless the member signed out meanwhile.
    if (wanted) useClientState.getState().signedOut();
    return stopLive();
  }
  if (!wanted || socket) return;
  const opened = new WebSocket(socketUrl(ticket));
  socket = opened;
  opened.onopen = () => {
    attempt = 0;
    useLive.setState({ status: 'open' });
    for (const userId of watched) sendLive({ type: 'presence.watch', user_id: userId });
    keepalive = setInterval(() => {
      if (!sendLive({ type: 'ping' })) return;
      clearTimeout(pongTimer);
      pongTimer = setTimeout(() => opened.close(), PONG_WAIT_MS);
    }, KEEPALIVE_MS);
    const reconnected = everOpened;
    everOpened = true;
    for (const listener of openListeners) listener(reconnected);
  };
  // A failed or abandoned connection ends in `onclose`, which decides what comes next.
  opened.onerror = () => {};
  opened.onmessage = (message) => {
    let data: unknown;
    try {
      data = JSON.parse(String(message.data));
    } catch {
      return;
    }
    const parsed = serverEventSchema.safeParse(data);
    if (parsed.success) apply(parsed.data);
  };
  opened.onclose = (closed) => {
    if (socket === opened) socket = null;
    stopKeepalive();
    if (!wanted) {
      useLive.setState({ status: 'off' });
    } else if (
      closed.code === SESSION_ENDED_CLOSE.code &&
      Date.now() - sessionEndedAt > LAST_RETRY_MS
    ) {
      // The server ended this socket's session (a logout, maybe on another device): a fresh
      // ticket tells at once whether the token still holds, and its 401 signs this page out.
      // At once only now and then, so a server that kept closing so makes no loop of it.
      sessionEndedAt = Date.now();
      void connect();
    } else {
      scheduleRetry();
    }
  };
}

/** Connects (and keeps reconnecting) while a member is signed in. */
export function startLive(): void {
  wanted = true;
  void connect();
}

/** Closes the socket for good: the member signed out. */
export function stopLive(): void {
  wanted = false;
  everOpened = false;
  clearTimeout(retryTimer);
  retryTimer = undefined;
  stopKeepalive();
  const open = socket;
  socket = null;
  open?.close();
  watched.clear();
  useLive.setState({ status: 'off', online: {}, typingAt: {} });
}

// Back online: try at once instead of waiting out the backoff.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    if (!wanted || socket) return;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    attempt = 0;
    void connect();
  });
}

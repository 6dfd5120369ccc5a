import { randomUUID } from 'node:crypto';
import type { ServerEvent } from '@ideabazaar/shared/schemas/chat';
import { serverEventSchema } from '@ideabazaar/shared/schemas/chat';
import { WebSocket } from 'ws';
import type { App } from '../../src/app';
import type { TestApp } from './app';
import { bearer, signIn } from './sign-in';

/** A signed-in member with their id, as the chat calls name members. */
export interface Chatter {
  token: string;
  id: number;
}

export async function chatter(t: TestApp, email: string): Promise<Chatter> {
  const token = await signIn(t, email);
  const me = await t.app.inject({ url: '/api/me', headers: bearer(token) });
  return { token, id: Number(me.json().id) };
}

export const sendMessage = (
  app: App,
  from: Chatter,
  to: number,
  body: unknown,
  options: { clientId?: string; itemId?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: `/api/chat/${to}/messages`,
    headers: bearer(from.token),
    payload: {
      body,
      client_id: options.clientId ?? randomUUID(),
      ...(options.itemId ? { item_id: options.itemId } : {}),
    } as object,
  });

/** A live socket with every event it received, in order. */
export interface LiveClient {
  socket: WebSocket;
  events: ServerEvent[];
  /** The first event (already received or still to come) that `match` accepts. */
  next<T extends ServerEvent['type']>(
    type: T,
    match?: (event: Extract<ServerEvent, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ServerEvent, { type: T }>>;
  send(event: unknown): void;
  close(): Promise<void>;
}

/** Opens the live socket on a listening server the way the browser does: a ticket, then /ws. */
export async function connectLive(
  baseUrl: string,
  token: string,
  options: { autoPong?: boolean } = {},
): Promise<LiveClient> {
  const issued = await fetch(`${baseUrl}/api/ws/ticket`, {
    method: 'POST',
    headers: bearer(token),
  });
  if (issued.status !== 200) throw new Error(`ticket: ${issued.status} ${await issued.text()}`);
  const { ticket } = (await issued.json()) as { ticket: string };
  const socket = new WebSocket(
    `${baseUrl.replace(/^http/, 'ws')}/api/ws?ticket=${ticket}`,
    options,
  );
  const events: ServerEvent[] = [];
  const waiting = new Set<() => void>();
  socket.on('message', (data) => {
    events.push(serverEventSchema.parse(JSON.parse(String(data))));
    for (const wake of waiting) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade refused: ${response.statusCode}`)),
    );
  });
  return {
    socket,
    events,
    next(type, match = () => true, timeoutMs = 20_000) {
      type Wanted = Extract<ServerEvent, { type: typeof type }>;
      const find = () =>
        events.find((event): event is Wanted => event.type === type && match(event as Wanted));
      return new Promise((resolve, reject) => {
        const found = find();
        if (found) return resolve(found);
        const timer = setTimeout(() => {
          waiting.delete(wake);
          reject(new Error(`no ${type} within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        const wake = () => {
          const event = find();
          if (!event) return;
          clearTimeout(timer);
          waiting.delete(wake);
          resolve(event);
        };
        waiting.add(wake);
      });
    },
    send: (event) => socket.send(JSON.stringify(event)),
    close: () =>
      new Promise((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
}

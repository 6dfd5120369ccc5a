import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// public/push-sw.js runs inside the service worker vite-plugin-pwa generates (importScripts): it
// is run here against a worker's global of its own, with the events the browser would dispatch.
const source = readFileSync(
  path.resolve(import.meta.dirname, '../../../public/push-sw.js'),
  'utf8',
);
const ORIGIN = 'https://ideabazaar.example';

interface WindowClientLike {
  url: string;
  focus: () => Promise<WindowClientLike>;
  navigate: (url: string) => Promise<WindowClientLike | null>;
}

function worker(windows: WindowClientLike[] = []) {
  const handlers: Record<string, (event: unknown) => void> = {};
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, handler: (event: unknown) => void) => {
      handlers[type] = handler;
    },
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async (url: string) => ({ url })),
    },
  };
  new Function('self', source)(self);
  /** Dispatches an event and waits for what it asked the worker to wait for. */
  const dispatch = async (type: string, event: object) => {
    let waited: Promise<unknown> = Promise.resolve();
    handlers[type]!({ ...event, waitUntil: (promise: Promise<unknown>) => (waited = promise) });
    await waited;
  };
  return { self, dispatch };
}

const pushOf = (payload: unknown) => ({
  data: { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) },
});
const clicked = (url: unknown) => ({ notification: { data: { url }, close: vi.fn() } });
function openWindow(url: string) {
  const client: WindowClientLike = {
    url,
    focus: vi.fn(async () => client),
    navigate: vi.fn(async (to: string) => ({ ...client, url: to })),
  };
  return client;
}

describe('the push handler', () => {
  it('shows the notification the payload describes, opening the app page it names', async () => {
    const { self, dispatch } = worker();
    await dispatch(
      'push',
      pushOf({ title: 'Idea sold', body: 'Solar kettle', url: '/transactions', tag: 'n-7' }),
    );
    expect(self.registration.showNotification).toHaveBeenCalledWith('Idea sold', {
      body: 'Solar kettle',
      tag: 'n-7',
      icon: '/pwa-192x192.png',
      badge: '/pwa-192x192.png',
      data: { url: `${ORIGIN}/transactions` },
    });
  });

  it('never opens another site, and still shows something for a payload it cannot read', async () => {
    const { self, dispatch } = worker();
    await dispatch('push', pushOf({ title: 'x', body: 'y', url: 'https://evil.example/' }));
    await dispatch('push', pushOf('"not an object"'));
    await dispatch('push', { data: { json: () => JSON.parse('{') } });
    const calls = self.registration.showNotification.mock.calls as unknown as [
      string,
      { data: { url: string } },
    ][];
    expect(calls.map(([title, options]) => [title, options.data.url])).toEqual([
      ['x', `${ORIGIN}/`],
      ['IdeaBazaar', `${ORIGIN}/`],
      ['IdeaBazaar', `${ORIGIN}/`],
    ]);
  });
});

describe('a click on the notification', () => {
  it('focuses the window already on that page', async () => {
    const there = openWindow(`${ORIGIN}/transactions`);
    const { self, dispatch } = worker([openWindow(`${ORIGIN}/`), there]);
    const event = clicked(`${ORIGIN}/transactions`);
    await dispatch('notificationclick', event);
    expect(event.notification.close).toHaveBeenCalled();
    expect(there.focus).toHaveBeenCalled();
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('takes an open window of the app to the page, or opens one when there is none', async () => {
    const other = openWindow(`${ORIGIN}/profile`);
    const withWindow = worker([other]);
    await withWindow.dispatch('notificationclick', clicked(`${ORIGIN}/chat/9`));
    expect(other.focus).toHaveBeenCalled();
    expect(other.navigate).toHaveBeenCalledWith(`${ORIGIN}/chat/9`);
    expect(withWindow.self.clients.openWindow).not.toHaveBeenCalled();

    const without = worker([]);
    await without.dispatch('notificationclick', clicked(`${ORIGIN}/chat/9`));
    expect(without.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/chat/9`);
  });
});

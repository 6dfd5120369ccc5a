import { waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealApp, type RealApp } from '../../test/real-app';
import type * as LiveSocket from './live-socket';

let app: RealApp;
// Loaded once the real app has set the API address, which the module reads once.
let live: typeof LiveSocket;

beforeAll(async () => {
  app = await startRealApp();
  live = await import('./live-socket');
});
afterAll(async () => {
  live.stopLive();
  await app.close();
});

const tickets = () => app.requests.filter((request) => request.url === '/api/ws/ticket').length;

describe('the live socket', () => {
  it('signs the page out, without reconnecting, when another device signs out everywhere', async () => {
    const here = await app.member('live-socket@example.com');
    const elsewhere = await app.member('live-socket@example.com');
    app.signInAs(here);
    live.startLive();
    await waitFor(() => expect(live.useLive.getState().status).toBe('open'));
    expect(tickets()).toBe(1);
    const statuses: string[] = [];
    const unsubscribe = live.useLive.subscribe((state) => statuses.push(state.status));

    await app.api('POST', '/auth/logout-all', elsewhere);
    // The server closes the socket; a fresh ticket is asked for at once (no backoff: no
    // 'waiting'), and its 401 signs the page out.
    await waitFor(() => expect(app.state.useClientState.getState().auth).toBe(false));
    unsubscribe();
    expect(live.useLive.getState().status).toBe('off');
    expect(statuses).not.toContain('waiting');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(tickets()).toBe(2);
  });

  it('stops showing a member as typing when their message arrives', async () => {
    const reader = await app.member('live-typing-reader@example.com');
    const writer = await app.member('live-typing-writer@example.com');
    const [readerId, writerId] = [await app.memberId(reader), await app.memberId(writer)];
    const need = await app.item(reader, { section: 'need' });
    const message = (body: string) =>
      app.api('POST', `/chat/${readerId}/messages`, writer, {
        body,
        client_id: crypto.randomUUID(),
        item_id: need,
      });
    await message('Hello');
    app.signInAs(reader);
    live.startLive();
    await waitFor(() => expect(live.useLive.getState().status).toBe('open'));

    // The writer's own socket says they are typing, as their app does.
    const { ticket } = await app.api<{ ticket: string }>('POST', '/ws/ticket', writer);
    const socket = new WebSocket(`${app.url.replace(/^http/, 'ws')}/api/ws?ticket=${ticket}`);
    await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
    try {
      socket.send(JSON.stringify({ type: 'typing', to: readerId }));
      await waitFor(() => expect(live.useLive.getState().typingAt[writerId]).toBeGreaterThan(0));
      await message('Here is my offer');
      await waitFor(() => expect(live.useLive.getState().typingAt[writerId]).toBeUndefined());
    } finally {
      socket.close();
      live.stopLive();
    }
  });
});

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
});

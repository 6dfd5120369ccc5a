import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { startHttpPeer, type RecordedRequest } from '../../test/http-peer';
import type * as ApiClient from './api-client';
import type * as I18n from './i18n';

const shown: string[] = [];
vi.mock('notistack', () => ({
  enqueueSnackbar: (message: string) => shown.push(message),
}));

const busy = {
  status: 503,
  body: { message: 'The server is busy. Please try again in a moment.', code: 'overloaded' },
};
// How many busy answers each path gives before it serves, and with which Retry-After.
let plan: Record<string, { busyTimes: number; retryAfter: string }> = {};
const seen: Record<string, number> = {};

function answer(request: RecordedRequest) {
  const path = request.url;
  seen[path] = (seen[path] ?? 0) + 1;
  const step = plan[path];
  if (step && seen[path] <= step.busyTimes) {
    return { ...busy, headers: { 'retry-after': step.retryAfter } };
  }
  return { status: 200, body: { ok: true } };
}

let peer: Awaited<ReturnType<typeof startHttpPeer>>;
let client: typeof ApiClient;
let i18n: typeof I18n;

beforeAll(async () => {
  peer = await startHttpPeer(answer);
  vi.stubEnv('VITE_API_URL', peer.url);
  client = await import('./api-client');
  i18n = await import('./i18n');
});
afterAll(async () => {
  await peer.close();
  vi.unstubAllEnvs();
});
beforeEach(() => {
  shown.length = 0;
  plan = {};
  for (const path of Object.keys(seen)) delete seen[path];
});

const anyBody = z.object({ client_id: z.string() });

describe('a busy server (503 with Retry-After)', () => {
  it('waits as Retry-After says, then reads again', async () => {
    plan['/api/list'] = { busyTimes: 1, retryAfter: '1' };
    const started = Date.now();
    await expect(client.apiRequest('/list')).resolves.toEqual({ ok: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(seen['/api/list']).toBe(2);
    expect(shown).toEqual([]);
  });

  it('sends again a write with an Idempotency-Key or a client_id, never one without', async () => {
    plan['/api/buy'] = { busyTimes: 1, retryAfter: '0' };
    plan['/api/send'] = { busyTimes: 1, retryAfter: '0' };
    plan['/api/plain'] = { busyTimes: 1, retryAfter: '0' };
    await client.apiRequest('/buy', { method: 'POST', headers: { 'idempotency-key': 'k-1' } });
    await client.apiRequest('/send', { request: anyBody, body: { client_id: 'c-1' } });
    await expect(
      client.apiRequest('/plain', { method: 'POST', headers: {} }),
    ).rejects.toMatchObject({ status: 503, code: 'overloaded' });
    expect([seen['/api/buy'], seen['/api/send'], seen['/api/plain']]).toEqual([2, 2, 1]);
    expect(
      peer.requests.filter((r) => r.url === '/api/buy').map((r) => r.headers['idempotency-key']),
    ).toEqual(['k-1', 'k-1']);
  });

  it('gives up after a few tries and tells the member, translated', async () => {
    plan['/api/still-busy'] = { busyTimes: 10, retryAfter: '0' };
    await i18n.loadLanguage('fa');
    await i18n.i18n.changeLanguage('fa');
    try {
      await expect(client.apiRequest('/still-busy')).rejects.toMatchObject({ status: 503 });
      expect(seen['/api/still-busy']).toBe(3);
      expect(shown).toEqual(['سرور در حال حاضر شلوغ است. لطفاً چند لحظه دیگر دوباره تلاش کنید.']);
    } finally {
      await i18n.i18n.changeLanguage('en');
    }
  });

  it('does not wait out a Retry-After longer than half a minute', async () => {
    plan['/api/later'] = { busyTimes: 1, retryAfter: '120' };
    await expect(client.apiRequest('/later')).rejects.toMatchObject({ code: 'overloaded' });
    expect(seen['/api/later']).toBe(1);
    expect(shown).toEqual(['The server is busy. Please try again in a moment.']);
  });

  it('stops waiting when the caller aborts', async () => {
    plan['/api/aborted'] = { busyTimes: 1, retryAfter: '20' };
    const controller = new AbortController();
    const pending = client.apiRequest('/aborted', { signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    await expect(pending).rejects.toBeDefined();
    expect(seen['/api/aborted']).toBe(1);
  });
});

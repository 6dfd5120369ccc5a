import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { createReadiness, createReadinessCheck } from './readiness';

describe('GET /api/health/live and /api/health/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers live with 200 and nothing else', async () => {
    const response = await t.app.inject({ url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers ready with each dependency checked, Redis only when the server uses it', async () => {
    const response = await t.app.inject({ url: '/api/health/ready' });
    expect(response.statusCode, response.body).toBe(200);
    // No timings: the route is public (they go to the log when a check fails).
    const check = { ok: true };
    expect(response.json()).toEqual({
      status: 'ready',
      checks: {
        database: check,
        storage: check,
        ...(t.config.redisUrl ? { redis: check } : {}),
      },
    });
  });

  it('probes once for a burst of requests, and again once the answer is a second old', async () => {
    const probed = await createTestApp();
    try {
      let checks = 0;
      probed.app.storage.check = async () => {
        checks += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      };
      const burst = await Promise.all(
        Array.from({ length: 50 }, () => probed.app.inject({ url: '/api/health/ready' })),
      );
      expect(burst.map((response) => response.statusCode)).toEqual(burst.map(() => 200));
      expect(checks).toBe(1);
      expect((await probed.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
      expect(checks).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await probed.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
      expect(checks).toBe(2);
    } finally {
      await probed.close();
    }
  });

  it('keeps a failed round for the cache, and a drain overrides a cached ready at once', async () => {
    let clock = 0;
    let healthy = false;
    const readiness = createReadiness();
    const check = createReadinessCheck({
      readiness,
      probes: {
        storage: async () => {
          if (!healthy) throw new Error('down');
        },
      },
      cacheMs: 1000,
      now: () => clock,
    });
    expect((await check()).response.status).toBe('not_ready');
    healthy = true;
    clock = 999;
    expect(await check()).toMatchObject({ response: { status: 'not_ready' }, fresh: false });
    clock = 1000;
    expect(await check()).toMatchObject({ response: { status: 'ready' }, fresh: true });
    readiness.drain();
    expect((await check()).response).toEqual({ status: 'draining', checks: {} });
  });

  it('answers 503 naming the failed check, without its error text, when the store fails', async () => {
    const broken = await createTestApp();
    try {
      broken.app.storage.check = () => Promise.reject(new Error('EACCES /srv/secret/files'));
      const response = await broken.app.inject({ url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'not_ready',
        checks: { database: { ok: true }, storage: { ok: false, reason: 'failed' } },
      });
      expect(response.body).not.toContain('secret');
    } finally {
      await broken.close();
    }
  });

  it('bounds a check that hangs and calls it a timeout', async () => {
    const stuck = await createTestApp();
    try {
      stuck.app.storage.check = () => new Promise(() => {});
      const started = Date.now();
      const response = await stuck.app.inject({ url: '/api/health/ready' });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(response.statusCode).toBe(503);
      expect(response.json().checks.storage).toMatchObject({ ok: false, reason: 'timeout' });
    } finally {
      await stuck.close();
    }
  });

  it('answers 503 draining at once after drain(), while live stays 200', async () => {
    const draining = await createTestApp();
    try {
      draining.app.readiness.drain();
      expect(draining.app.readiness.draining).toBe(true);
      const ready = await draining.app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'draining', checks: {} });
      const live = await draining.app.inject({ url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
    } finally {
      await draining.close();
    }
  });
});

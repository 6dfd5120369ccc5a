import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../../app';
import type { Config } from '../../config/env';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { createMemoryRateLimiter } from '../rate-limit/memory-rate-limiter';
import { createTestApp, testConfig } from '../../../test/helpers/app';
import { createTestDatabase } from '../../../test/helpers/database';
import { adminQuery, withDatabase } from '../../../test/helpers/postgres';

type Answer = Awaited<ReturnType<App['inject']>>;

/** A 503 the web can act on: Retry-After, and the app's error shape with `overloaded`. */
function expectShed(response: Answer) {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toEqual({
    code: 'overloaded',
    message: 'The server is busy. Please try again in a moment.',
  });
}

async function appOn(db: DatabaseHandle, overload: Partial<Config['overload']>) {
  const base = testConfig();
  const rateLimiter = createMemoryRateLimiter();
  const app = await buildApp({
    config: testConfig({ overload: { ...base.overload, ...overload } }),
    db,
    rateLimiter,
    devConsole: { write: () => {} },
  });
  return {
    app,
    close: async () => {
      await app.close();
      await rateLimiter.close();
    },
  };
}

describe('a saturated event loop', () => {
  it('answers 503 with Retry-After while the loop was busy, except liveness and readiness', async () => {
    const t = await createTestApp({
      config: {
        overload: {
          ...testConfig().overload,
          maxEventLoopUtilization: 0.5,
          retryAfterSeconds: 5,
        },
      },
    });
    try {
      await t.app.ready();
      // A second and a half of work on the loop: the next sample finds it busy.
      const until = Date.now() + 1500;
      while (Date.now() < until);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const [shed, live, ready] = await Promise.all([
        t.app.inject({ url: '/api/items' }),
        t.app.inject({ url: '/api/health/live' }),
        t.app.inject({ url: '/api/health/ready' }),
      ]);
      expectShed(shed);
      expect(live.statusCode).toBe(200);
      expect(ready.statusCode, ready.body).toBe(200);
      // Once a calm second has been sampled, requests are served again.
      await expect
        .poll(async () => (await t.app.inject({ url: '/api/items' })).statusCode, {
          timeout: 5000,
          interval: 200,
        })
        .toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('a database pool with a long queue', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('sheds API requests at once while more than the bound wait, never liveness or readiness', async () => {
    const queued = { max: 2, total: 2, idle: 0, waiting: 50 };
    const { app, close } = await appOn(
      { ...database.handle, pool: () => queued },
      { maxPoolWaiting: 10 },
    );
    try {
      expectShed(await app.inject({ url: '/api/items' }));
      expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
      queued.waiting = 3;
      expect((await app.inject({ url: '/api/items' })).statusCode).toBe(200);
    } finally {
      await close();
    }
  });
});

const source = inject('testDatabase');

describe.runIf(source.kind === 'postgres')('a burst larger than a small PostgreSQL pool', () => {
  const name = `ideabazaar_test_${randomBytes(6).toString('hex')}`;
  let db: DatabaseHandle;
  let app: App;
  let close: () => Promise<void>;

  beforeAll(async () => {
    if (source.kind !== 'postgres') return;
    await adminQuery(source.adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${source.template}"`);
    db = await openDatabase({
      databaseUrl: withDatabase(source.adminUrl, name),
      dataDir: '',
      poolMax: 2,
      poolTimeoutMs: 300,
    });
    ({ app, close } = await appOn(db, { maxPoolWaiting: 8 }));
    await app.ready();
  });
  afterAll(async () => {
    await close?.();
    await db?.close();
    if (source.kind === 'postgres') {
      await adminQuery(source.adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  });

  const burst = (size: number) =>
    Promise.all(Array.from({ length: size }, () => app.inject({ url: '/api/items' })));

  it('answers 503 with Retry-After, never 500, while every connection is taken', async () => {
    // Both connections busy for a second: the queue's first requests time out waiting (300 ms),
    // the rest are shed at once by the queue's bound.
    const held = Promise.all([
      db.db.execute(sql`select pg_sleep(1)`),
      db.db.execute(sql`select pg_sleep(1)`),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const answers = await burst(40);
    await held;
    for (const answer of answers) expectShed(answer);
  });

  it('serves a burst it can with 200 and sheds the rest with 503, never 500', async () => {
    const answers = await burst(60);
    const statuses = new Set(answers.map((answer) => answer.statusCode));
    expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.has(200)).toBe(true);
    for (const answer of answers.filter((one) => one.statusCode === 503)) expectShed(answer);
  });
});

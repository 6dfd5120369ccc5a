import { randomBytes } from 'node:crypto';
import type { Agent } from 'node:https';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { inject } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { loadConfig, type Config } from '../../src/config/env';
import type { DatabaseHandle } from '../../src/db/client';
import type { NotificationChannels } from '../../src/modules/notifications/delivery';
import type { LogStream } from '../../src/plugins/logger';
import { createMemoryRateLimiter } from '../../src/plugins/rate-limit/memory-rate-limiter';
import type { RateLimiter } from '../../src/plugins/rate-limit/rate-limiter';
import { createRedisRateLimiter } from '../../src/plugins/rate-limit/redis-rate-limiter';
import { createTestDatabase } from './database';

export interface TestAppOptions {
  /** Replaces parts of the test configuration. */
  config?: Partial<Config>;
  /** Captures log lines (set `config.logLevel` too, tests are silent by default). */
  logStream?: LogStream;
  /** Captures what the dev outbox prints; tests print nothing by default. */
  devConsole?: LogStream;
  /** The notifications' channels beyond the app, e.g. one that records what it is handed. */
  notificationChannels?: NotificationChannels;
  /** The HTTPS agent of Web Push deliveries: the push peer's, which trusts its certificate. */
  pushAgent?: Agent;
}

export interface TestApp {
  app: App;
  db: DatabaseHandle;
  config: Config;
  rateLimiter: RateLimiter;
  /** Closes the app and the rate limiter, then deletes the database. */
  close(): Promise<void>;
}

/**
 * The defaults of a test run: NODE_ENV=test (silent logs), a data folder of its own for uploaded
 * bytes (under the run's root, deleted with it), and a WEB_DIST that does not exist, so no test
 * depends on whether the web app happens to be built.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: 'test' });
  return {
    ...base,
    dataDir: path.join(inject('testDataRoot'), randomBytes(6).toString('hex')),
    // An app given REDIS_URL keeps to keys of its own.
    redisPrefix: `ideabazaar:test:${randomBytes(6).toString('hex')}:`,
    webDist: path.join(os.tmpdir(), `ideabazaar-no-web-${randomBytes(4).toString('hex')}`),
    // Tests write items straight to the database (factories), which the lists' cache cannot
    // see; the tests of the cache turn it on.
    listCacheMs: 0,
    // The tests bring view counts up to date themselves (flushViews), never a timer in between.
    viewFlushMs: 0,
    // The tests that match items run the matching job themselves (matching.service processQueue).
    matchingIntervalMs: 0,
    // The tests that sign certificates run the batch themselves (authorship.service runBatch).
    authorshipBatchSeconds: 0,
    // The push peer (test/helpers/push-peer.ts) listens on the loopback, on a port of its own.
    pushServiceHosts: ['127.0.0.1:*'],
    // A busy test machine's event loop, and the bursts that test money and limits under
    // concurrency, must not shed the tests' requests; the overload tests set their own bounds.
    overload: {
      ...base.overload,
      maxEventLoopDelayMs: 0,
      maxEventLoopUtilization: 0,
      maxPoolWaiting: 0,
    },
    ...overrides,
  };
}

// With REDIS_URL set (CI), every test app counts in Redis, under its own REDIS_PREFIX (testConfig),
// whose keys are deleted when the app closes.
function testRateLimiter(prefix: string): { rateLimiter: RateLimiter; dispose(): Promise<void> } {
  const url = process.env.REDIS_URL;
  if (!url) {
    const rateLimiter = createMemoryRateLimiter();
    return { rateLimiter, dispose: () => rateLimiter.close() };
  }
  const rateLimiter = createRedisRateLimiter({ url, prefix: `${prefix}ratelimit:` });
  return {
    rateLimiter,
    dispose: async () => {
      await rateLimiter.close();
      const redis = new Redis(url);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    },
  };
}

/** A fresh app on a fresh database; call it in `beforeAll` and `close()` in `afterAll`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(options.config);
  const { rateLimiter, dispose } = testRateLimiter(config.redisPrefix);
  const close = async () => {
    await dispose();
    await database.dispose();
    // The data folder testConfig made for this app (one passed in belongs to the caller).
    if (!options.config?.dataDir) await rm(config.dataDir, { recursive: true, force: true });
  };
  let app: App;
  try {
    app = await buildApp({
      config,
      db: database.handle,
      rateLimiter,
      logStream: options.logStream,
      devConsole: options.devConsole ?? { write: () => {} },
      notificationChannels: options.notificationChannels,
      ...(options.pushAgent ? { pushAgent: options.pushAgent } : {}),
    });
  } catch (error) {
    await close();
    throw error;
  }
  return {
    app,
    db: database.handle,
    config,
    rateLimiter,
    close: async () => {
      await app.close();
      await close();
    },
  };
}

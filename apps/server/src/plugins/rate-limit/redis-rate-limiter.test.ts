import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { buildApp } from '../../app';
import { testConfig } from '../../../test/helpers/app';
import { createRedisRateLimiter } from './redis-rate-limiter';

// Runs against a real Redis (CI sets REDIS_URL=redis://127.0.0.1:6379).
const url = process.env.REDIS_URL ?? '';

describe.skipIf(!url)('redis rate limiter', () => {
  const prefix = `ideabazaar:test:${randomBytes(6).toString('hex')}:`;
  let redis: Redis;

  beforeAll(() => {
    redis = new Redis(url);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('counts atomically across clients sharing one Redis', async () => {
    const first = createRedisRateLimiter({ url, prefix });
    const second = createRedisRateLimiter({ url, prefix });
    const window = { limit: 5, windowMs: 60_000 };
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? first : second).hit('shared', window)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    const refused = results.filter((result) => !result.allowed);
    expect(refused).toHaveLength(3);
    for (const result of refused) {
      expect(result.remaining).toBe(0);
      expect(result.retryAfterSeconds).toBeGreaterThan(30);
      expect(result.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    expect(await redis.pttl(`${prefix}shared`)).toBeGreaterThan(30_000);
    await Promise.all([first.close(), second.close()]);
  });

  it('starts a new window when the old one expires', async () => {
    const limiter = createRedisRateLimiter({ url, prefix });
    // Two seconds: long enough for the second hit to land inside it on a busy machine.
    const window = { limit: 1, windowMs: 2000 };
    expect((await limiter.hit('short', window)).allowed).toBe(true);
    const refused = await limiter.hit('short', window);
    expect(refused).toMatchObject({ allowed: false, remaining: 0 });
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(2);
    await sleep(2100);
    expect((await limiter.hit('short', window)).allowed).toBe(true);
    await limiter.close();
  });

  it('fails closed with 503 when Redis cannot be reached', async () => {
    const limiter = createRedisRateLimiter({ url: 'redis://127.0.0.1:1', prefix });
    await expect(limiter.hit('any', { limit: 1, windowMs: 1000 })).rejects.toMatchObject({
      code: 'unavailable',
      statusCode: 503,
    });
    await limiter.close();
  });

  describe('in the app', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(() => database.dispose());

    it('is the limiter the app uses when REDIS_URL is set', async () => {
      const app = await buildApp({
        config: testConfig({ redisUrl: url, rateLimitContact: 1 }),
        db: database.handle,
      });
      const ip = `10.${randomBytes(3).join('.')}`;
      const send = () =>
        app.inject({
          method: 'POST',
          url: '/api/contact-us',
          remoteAddress: ip,
          payload: {
            name: 'Ali',
            email: 'ali@example.com',
            subject: 'Hi',
            message: 'Hello there!',
          },
        });
      try {
        expect(app.rateLimiter.kind).toBe('redis');
        expect((await send()).statusCode).toBe(201);
        expect((await send()).statusCode).toBe(429);
        // Under the app's REDIS_PREFIX (testConfig gives each app its own).
        expect(app.config.redisPrefix).toMatch(/^ideabazaar:test:[0-9a-f]{12}:$/);
        expect(await redis.get(`${app.config.redisPrefix}ratelimit:contact:${ip}`)).toBe('2');
      } finally {
        await redis.del(`${app.config.redisPrefix}ratelimit:contact:${ip}`);
        await app.close();
      }
    });
  });
});

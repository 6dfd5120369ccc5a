import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { createMemoryRateLimiter } from './memory-rate-limiter';
import { enforceRateLimit, type RateLimiter } from './rate-limiter';

describe('memory rate limiter', () => {
  let time = 1_000_000;
  let limiter: RateLimiter;
  const window = { limit: 3, windowMs: 60_000 };
  const make = () => (limiter = createMemoryRateLimiter({ now: () => time }));
  afterEach(() => limiter.close());

  it('allows up to the limit, then refuses until the window ends', async () => {
    make();
    expect(await limiter.hit('a', window)).toEqual({
      allowed: true,
      remaining: 2,
      retryAfterSeconds: 0,
    });
    expect(await limiter.hit('a', window)).toEqual({
      allowed: true,
      remaining: 1,
      retryAfterSeconds: 0,
    });
    expect(await limiter.hit('a', window)).toEqual({
      allowed: true,
      remaining: 0,
      retryAfterSeconds: 0,
    });
    time += 15_500;
    expect(await limiter.hit('a', window)).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 45,
    });

    time += 44_500;
    expect(await limiter.hit('a', window)).toEqual({
      allowed: true,
      remaining: 2,
      retryAfterSeconds: 0,
    });
  });

  it('counts each key on its own', async () => {
    make();
    for (let i = 0; i < 3; i += 1) await limiter.hit('a', window);
    expect((await limiter.hit('a', window)).allowed).toBe(false);
    expect((await limiter.hit('b', window)).allowed).toBe(true);
  });

  it('throws rate_limited with the wait through enforceRateLimit', async () => {
    make();
    const options = { limiter, key: 'c', limit: 1, windowMs: 10_000 };
    await enforceRateLimit(options);
    const error = await enforceRateLimit(options).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'rate_limited', statusCode: 429, retryAfterSeconds: 10 });
  });
});

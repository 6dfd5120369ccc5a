import { redisClient } from '../../lib/redis-client';
import { AppError } from '../errors/app-error';
import { resultOf, type RateLimiter } from './rate-limiter';

export interface RedisRateLimiterOptions {
  url: string;
  /** Namespace of the counters' keys (REDIS_PREFIX, then `ratelimit:`). */
  prefix: string;
}

// One round trip, atomic: count the hit, start the window on the first one, and report the time
// left. A key that lost its expiry (PTTL -1) gets it back rather than counting forever.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

/** Counters shared by every server process that uses the same Redis. */
export function createRedisRateLimiter(options: RedisRateLimiterOptions): RateLimiter {
  const redis = redisClient(options.url, {
    keyPrefix: options.prefix,
    maxRetriesPerRequest: 2,
    connectTimeout: 5000,
  });
  // Connection errors are retried by ioredis and surface on the commands that fail.
  redis.on('error', () => {});

  return {
    kind: 'redis',
    async hit(key, { limit, windowMs }) {
      let reply: unknown;
      try {
        reply = await redis.eval(HIT_SCRIPT, 1, key, windowMs);
      } catch (error) {
        // Failing closed: a limit that cannot be counted is not waived.
        throw new AppError('unavailable', { cause: error });
      }
      const [count, msLeft] = reply as [number, number];
      return resultOf(count, limit, msLeft);
    },
    async close() {
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    },
  };
}

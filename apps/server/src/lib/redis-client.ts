import { createRequire } from 'node:module';
import type * as IORedis from 'ioredis';
import type { Redis, RedisOptions } from 'ioredis';

const load = createRequire(import.meta.url);

/**
 * A Redis client, with ioredis loaded when the first one is made: a server without REDIS_URL
 * never loads it (about 90 ms and 10 MiB at start).
 */
export function redisClient(url: string, options: RedisOptions): Redis {
  const { Redis: Client } = load('ioredis') as typeof IORedis;
  return new Client(url, options);
}

import fp from 'fastify-plugin';
import { createMemoryRateLimiter } from './memory-rate-limiter';
import type { RateLimiter } from './rate-limiter';
import { createRedisRateLimiter } from './redis-rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

export interface RateLimitPluginOptions {
  /** A limiter the caller owns (tests); otherwise Redis when REDIS_URL is set, else memory. */
  rateLimiter?: RateLimiter | undefined;
}

export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, options) => {
    if (options.rateLimiter) {
      app.decorate('rateLimiter', options.rateLimiter);
      return;
    }
    const { redisUrl, redisPrefix } = app.config;
    const limiter = redisUrl
      ? createRedisRateLimiter({ url: redisUrl, prefix: `${redisPrefix}ratelimit:` })
      : createMemoryRateLimiter();
    app.decorate('rateLimiter', limiter);
    app.addHook('onClose', () => limiter.close());
  },
  { name: 'rate-limit', dependencies: ['config'] },
);

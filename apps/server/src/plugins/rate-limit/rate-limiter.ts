import type { ErrorCode } from '@ideabazaar/shared/errors/codes';
import { AppError } from '../errors/app-error';

export interface RateLimitWindow {
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits left in the current window. */
  remaining: number;
  /** Seconds until the window resets; 0 while allowed. */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters by key. Every hit counts, refused ones too, so hammering a limit does
 * not shorten its wait.
 */
export interface RateLimiter {
  readonly kind: 'memory' | 'redis';
  hit(key: string, window: RateLimitWindow): Promise<RateLimitResult>;
  close(): Promise<void>;
}

export interface EnforceRateLimitOptions extends RateLimitWindow {
  limiter: RateLimiter;
  key: string;
  /** The code of the refusal, a 429; rate_limited unless the caller names one. */
  code?: ErrorCode;
}

/** Counts one hit and throws `rate_limited` (429 with Retry-After) once the limit is passed. */
export async function enforceRateLimit(options: EnforceRateLimitOptions): Promise<void> {
  const { limiter, key, limit, windowMs } = options;
  const result = await limiter.hit(key, { limit, windowMs });
  if (!result.allowed) {
    throw new AppError(options.code ?? 'rate_limited', {
      retryAfterSeconds: result.retryAfterSeconds,
    });
  }
}

/** The result of the `count`-th hit of a window that has `msLeft` milliseconds to run. */
export function resultOf(count: number, limit: number, msLeft: number): RateLimitResult {
  const allowed = count <= limit;
  return {
    allowed,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(msLeft / 1000)),
  };
}

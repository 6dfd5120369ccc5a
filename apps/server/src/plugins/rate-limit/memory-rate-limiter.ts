import { resultOf, type RateLimiter } from './rate-limiter';

export interface MemoryRateLimiterOptions {
  /** The clock, replaceable in tests. */
  now?: () => number;
  /** How often expired windows are dropped. */
  sweepIntervalMs?: number;
}

/** Counts in this process: right for one server, wrong for several (use Redis there). */
export function createMemoryRateLimiter(options: MemoryRateLimiterOptions = {}): RateLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweeper = setInterval(() => {
    const time = now();
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  }, options.sweepIntervalMs ?? 60_000);
  sweeper.unref();

  return {
    kind: 'memory',
    async hit(key, { limit, windowMs }) {
      const time = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return resultOf(window.count, limit, window.resetAt - time);
    },
    async close() {
      clearInterval(sweeper);
      windows.clear();
    },
  };
}

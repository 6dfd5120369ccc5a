// What pg-pool and pg throw when no connection can be had in time: the pool's wait for a free
// connection ran out (connectionTimeoutMillis), or a new connection was not made within it.
const POOL_TIMEOUTS = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];

/**
 * Whether an error, or one it was caused by (Drizzle wraps a failed query's), is the database
 * pool being too busy to serve a request in time: an overload to answer with 503, not a bug.
 */
export function isPoolTimeout(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    if (POOL_TIMEOUTS.includes(cause.message)) return true;
    cause = cause.cause;
  }
  return false;
}

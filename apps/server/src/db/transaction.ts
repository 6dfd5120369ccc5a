import { setTimeout as sleep } from 'node:timers/promises';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** An open transaction: Drizzle's own handle for our `Database`, with `rollback()`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a repository runs its queries on: the database itself, or a transaction a service opened. */
export type Executor = Database | Tx;

export interface TransactionOptions {
  isolationLevel?: PgTransactionConfig['isolationLevel'];
}

/**
 * Runs `work` in one transaction and returns its result; the only way the app opens one.
 * Services take it from the composition root and hand `tx` to the repositories they call, so
 * several repositories' writes commit or fail together. `work` may run more than once (see
 * `RETRIABLE`): it does database work only, and side effects (mail, SMS, files) come after.
 */
export type Transaction = <T>(
  work: (tx: Tx) => Promise<T>,
  options?: TransactionOptions,
) => Promise<T>;

/** Attempts in all, the first included, before a serialization failure is given up on. */
export const MAX_ATTEMPTS = 3;
const BACKOFF_MS = 20;
// PostgreSQL's serialization_failure and deadlock_detected: the transaction lost a race and was
// rolled back whole, so running it again is safe and usually succeeds.
const RETRIABLE = new Set(['40001', '40P01']);

/** The SQLSTATE of a database error, looked for through Drizzle's wrapping (`cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string') return code;
    current = cause;
  }
  return undefined;
}

/**
 * Runs `work` again after a serialization failure or a deadlock, at most `attempts` times in
 * all. The wait before a retry grows and is jittered, so two losers do not collide again in step.
 */
export async function retrying<T>(
  work: () => Promise<T>,
  options: { attempts?: number; onRetry?: (error: unknown, attempt: number) => void } = {},
): Promise<T> {
  const attempts = options.attempts ?? MAX_ATTEMPTS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const state = sqlStateOf(error);
      if (attempt >= attempts || !state || !RETRIABLE.has(state)) throw error;
      options.onRetry?.(error, attempt);
      await sleep(BACKOFF_MS * attempt * (0.5 + Math.random()));
    }
  }
}

/**
 * The transaction runner of one database, with a bounded retry on serialization failures and
 * deadlocks (PostgreSQL; PGlite runs one transaction at a time and never reports them).
 */
export function transactionsOn(
  db: Database,
  options: { attempts?: number; onRetry?: (error: unknown, attempt: number) => void } = {},
): Transaction {
  return (work, config) => retrying(() => db.transaction(work, config), options);
}

/**
 * The refusal a database function raised (SQLSTATE P0001, the app's error code as its message
 * and any parameter as its detail), looked for through Drizzle's wrapping; else undefined.
 */
export function raisedRefusal(
  error: unknown,
): { code: string; detail: string | undefined } | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, detail, cause } = current as {
      code?: unknown;
      message?: unknown;
      detail?: unknown;
      cause?: unknown;
    };
    if (code === 'P0001' && typeof message === 'string') {
      return { code: message, detail: typeof detail === 'string' ? detail : undefined };
    }
    current = cause;
  }
  return undefined;
}

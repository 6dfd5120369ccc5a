import type { SQL } from 'drizzle-orm';

/** The rows of a raw `db.execute` result: PGlite and node-postgres both answer `{rows}`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The rows a raw write touched: PGlite says `affectedRows`, node-postgres `rowCount`. */
export const affectedBy = (result: unknown): number => {
  const { affectedRows, rowCount } = result as { affectedRows?: number; rowCount?: number | null };
  return affectedRows ?? rowCount ?? 0;
};

/**
 * A json or jsonb value a query answered: PGlite and node-postgres hand it back parsed, and a
 * string (json text) is parsed all the same.
 */
export const jsonOf = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** A query's first row, or undefined when it found none. */
export const first = async <T>(rows: Promise<T[]>): Promise<T | undefined> => (await rows)[0];

/** Columns to set, each a value or an SQL expression (`now()`). */
export type Settable<T> = { [K in keyof T]?: T[K] | SQL };

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

/** `%`, `_` and `\` taken literally in a LIKE or ILIKE pattern (backslash, the default escape). */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Columns to set, each a value or an SQL expression (`now()`). */
export type Settable<T> = { [K in keyof T]?: T[K] | SQL };

// A surrogate half without its other half: valid in a JavaScript string and in JSON text, refused
// by PostgreSQL's jsonb.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A value for a jsonb column from what a person typed: every string in it with its lone
 * surrogates replaced by U+FFFD, so no input turns the write into a database error.
 */
export function jsonbSafe<T>(value: T): T {
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '\uFFFD') as T;
  if (Array.isArray(value)) return value.map(jsonbSafe) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, jsonbSafe(entry)]),
    ) as T;
  }
  return value;
}

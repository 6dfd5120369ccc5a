import { z } from 'zod';
import type { ErrorCode } from '../errors/codes';

// Every number and date a caller sends is bounded to fit the column it is compared with or
// stored in, so that no input reaches the database as a value it refuses (a 500 before).

/** The largest value of a PostgreSQL `integer` column (question ids, counts). */
export const INT4_MAX = 2_147_483_647;
/** Whole tomans and other amounts: 15 digits stay exact in JavaScript and fit `bigint`. */
export const AMOUNT_MAX = 999_999_999_999_999;

/** A positive id of an `integer` column; coerced from a path or query string. */
export const int4Id = (message: ErrorCode) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(INT4_MAX, message);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day `YYYY-MM-DD` of the years 1000 to 9999, which every database date holds. */
export const isoDay = (message: ErrorCode) =>
  z.string().refine((value) => {
    const match = DAY.exec(value);
    if (!match) return false;
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    return (
      year >= 1000 &&
      date.getUTCFullYear() === year &&
      date.getUTCMonth() === month - 1 &&
      date.getUTCDate() === day
    );
  }, message);

/** The indexes of the entries whose key appeared earlier in the list. */
export function repeatedAt<T>(list: T[], key: (entry: T) => unknown): number[] {
  const seen = new Set<unknown>();
  const repeated: number[] = [];
  list.forEach((entry, index) => {
    const value = key(entry);
    if (seen.has(value)) repeated.push(index);
    seen.add(value);
  });
  return repeated;
}

import { AppError } from '../plugins/errors/app-error';

/** A keyset position: the sort key as the database writes it (a number or a timestamp) and the row's id. */
export interface Cursor {
  key: string;
  id: string;
}

/** The type of a sort key, as its column holds it. */
export type CursorKey = 'timestamp' | 'integer' | 'bigint' | 'serial';

/**
 * The list and sort a cursor was made for. A cursor is only ever read back by the same list and
 * sort, and its key must fit the type of that sort's column: a cursor of another list, another
 * sort or a hand-made key is a 422, never a query the database refuses.
 */
export interface CursorScope {
  list: string;
  sort: string;
  key: CursorKey;
}

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const INTEGER = /^-?\d{1,19}$/;
// PostgreSQL's text form of a timestamptz, years 1000 to 9999, offsets within ±15:59.
const TIMESTAMP =
  /^([1-9]\d{3})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-](\d{2})(?::(\d{2}))?$/;
const RANGES = {
  integer: [-(2n ** 31n), 2n ** 31n - 1n],
  bigint: [-(2n ** 63n), 2n ** 63n - 1n],
  // A `bigserial` id the code reads as a JavaScript number (`mode: 'number'`): a key past
  // Number.MAX_SAFE_INTEGER would come back rounded, and out of the column's range.
  serial: [0n, BigInt(Number.MAX_SAFE_INTEGER)],
} as const;

function fits(key: string, kind: CursorKey): boolean {
  if (kind === 'timestamp') {
    const match = TIMESTAMP.exec(key);
    if (!match) return false;
    const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as number[];
    const [offsetHours, offsetMinutes] = [Number(match[8]), Number(match[9] ?? 0)];
    const date = new Date(Date.UTC(year!, month! - 1, day!));
    return (
      date.getUTCMonth() === month! - 1 &&
      date.getUTCDate() === day &&
      hour! < 24 &&
      minute! < 60 &&
      second! < 60 &&
      offsetHours <= 15 &&
      offsetMinutes < 60
    );
  }
  if (!INTEGER.test(key)) return false;
  const [min, max] = RANGES[kind];
  const value = BigInt(key);
  return value >= min && value <= max;
}

/** Opaque to callers: they pass back `next_cursor` as it came. */
export const encodeCursor = (scope: CursorScope, cursor: Cursor) =>
  Buffer.from(
    JSON.stringify({ l: scope.list, s: scope.sort, k: cursor.key, i: cursor.id }),
  ).toString('base64url');

/** The cursor, or the 422 of one that was not made here for this list and sort. */
export function decodeCursor(text: string, scope: CursorScope): Cursor {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    if (
      value.l === scope.list &&
      value.s === scope.sort &&
      typeof value.k === 'string' &&
      fits(value.k, scope.key) &&
      typeof value.i === 'string' &&
      ID.test(value.i)
    ) {
      return { key: value.k, id: value.i };
    }
  } catch {
    // Falls through to the 422 below.
  }
  throw new AppError('validation_failed', { fields: { cursor: ['cursor_invalid'] } });
}

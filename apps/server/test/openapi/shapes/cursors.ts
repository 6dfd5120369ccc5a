import { randomUUID } from 'node:crypto';
import type { Shape } from './values';

const base64url = (text: string) => Buffer.from(text).toString('base64url');
const cursorOf = (value: unknown) => base64url(JSON.stringify(value));

// Keys of the types a list sorts by (numbers, prices, timestamps), past their ranges and formats.
const cursorKeys = [
  '99999999999999999999',
  '9'.repeat(40),
  '2147483648',
  '9223372036854775808',
  '-1',
  '0',
  '1.5',
  '-',
  ':',
  '.',
  ' ',
  '1 2',
  '+',
  '0000-01-01 00:00:00+00',
  '9999-12-31 23:59:59+00',
  '2026-13-45 00:00:00+00',
  '10000-01-01 00:00:00+00',
  '2026-01-15 10:00:00.123456+03:30',
  '2024-01-01 00:00:00+20',
  '2024-01-01 00:00:00+15:99',
  '2024-01-01 00:00:00-99',
  '2024-02-30 00:00:00+00',
  '00:00',
];

/**
 * Cursors forged from a real one: each field that holds text (today the sort key `k`, the list
 * and the sort) replaced by each odd key, the rest kept, so the forgery passes the checks of
 * list and sort and reaches the key's own check, as a hand-edited page link would.
 */
export function forgedFrom(cursor: string): { label: string; value: string }[] {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return [];
  }
  if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) return [];
  const fields = Object.entries(decoded).filter(([, value]) => typeof value === 'string');
  return fields.flatMap(([name]) =>
    cursorKeys.map((key) => ({
      label: `${name}=${JSON.stringify(key)}`,
      value: cursorOf({ ...decoded, [name]: key }),
    })),
  );
}

/**
 * Cursors as `lib/cursor.ts` writes them today (base64url JSON of key and id) with keys that are
 * well-formed but out of range, and garbage that is no cursor at all.
 */
export const handmadeCursors: Shape[] = [
  ...cursorKeys.map((key) => ({
    label: `cursor key ${JSON.stringify(key)}`,
    value: cursorOf({ key, id: randomUUID() }),
    core: true,
  })),
  { label: 'cursor id of 36 dashes', value: cursorOf({ key: '1', id: '-'.repeat(36) }) },
  { label: 'cursor id of 36 f', value: cursorOf({ key: '1', id: 'f'.repeat(36) }) },
  { label: 'cursor numeric key', value: cursorOf({ key: 1, id: randomUUID() }) },
  { label: 'cursor NUL key', value: cursorOf({ key: '\u0000', id: randomUUID() }) },
  { label: 'cursor null', value: cursorOf(null) },
  { label: 'cursor []', value: cursorOf([]) },
  { label: 'cursor "x"', value: cursorOf('x') },
  { label: 'cursor {}', value: cursorOf({}) },
  { label: 'cursor of nulls', value: cursorOf({ key: null, id: null }) },
  {
    label: 'cursor __proto__',
    value: base64url(`{"__proto__":{"key":"1","id":"${randomUUID()}"}}`),
  },
  { label: 'cursor of bad JSON', value: base64url('{"key":') },
  { label: 'cursor of NUL', value: base64url('\u0000') },
  { label: 'cursor not base64', value: '!!not*base64!!' },
];

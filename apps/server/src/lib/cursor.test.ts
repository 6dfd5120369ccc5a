import { describe, expect, it } from 'vitest';
import { AppError } from '../plugins/errors/app-error';
import { decodeCursor, encodeCursor, type CursorScope } from './cursor';

const id = '0e0a980b-8654-4e22-8761-84cd9cd6e31b';
const newest: CursorScope = { list: 'items:idea', sort: 'newest', key: 'timestamp' };
const views: CursorScope = { list: 'items:idea', sort: 'views', key: 'integer' };
const price: CursorScope = { list: 'items:idea', sort: 'price_asc', key: 'bigint' };
const ids: CursorScope = { list: 'admin-audit', sort: 'newest', key: 'serial' };
const made = (fields: unknown) => Buffer.from(JSON.stringify(fields)).toString('base64url');
const refused = (text: string, scope: CursorScope) => {
  try {
    decodeCursor(text, scope);
  } catch (error) {
    return error instanceof AppError && error.code === 'validation_failed';
  }
  return false;
};

describe('page cursors', () => {
  it('read back what they wrote, for the same list and sort', () => {
    for (const [scope, key] of [
      [newest, '2026-11-23 07:12:45.162+00'],
      [newest, '2026-03-20 23:59:59.999999+03:30'],
      [views, '2147483647'],
      [price, '9000000000000000'],
      [price, '-1'],
      [ids, '9007199254740991'],
    ] as const) {
      expect(decodeCursor(encodeCursor(scope, { key, id }), scope)).toEqual({ key, id });
    }
  });

  it('refuse a cursor of another sort or another list', () => {
    const cursor = encodeCursor(price, { key: '500', id });
    expect(refused(cursor, { ...price, sort: 'price_desc' })).toBe(true);
    expect(refused(cursor, { ...price, list: 'items:need' })).toBe(true);
    expect(refused(cursor, { list: 'comments', sort: 'newest', key: 'timestamp' })).toBe(true);
  });

  it('refuse a key that does not fit the column of its sort', () => {
    const cases: [CursorScope, string][] = [
      [views, '2147483648'],
      [views, '99999999999999999999'],
      [price, '9223372036854775808'],
      [price, '1e20'],
      // An id read as a JavaScript number: past 2^53 - 1 it would be rounded out of range.
      [ids, '9007199254740992'],
      [ids, '9223372036854775807'],
      [ids, '-1'],
      [newest, '0000-01-01 00:00:00+00'],
      [newest, '2026-13-45 00:00:00+00'],
      [newest, '2026-02-30 10:00:00+00'],
      [newest, '2026-01-01 25:00:00+00'],
      [newest, '2024-01-01 00:00:00+20'],
      [newest, '2024-01-01 00:00:00+15:99'],
      [newest, '2024-01-01 00:00:00-99'],
      [newest, '2026-01-01'],
      [newest, '500'],
    ];
    for (const [scope, key] of cases) {
      expect(refused(made({ l: scope.list, s: scope.sort, k: key, i: id }), scope), key).toBe(true);
    }
  });

  it('refuse garbage and cursors of the older form', () => {
    for (const text of ['', 'not-base64!', made(null), made([]), made({ key: '1', id })]) {
      expect(refused(text, views), text).toBe(true);
    }
    expect(refused(made({ l: 'items:idea', s: 'views', k: '1', i: 'not-a-uuid' }), views)).toBe(
      true,
    );
  });
});

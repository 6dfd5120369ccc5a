import { randomUUID } from 'node:crypto';
import { RawJson, RawUrl } from '../encoding';

/** Odd values a fuzzer puts into one field at a time: of a body, a query string or a path. */

export interface Shape {
  label: string;
  value: unknown;
  /** Sent in every context, not only the deepest one. */
  core?: boolean;
  /** Sent only to this operation with this query (a cursor forged from one it gave). */
  only?: { op: string; query: Record<string, unknown> };
}

export const deepArray = '['.repeat(10_000) + ']'.repeat(10_000);
export const deepObject = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
export const prototypeKeys =
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":1}}}';

/** Values for any field of a body, a query string or a path. */
export const valueShapes: Shape[] = [
  { label: 'NUL', value: '\u0000', core: true },
  { label: 'a NUL b', value: 'a\u0000b', core: true },
  { label: 'NUL in a sentence', value: 'A sentence with a NUL \u0000 in it.', core: true },
  { label: '10k chars', value: 'x'.repeat(10_000), core: true },
  { label: 'empty string', value: '' },
  { label: 'blanks', value: ' \t\r\n ' },
  { label: '"99999999999999999999"', value: '99999999999999999999', core: true },
  { label: '"2147483648"', value: '2147483648', core: true },
  { label: '"9223372036854775808"', value: '9223372036854775808' },
  { label: '"9007199254740993"', value: '9007199254740993' },
  { label: '"-1"', value: '-1', core: true },
  { label: '"0"', value: '0' },
  { label: '"1e308"', value: '1e308' },
  { label: '"NaN"', value: 'NaN', core: true },
  { label: '"Infinity"', value: 'Infinity' },
  { label: '"1.5"', value: '1.5' },
  { label: 'Persian digits', value: '۱۲۳۴۵' },
  { label: '99999999999999999999', value: new RawJson('99999999999999999999'), core: true },
  { label: '2147483648', value: 2147483648, core: true },
  { label: '9007199254740993', value: new RawJson('9007199254740993') },
  { label: '-1', value: -1, core: true },
  { label: '0', value: 0 },
  { label: '1e308', value: 1e308, core: true },
  { label: '1e400', value: new RawJson('1e400') },
  { label: '1.5', value: 1.5 },
  { label: 'true', value: true },
  { label: 'null', value: null, core: true },
  { label: '[]', value: [], core: true },
  { label: '["x"]', value: ['x'] },
  { label: '{}', value: {}, core: true },
  { label: '{"a":"b"}', value: { a: 'b' } },
  { label: '10k nested arrays', value: new RawJson(deepArray) },
  { label: '10k nested objects', value: new RawJson(deepObject) },
  { label: 'prototype keys', value: new RawJson(prototypeKeys), core: true },
  { label: '"__proto__"', value: '__proto__' },
  { label: '0000-01-01', value: '0000-01-01', core: true },
  { label: '9999-12-31', value: '9999-12-31', core: true },
  { label: '2026-13-45', value: '2026-13-45', core: true },
  { label: '2026-02-30', value: '2026-02-30' },
  { label: '10000-01-01', value: '10000-01-01' },
  { label: '-infinity', value: '-infinity' },
  { label: 'Persian text', value: 'ایده‌ی تازه برای بازار' },
  { label: 'RTL marks', value: '\u200f\u202eabc\u202c\u200e' },
  { label: 'emoji', value: '😀👍🏽‍🔥' },
  { label: 'lone surrogate', value: '\ud800', core: true },
  { label: 'a lone low surrogate b', value: 'a\udfffb' },
  { label: 'SQL quote', value: "' OR '1'='1" },
  { label: 'LIKE wildcards', value: '%_\\' },
  { label: 'path traversal', value: '../../etc/passwd' },
  { label: 'CRLF', value: 'a\r\nb' },
  { label: 'nil uuid', value: '00000000-0000-0000-0000-000000000000' },
  { label: '36 dashes', value: '-'.repeat(36) },
  { label: 'random uuid', value: randomUUID() },
  { label: 'upper-case uuid', value: randomUUID().toUpperCase() },
];

/** Only a URL can carry these: bad percent-encoding and encoded controls. */
export const urlShapes: Shape[] = [
  { label: '%00', value: new RawUrl('%00'), core: true },
  { label: 'a%00b', value: new RawUrl('a%00b') },
  { label: 'WTF-8 surrogate', value: new RawUrl('%ED%A0%80') },
  { label: 'invalid UTF-8', value: new RawUrl('%FF%FE') },
  { label: 'overlong UTF-8', value: new RawUrl('%C0%AE%C0%AE') },
  { label: 'lone %', value: new RawUrl('%') },
  { label: '%zz', value: new RawUrl('%zz') },
  { label: 'encoded slash', value: new RawUrl('a%2Fb') },
  { label: 'dot-dot', value: new RawUrl('..') },
  { label: 'plus', value: new RawUrl('a+b') },
];

/** Array fields: the valid element repeated, past any maximum. */
export function arrayShapes(element: unknown): Shape[] {
  return [
    { label: 'the element twice', value: [element, element], core: true },
    { label: '101 elements', value: Array.from({ length: 101 }, () => element) },
    { label: '1000 elements', value: Array.from({ length: 1000 }, () => element) },
    { label: '[null]', value: [null] },
  ];
}

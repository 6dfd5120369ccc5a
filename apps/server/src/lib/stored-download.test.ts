import { describe, expect, it } from 'vitest';
import { rangeOf } from './stored-download';

describe('rangeOf', () => {
  it.each([
    [undefined, 'whole'],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=990-2000', { start: 990, end: 999 }],
    ['bytes=10-', { start: 10, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['BYTES=1-1', { start: 1, end: 1 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=5-2', 'whole'],
    ['bytes=0-1,5-6', 'whole'],
    ['items=0-1', 'whole'],
    ['bytes=-', 'whole'],
  ] as const)('reads %s of 1000 bytes as %j', (header, expected) => {
    expect(rangeOf(header, 1000)).toEqual(expected);
  });

  it('finds nothing to send of an empty object', () => {
    expect(rangeOf('bytes=0-', 0)).toBe('unsatisfiable');
    expect(rangeOf('bytes=-1', 0)).toBe('unsatisfiable');
  });
});

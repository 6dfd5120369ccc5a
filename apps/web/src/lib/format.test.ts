import { describe, expect, it } from 'vitest';
import { formatters } from './format';

const en = formatters('en');
const fa = formatters('fa');

describe('a price as the reader sees it', () => {
  it("reads 'Negotiable' for a negotiable item, never 0, in both languages", () => {
    expect(en.price({ price: 0, negotiable: true })).toBe('Negotiable');
    expect(en.price({ price: null, negotiable: true })).toBe('Negotiable');
    expect(fa.price({ price: 0, negotiable: true })).toBe('توافقی');
  });

  it('is the amount in Toman with grouping otherwise, or nothing when none is set', () => {
    expect(en.price({ price: 1_200_000, negotiable: false })).toBe('1,200,000 Toman');
    expect(fa.price({ price: 1_200_000, negotiable: false })).toBe('۱٬۲۰۰٬۰۰۰ تومان');
    expect(en.price({ price: null, negotiable: false })).toBeNull();
  });
});

describe('numbers and moments', () => {
  it('groups digits without a unit', () => {
    expect(en.grouped(200_000_000)).toBe('200,000,000');
    expect(fa.grouped(10_000)).toBe('۱۰٬۰۰۰');
    expect(en.grouped(-1500)).toBe('-1,500');
  });

  it("writes a moment on Tehran's clock: Gregorian in English, Jalali in Persian", () => {
    const moment = new Date('2026-03-21T08:30:00Z');
    expect(en.dateTime(moment)).toBe('2026-03-21 12:00');
    expect(fa.dateTime(moment)).toBe('۱۴۰۵/۰۱/۰۱ ۱۲:۰۰');
  });
});

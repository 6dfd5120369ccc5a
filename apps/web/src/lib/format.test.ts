import { describe, expect, it } from 'vitest';
import { formatters, isolate } from './format';

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

describe('what else the app counts, in the reader’s digits and words', () => {
  it('writes a file size with its unit in the language', () => {
    expect(en.fileSize(99)).toBe('99 B');
    expect(fa.fileSize(99)).toBe('۹۹ بایت');
    expect(en.fileSize(1500)).toBe('2 KB');
    expect(fa.fileSize(1500)).toBe('۲ کیلوبایت');
    expect(en.fileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(fa.fileSize(1.5 * 1024 * 1024)).toBe('۱٫۵ مگابایت');
  });

  it('says how much of a limit is used, in an order that reads right in each direction', () => {
    expect(en.counter(0, 3000)).toBe('0/3000');
    expect(fa.counter(12, 3000)).toBe('۱۲ از ۳۰۰۰');
  });

  it("names a member with no name 'User {id}' in the language, and leaves a name as written", () => {
    expect(en.member({ id: '10', name: null })).toBe('User 10');
    expect(fa.member({ id: '10', name: null })).toBe('کاربر ۱۰');
    expect(fa.member({ id: 10, name: 'Sara 2' })).toBe('Sara 2');
  });
});

describe('a person’s text inside one of the app’s sentences', () => {
  it('is isolated, with any direction control they typed dropped so it cannot escape', () => {
    expect(isolate('Sara')).toBe('\u2068Sara\u2069');
    expect(isolate('Mina\u2069\u202E 000,01')).toBe('\u2068Mina 000,01\u2069');
  });
});

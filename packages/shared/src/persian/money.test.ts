import { describe, expect, it } from 'vitest';
import { formatSignedToman, formatToman } from './money';

describe('formatToman', () => {
  it('groups thousands with commas in English', () => {
    expect(formatToman(1_200_000, 'en')).toBe('1,200,000 Toman');
    expect(formatToman(1000, 'en')).toBe('1,000 Toman');
    expect(formatToman(999, 'en')).toBe('999 Toman');
    expect(formatToman(0, 'en')).toBe('0 Toman');
  });

  it('writes Persian digits and the Persian thousands separator in Persian', () => {
    expect(formatToman(1_200_000, 'fa')).toBe('۱٬۲۰۰٬۰۰۰ تومان');
    expect(formatToman(12_345, 'fa')).toBe('۱۲٬۳۴۵ تومان');
    expect(formatToman(5, 'fa')).toBe('۵ تومان');
  });

  it('writes the largest safe integer in full', () => {
    expect(formatToman(Number.MAX_SAFE_INTEGER, 'en')).toBe('9,007,199,254,740,991 Toman');
  });

  it('keeps the minus sign on the left of the number in both directions', () => {
    expect(formatToman(-1200, 'en')).toBe('-1,200 Toman');
    expect(formatToman(-1200, 'fa')).toBe('\u200E\u2212۱٬۲۰۰ تومان');
    expect(formatToman(-0, 'fa')).toBe('۰ تومان');
  });

  it('prints the same number as Intl does for en-US and fa-IR', () => {
    for (const amount of [0, 7, 10, 100, 1000, 54_321, 1_000_000, 987_654_321, -45_000]) {
      expect(formatToman(amount, 'en')).toBe(`${amount.toLocaleString('en-US')} Toman`);
      expect(formatToman(amount, 'fa')).toBe(`${amount.toLocaleString('fa-IR')} تومان`);
    }
  });

  it.each([1.5, Number.NaN, Infinity, 2 ** 53])('throws a RangeError for %d', (amount) => {
    expect(() => formatToman(amount, 'en')).toThrow(RangeError);
  });
});

describe('formatSignedToman', () => {
  it('puts plus and minus on the same side of the digits, isolated left to right, in both languages', () => {
    expect(formatSignedToman(5_000_000, 'en')).toBe('\u2066+5,000,000\u2069 Toman');
    expect(formatSignedToman(-5_000_000, 'en')).toBe('\u2066\u22125,000,000\u2069 Toman');
    expect(formatSignedToman(5_000_000, 'fa')).toBe('\u2066+۵٬۰۰۰٬۰۰۰\u2069 تومان');
    expect(formatSignedToman(-5_000_000, 'fa')).toBe('\u2066\u2212۵٬۰۰۰٬۰۰۰\u2069 تومان');
  });

  it('writes zero without a sign and refuses a fraction', () => {
    expect(formatSignedToman(0, 'fa')).toBe('\u2066۰\u2069 تومان');
    expect(() => formatSignedToman(1.5, 'en')).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { readWholeNumber, wholeNumberOf } from './number-input';

describe('a whole number as a person types it', () => {
  it.each([
    ['350000000', '350000000'],
    ['350,000,000', '350000000'],
    ['۳۵۰٬۰۰۰٬۰۰۰', '350000000'],
    ['۳۵۰,۰۰۰,۰۰۰', '350000000'],
    ['٣٥٠٬٠٠٠٬٠٠٠', '350000000'],
    ['۱۰،۰۰۰', '10000'],
    ['1 200 000', '1200000'],
    ['1\u00A0200\u202F000', '1200000'],
    ["1'000", '1000'],
    ['\u200E۱۲۰۰۰\u200F', '12000'],
    ['  7 ', '7'],
    ['0007', '7'],
    ['0', '0'],
    ['000', '0'],
    ['1234567890123456789012', '1234567890123456789012'],
  ])('reads %j as %s', (text, digits) => {
    expect(readWholeNumber(text)).toEqual({ ok: true, digits });
  });

  it.each(['', '   ', ' , ', '٬'])('reads %j as nothing typed yet', (text) => {
    expect(readWholeNumber(text)).toEqual({ ok: false, reason: 'empty' });
  });

  it.each(['1.5', '۱٫۵', '1,000.50', '12.'])('refuses the fraction %j', (text) => {
    expect(readWholeNumber(text)).toEqual({ ok: false, reason: 'fraction' });
  });

  it.each(['-100', '+5', 'abc', '12a', '1e6', ',100', '100,', '1.000.000', '۵ نفر', '0x10'])(
    'refuses %j as no whole number',
    (text) => {
      expect(readWholeNumber(text)).toEqual({ ok: false, reason: 'not_a_number' });
    },
  );

  it('gives the number, or NaN for what is none', () => {
    expect(wholeNumberOf('۱۰٬۰۰۰٬۰۰۰')).toBe(10_000_000);
    expect(wholeNumberOf('1.5')).toBeNaN();
    expect(wholeNumberOf('')).toBeNaN();
  });
});

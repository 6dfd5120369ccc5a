import { describe, expect, it } from 'vitest';
import { parseDecimal } from './decimal';

describe('parseDecimal', () => {
  it('splits a typed number into sign, integer and fraction digits', () => {
    expect(parseDecimal('-12.50')).toEqual({ negative: true, integer: '12', fraction: '50' });
    expect(parseDecimal('+7')).toEqual({ negative: false, integer: '7', fraction: '' });
  });

  it('drops leading zeros of the integer part and keeps the fraction as given', () => {
    expect(parseDecimal('000')).toEqual({ negative: false, integer: '', fraction: '' });
    expect(parseDecimal('0012.0300')).toEqual({ negative: false, integer: '12', fraction: '0300' });
  });

  it('reads Persian digits, the Persian decimal separator and the minus sign', () => {
    expect(parseDecimal('−۱۲٫۵')).toEqual({ negative: true, integer: '12', fraction: '5' });
  });

  it('removes thousands separators from the integer part only', () => {
    expect(parseDecimal('1,234,567.5')?.integer).toBe('1234567');
    expect(parseDecimal('۱٬۲۳۴')?.integer).toBe('1234');
    expect(parseDecimal('1.234,5')).toBeNull();
    expect(parseDecimal(',123')).toBeNull();
  });

  it('keeps every digit of long strings and bigints', () => {
    expect(parseDecimal('9'.repeat(80))?.integer).toBe('9'.repeat(80));
    expect(parseDecimal(-(10n ** 70n))).toEqual({
      negative: true,
      integer: `1${'0'.repeat(70)}`,
      fraction: '',
    });
  });

  it('writes numbers without exponent notation, as JavaScript prints their digits', () => {
    expect(parseDecimal(1e21)?.integer).toBe(`1${'0'.repeat(21)}`);
    expect(parseDecimal(-1.25e22)).toEqual({
      negative: true,
      integer: `125${'0'.repeat(20)}`,
      fraction: '',
    });
    expect(parseDecimal(1.5e-7)).toEqual({ negative: false, integer: '', fraction: '00000015' });
    expect(parseDecimal(-1e-7)).toEqual({ negative: true, integer: '', fraction: '0000001' });
  });

  it('returns null for anything that is not a finite number', () => {
    for (const input of ['', ' ', '-', '.', 'abc', '1e5', '1.2.3', '1 2', Number.NaN, Infinity]) {
      expect(parseDecimal(input)).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { checkShebaInput, shebaFieldValue } from './sheba-input';

// Valid check digits (ISO 13616), as a bank prints them.
const VALID = 'IR820540102680020817909002';
const DIGITS = VALID.slice(2);

describe('the Sheba field, checked as it is typed', () => {
  it('counts digits without an error while fewer than 24 are typed', () => {
    expect(checkShebaInput('')).toEqual({ state: 'empty' });
    expect(checkShebaInput('8205')).toEqual({ state: 'partial', digits: 4 });
    expect(checkShebaInput('82 0540-1026')).toEqual({ state: 'partial', digits: 10 });
  });

  it('accepts 24 digits with valid check digits, in Persian digits too, as IR and 24 digits', () => {
    expect(checkShebaInput(DIGITS)).toEqual({ state: 'valid', sheba: VALID });
    const persian = DIGITS.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] ?? digit);
    expect(checkShebaInput(persian)).toEqual({ state: 'valid', sheba: VALID });
    expect(checkShebaInput('82 0540 1026 8002 0817 9090 02')).toEqual({
      state: 'valid',
      sheba: VALID,
    });
  });

  it('refuses a wrong checksum, letters and a 25th digit', () => {
    const wrong = `${DIGITS.slice(0, -1)}3`;
    expect(checkShebaInput(wrong)).toEqual({ state: 'invalid', code: 'sheba_invalid' });
    expect(checkShebaInput('82O5')).toEqual({ state: 'invalid', code: 'sheba_invalid' });
    expect(checkShebaInput(`${DIGITS}1`)).toEqual({ state: 'invalid', code: 'sheba_invalid' });
  });

  it("drops a pasted 'IR', which the field already shows", () => {
    expect(shebaFieldValue(VALID)).toBe(DIGITS);
    expect(shebaFieldValue(' ir82 0540')).toBe('82 0540');
    expect(checkShebaInput(VALID)).toEqual({ state: 'valid', sheba: VALID });
  });
});

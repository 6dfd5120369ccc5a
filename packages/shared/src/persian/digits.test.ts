import { describe, expect, it } from 'vitest';
import { isDigitsOnly, toLatinDigits, toPersianDigits } from './digits';

describe('toLatinDigits', () => {
  it('converts every Persian digit', () => {
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('converts every Arabic-Indic digit', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
  });

  it('keeps Latin digits and other characters, converting mixed text in place', () => {
    expect(toLatinDigits('کد ۱۲3٤۵ - A')).toBe('کد 12345 - A');
  });

  it('returns an empty string for an empty string', () => {
    expect(toLatinDigits('')).toBe('');
  });
});

describe('toPersianDigits', () => {
  it('converts Latin digits in a string', () => {
    expect(toPersianDigits('0123456789')).toBe('۰۱۲۳۴۵۶۷۸۹');
  });

  it('converts Arabic-Indic digits too, so the output uses one digit set', () => {
    expect(toPersianDigits('٠١٢٣٤٥٦٧٨٩')).toBe('۰۱۲۳۴۵۶۷۸۹');
  });

  it('writes numbers, keeping the sign and the decimal point', () => {
    expect(toPersianDigits(1405)).toBe('۱۴۰۵');
    expect(toPersianDigits(-3.5)).toBe('-۳.۵');
  });

  it('leaves Persian digits and letters alone', () => {
    expect(toPersianDigits('ساعت ۱۰ و 30 دقیقه')).toBe('ساعت ۱۰ و ۳۰ دقیقه');
  });

  it('round-trips with toLatinDigits', () => {
    expect(toLatinDigits(toPersianDigits('09121234567'))).toBe('09121234567');
  });
});

describe('isDigitsOnly', () => {
  it('accepts digits of any set, also mixed', () => {
    expect(isDigitsOnly('12345')).toBe(true);
    expect(isDigitsOnly('۱۲۳۴۵')).toBe(true);
    expect(isDigitsOnly('١٢٣٤٥')).toBe(true);
    expect(isDigitsOnly('1۲٣')).toBe(true);
  });

  it('rejects the empty string', () => {
    expect(isDigitsOnly('')).toBe(false);
  });

  it('rejects signs, separators, spaces and letters', () => {
    expect(isDigitsOnly('-1')).toBe(false);
    expect(isDigitsOnly('1.5')).toBe(false);
    expect(isDigitsOnly('1,000')).toBe(false);
    expect(isDigitsOnly('۱٬۰۰۰')).toBe(false);
    expect(isDigitsOnly(' 12')).toBe(false);
    expect(isDigitsOnly('12a')).toBe(false);
  });

  it('rejects digits of scripts it does not convert, such as Devanagari', () => {
    expect(isDigitsOnly('१२')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isIranianMobile, normalizeIranianMobile } from './mobile';

describe('normalizeIranianMobile', () => {
  it.each([
    '09121234567',
    '9121234567',
    '+989121234567',
    '00989121234567',
    '989121234567',
    '+98 0912 123 4567',
    '0912 123 4567',
    '0912-123-4567',
    '+98 (912) 123-4567',
    ' 09121234567 ',
    '۰۹۱۲۱۲۳۴۵۶۷',
    '٠٩١٢١٢٣٤٥٦٧',
    '+۹۸ ۹۱۲ ۱۲۳ ۴۵۶۷',
  ])('reads %j as 09121234567', (input) => {
    expect(normalizeIranianMobile(input)).toBe('09121234567');
  });

  it('keeps a national number that starts with 98 instead of taking it for the country code', () => {
    expect(normalizeIranianMobile('9891234567')).toBe('09891234567');
    expect(normalizeIranianMobile('09891234567')).toBe('09891234567');
    expect(normalizeIranianMobile('+989891234567')).toBe('09891234567');
  });

  it.each([
    ['empty', ''],
    ['letters', 'abc'],
    ['a landline', '02112345678'],
    ['a landline after the country code', '+982112345678'],
    ['too short', '0912123456'],
    ['too long', '091212345678'],
    ['too long after the country code', '+9891212345678'],
    ['another country code', '+449121234567'],
    ['a plus without 98', '+9121234567'],
    ['a double trunk zero', '009121234567'],
    ['letters inside', '0912123456a'],
    ['dots, which are not phone separators here', '0912.123.4567'],
  ])('returns null for %s', (_label, input) => {
    expect(normalizeIranianMobile(input)).toBeNull();
  });
});

describe('isIranianMobile', () => {
  it('is true exactly when the number normalises', () => {
    expect(isIranianMobile('+98 912 123 4567')).toBe(true);
    expect(isIranianMobile('۰۹۳۵۱۲۳۴۵۶۷')).toBe(true);
    expect(isIranianMobile('02112345678')).toBe(false);
    expect(isIranianMobile('')).toBe(false);
  });
});

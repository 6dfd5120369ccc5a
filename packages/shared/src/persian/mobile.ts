import { toLatinDigits } from './digits';

// Separators people put in phone numbers; they carry no meaning.
const SEPARATORS = /[\s\-()]/g;
// The country code, written +98, 0098, or 98 when ten national digits follow it; the trunk 0
// some people keep after it ('+98 0912...') is dropped with it.
const COUNTRY_PREFIX = /^(?:\+98|0098|98(?=9\d{9}$))0?/;
const NATIONAL_MOBILE = /^0?(9\d{9})$/;

/**
 * Returns an Iranian mobile number in its canonical form '09xxxxxxxxx', or null when the input is
 * not one. Accepts '09121234567', '9121234567', '+989121234567', '00989121234567' and
 * '989121234567', with spaces, dashes or parentheses and with Persian or Arabic-Indic digits.
 */
export function normalizeIranianMobile(input: string): string | null {
  const compact = toLatinDigits(input).replace(SEPARATORS, '');
  const national = NATIONAL_MOBILE.exec(compact.replace(COUNTRY_PREFIX, ''));
  return national ? `0${national[1]}` : null;
}

export function isIranianMobile(input: string): boolean {
  return normalizeIranianMobile(input) !== null;
}

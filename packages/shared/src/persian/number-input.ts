import { toLatinDigits } from './digits';

// What people type between the digits of a whole number: the Latin comma, the Persian thousands
// separator (U+066C, which fa-IR writes), the Arabic comma (U+060C, next to it on Persian
// keyboards), the apostrophe some keyboards group with, and spaces of every width. Bidi marks
// come along when a grouped amount is copied from a right-to-left page.
const SEPARATORS = /[,\u066C\u060C'\s\u00A0\u2009\u202F]/g;
const MARKS = /[\u200E\u200F\u061C\u200C]/g;
// The decimal point, Latin or Persian (U+066B): money and counts here are whole numbers.
const FRACTION = /^\d+[.\u066B]\d*$/;

export type WholeNumberReading =
  { ok: true; digits: string } | { ok: false; reason: 'empty' | 'not_a_number' | 'fraction' };

/**
 * Reads a whole number as a person types it: Latin, Persian or Arabic-Indic digits, grouped with
 * any of the thousands separators above (or none). Returns its Latin digits without leading zeros,
 * exact however long (a string, so the caller decides what is too big), or why it is none: a
 * sign, a fraction, a letter or a separator at either end is not a whole number of anything.
 */
export function readWholeNumber(text: string): WholeNumberReading {
  const plain = toLatinDigits(text).replace(MARKS, '').trim();
  // Only separators is nothing typed yet: a form does not scold it.
  if (plain.replace(SEPARATORS, '') === '') return { ok: false, reason: 'empty' };
  if (FRACTION.test(plain.replace(SEPARATORS, ''))) return { ok: false, reason: 'fraction' };
  if (!/^\d/.test(plain) || !/\d$/.test(plain)) return { ok: false, reason: 'not_a_number' };
  const digits = plain.replace(SEPARATORS, '');
  if (!/^\d+$/.test(digits)) return { ok: false, reason: 'not_a_number' };
  return { ok: true, digits: digits.replace(/^0+(?=\d)/, '') };
}

/**
 * The text as a number, NaN when it is no whole number. Past 2^53 - 1 it is no longer exact:
 * callers bound it (AMOUNT_MAX) before they keep it.
 */
export function wholeNumberOf(text: string): number {
  const reading = readWholeNumber(text);
  return reading.ok ? Number(reading.digits) : Number.NaN;
}

import { toLatinDigits } from './digits';

/** A decimal number kept as digit strings, so that 66-digit values never pass through a float. */
export interface DecimalParts {
  negative: boolean;
  /** Integer digits without leading zeros; empty when the integer part is zero. */
  integer: string;
  /** Fraction digits exactly as given, trailing zeros included; empty when there is none. */
  fraction: string;
}

// Thousands separators may sit anywhere after the first digit: people type '1,200,000' and
// '۱٬۲۰۰٬۰۰۰' but also misplace them, and the digits are what they mean.
const TYPED_DECIMAL = /^([+-]?)(\d[\d,\u066C]*)?(?:\.(\d*))?$/;
const EXPONENTIAL = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/;

/**
 * Splits a number into sign, integer and fraction digits. Strings may use Persian or Arabic-Indic
 * digits, the Persian decimal separator '٫', thousands separators ',' or '٬', a '+', '-' or '−'
 * sign and surrounding spaces; exponent notation is accepted only from numbers. Returns null when
 * the input is not a finite number.
 */
export function parseDecimal(input: string | number | bigint): DecimalParts | null {
  if (typeof input === 'number' && !Number.isFinite(input)) return null;
  const text = typeof input === 'string' ? normaliseTyped(input) : plainNotation(String(input));
  const match = TYPED_DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, integer = '', fraction = ''] = match;
  if (integer === '' && fraction === '') return null;
  return {
    negative: sign === '-',
    integer: integer.replace(/[,\u066C]/g, '').replace(/^0+/, ''),
    fraction,
  };
}

function normaliseTyped(text: string): string {
  return toLatinDigits(text.trim())
    .replace('\u066B', '.')
    .replace(/^\u2212/, '-');
}

// String(number) switches to exponent notation from 1e21 and below 1e-6; spell those out so that
// the digits reach the words exactly as JavaScript prints the number.
function plainNotation(text: string): string {
  const match = EXPONENTIAL.exec(text);
  if (!match) return text;
  const [, sign = '', lead = '', rest = '', exponent = '0'] = match;
  const digits = lead + rest;
  const point = 1 + Number(exponent);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  // A positive exponent is at least 21 and a double prints at most 17 digits: no point is left.
  return sign + digits + '0'.repeat(point - digits.length);
}

import { toLatinDigits } from './digits';

// Sheba is the Iranian IBAN: 'IR', two check digits and a 22-digit account number.
const SHEBA = /^IR\d{24}$/;
const WITHOUT_COUNTRY = /^\d{24}$/;
const SEPARATORS = /[\s-]/g;
// 'IR' as ISO 13616 turns letters into numbers for the checksum: A = 10, so I = 18 and R = 27.
const COUNTRY_AS_DIGITS = '1827';

/**
 * Returns a Sheba number in its canonical form 'IR' + 24 digits, or null when it is malformed or
 * its check digits are wrong. Spaces and dashes are ignored, letters may be lower case, digits may
 * be Persian or Arabic-Indic, and 'IR' may be left out when all 24 digits are given.
 */
export function normalizeSheba(input: string): string | null {
  const compact = toLatinDigits(input).replace(SEPARATORS, '').toUpperCase();
  const sheba = WITHOUT_COUNTRY.test(compact) ? `IR${compact}` : compact;
  return SHEBA.test(sheba) && hasValidCheckDigits(sheba) ? sheba : null;
}

export function isValidSheba(input: string): boolean {
  return normalizeSheba(input) !== null;
}

// ISO 13616: move country and check digits to the end; the number read then is 1 modulo 97.
// Folding digit by digit keeps every step small, where Number would lose digits of the whole.
function hasValidCheckDigits(sheba: string): boolean {
  const rearranged = sheba.slice(4) + COUNTRY_AS_DIGITS + sheba.slice(2, 4);
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

// Iranian users type with Persian keyboards (۰-۹) and paste from Arabic sources (٠-٩), so every
// numeric input is normalised to Latin digits before it is parsed or validated.
const PERSIAN_ZERO = 0x06f0;
const ARABIC_INDIC_ZERO = 0x0660;
const NON_LATIN_DIGIT = /[\u06F0-\u06F9\u0660-\u0669]/g;
const LATIN_OR_ARABIC_INDIC_DIGIT = /[0-9\u0660-\u0669]/g;

function digitValue(char: string): number {
  const code = char.charCodeAt(0);
  if (code >= PERSIAN_ZERO) return code - PERSIAN_ZERO;
  if (code >= ARABIC_INDIC_ZERO) return code - ARABIC_INDIC_ZERO;
  return code - 0x30;
}

/** Replaces Persian and Arabic-Indic digits with 0-9; everything else is left as it is. */
export function toLatinDigits(text: string): string {
  return text.replace(NON_LATIN_DIGIT, (char) => String(digitValue(char)));
}

/** Replaces Latin and Arabic-Indic digits with Persian ones; a number is written with `String`. */
export function toPersianDigits(value: string | number): string {
  return String(value).replace(LATIN_OR_ARABIC_INDIC_DIGIT, (char) =>
    String.fromCharCode(PERSIAN_ZERO + digitValue(char)),
  );
}

/** True when the text is non-empty and made only of digits, in any of the three digit sets. */
export function isDigitsOnly(text: string): boolean {
  return /^[0-9]+$/.test(toLatinDigits(text));
}

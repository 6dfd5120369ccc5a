import { toPersianDigits } from './digits';
import { numberToPersianWords } from './number-to-words';

const THOUSANDS = /\B(?=(\d{3})+$)/g;
// U+2212 after a left-to-right mark, as Intl writes fa-IR: a plain '-' before Persian digits
// drifts to their right inside right-to-left text.
const PERSIAN_MINUS = '\u200E\u2212';

/**
 * A whole number with its digits grouped in threes: '1,200,000' in English, '۱٬۲۰۰٬۰۰۰' in
 * Persian. A string of digits stays exact past what a JavaScript number holds.
 */
export function groupDigits(value: number | string, lang: 'en' | 'fa'): string {
  const text = String(value);
  const negative = text.startsWith('-');
  const digits = negative ? text.slice(1) : text;
  if (lang === 'fa') {
    return `${negative ? PERSIAN_MINUS : ''}${toPersianDigits(digits.replace(THOUSANDS, '\u066C'))}`;
  }
  return `${negative ? '-' : ''}${digits.replace(THOUSANDS, ',')}`;
}

/**
 * Writes a whole number of tomans for display: '1,200,000 Toman' in English and
 * '۱٬۲۰۰٬۰۰۰ تومان' in Persian. Built by hand rather than with Intl so that server and every
 * browser print the same characters. Throws a RangeError for a fraction or an unsafe integer,
 * since money is kept in whole tomans.
 */
export function formatToman(amount: number, lang: 'en' | 'fa'): string {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`formatToman: ${amount} is not a whole number of tomans`);
  }
  return `${groupDigits(amount, lang)} ${lang === 'fa' ? 'تومان' : 'Toman'}`;
}

/**
 * A signed amount of tomans, read the same way in both languages: the sign (+, or U+2212 for
 * minus) always sits at the left of the digits, the number kept left to right by an isolate
 * (U+2066 … U+2069) so that a right-to-left line moves neither sign; zero has no sign.
 * '+5,000,000 Toman', '⁦+۵٬۰۰۰٬۰۰۰⁩ تومان'.
 */
export function formatSignedToman(amount: number, lang: 'en' | 'fa'): string {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`formatSignedToman: ${amount} is not a whole number of tomans`);
  }
  const sign = amount > 0 ? '+' : amount < 0 ? '\u2212' : '';
  const digits = groupDigits(Math.abs(amount), lang);
  return `\u2066${sign}${digits}\u2069 ${lang === 'fa' ? 'تومان' : 'Toman'}`;
}

/**
 * An amount of tomans read back to a Persian reader: grouped, then in words, as every amount
 * field and every money answer writes it ('۳۵۰٬۰۰۰٬۰۰۰ تومان: سیصد و پنجاه میلیون تومان'). A
 * string of digits stays exact past 16 digits.
 */
export function tomanInWords(amount: number | string): string {
  return `${groupDigits(amount, 'fa')} تومان: ${numberToPersianWords(amount)} تومان`;
}

/** Whether a question's unit is the toman, in either language: its answers are amounts. */
export function isMoneyUnit(unitEn: string, unitFa: string): boolean {
  return unitEn.trim().toLowerCase() === 'toman' || unitFa.trim() === 'تومان';
}

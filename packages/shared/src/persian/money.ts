import { toPersianDigits } from './digits';

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

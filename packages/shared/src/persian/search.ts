import { toLatinDigits } from './digits';

// Arabic letter forms that Persian writes otherwise: ي ى → ی, ك → ک, ة → ه, and hamza forms
// people type without the hamza; tatweel and diacritics carry nothing for a search.
const LETTERS: Record<string, string> = {
  ي: 'ی',
  ى: 'ی',
  ك: 'ک',
  ة: 'ه',
  ۀ: 'ه',
  أ: 'ا',
  إ: 'ا',
  ٱ: 'ا',
};
const LETTER_FORMS = /[يىكةۀأإٱ]/g;
const IGNORED = /[\u064B-\u065F\u0670\u0640]/g;
// Space, half-space (ZWNJ) and the other joiners: 'می‌خواهم', 'می خواهم' and 'میخواهم' are one word.
const SEPARATORS = /[\s\u200B-\u200F\u00A0]+/g;

/** One form for matching: Latin digits, Persian letters, lower case, no separators. */
export function searchForm(text: string): string {
  return toLatinDigits(text)
    .replace(LETTER_FORMS, (char) => LETTERS[char] ?? char)
    .replace(IGNORED, '')
    .toLowerCase()
    .replace(SEPARATORS, '');
}

/**
 * The words of a query in search form. Every word must occur in the text's search form, so
 * 'office lunch' finds 'Lunch for the office', and 'می خواهم' finds 'می‌خواهم'.
 */
export function searchWords(query: string): string[] {
  return toLatinDigits(query)
    .replace(/\u200C/g, '')
    .split(SEPARATORS)
    .map(searchForm)
    .filter(Boolean)
    .slice(0, 10);
}

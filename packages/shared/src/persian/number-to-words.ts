import { parseDecimal } from './decimal';

/** What the converter returns for an integer part longer than 66 digits (seed spec, section 9). */
export const OUT_OF_RANGE = 'out of range';

const ZERO = 'صفر';
const MINUS = 'منفی';
const POINT = 'ممیز';
const AND = ' و ';

const ONES = ['', 'یک', 'دو', 'سه', 'چهار', 'پنج', 'شش', 'هفت', 'هشت', 'نه'];
const TEENS = [
  'ده',
  'یازده',
  'دوازده',
  'سیزده',
  'چهارده',
  'پانزده',
  'شانزده',
  'هفده',
  'هجده',
  'نوزده',
];
const TENS = ['', '', 'بیست', 'سی', 'چهل', 'پنجاه', 'شصت', 'هفتاد', 'هشتاد', 'نود'];
// Written as one word, as dictionaries do; persian-tools writes 'چهار صد' and 'نه صد' apart.
const HUNDREDS = ['', 'صد', 'دویست', 'سیصد', 'چهارصد', 'پانصد', 'ششصد', 'هفتصد', 'هشتصد', 'نهصد'];

// Short scale, one name per group of three digits: 22 groups are the 66 digits the spec allows.
// Iranian usage says میلیارد for 10^9 and continues with تریلیون for 10^12.
const SCALES = [
  '',
  'هزار',
  'میلیون',
  'میلیارد',
  'تریلیون',
  'کوادریلیون',
  'کوینتیلیون',
  'سکستیلیون',
  'سپتیلیون',
  'اکتیلیون',
  'نانیلیون',
  'دسیلیون',
  'آندسیلیون',
  'دودسیلیون',
  'تریدسیلیون',
  'کواتردسیلیون',
  'کویندسیلیون',
  'سکسدسیلیون',
  'سپتدسیلیون',
  'اکتودسیلیون',
  'نومدسیلیون',
  'ویجینتیلیون',
];
const MAX_INTEGER_DIGITS = SCALES.length * 3;

// The place name of a fraction is set by its last digit: 0.25 is 'بیست و پنج صدم'.
const FRACTION_PLACES = [
  'دهم',
  'صدم',
  'هزارم',
  'ده هزارم',
  'صد هزارم',
  'میلیونیم',
  'ده میلیونیم',
  'صد میلیونیم',
  'میلیاردم',
  'ده میلیاردم',
  'صد میلیاردم',
];
const MAX_FRACTION_DIGITS = FRACTION_PLACES.length;

/**
 * Writes a number in Persian words, e.g. 1200000 as 'یک میلیون و دویست هزار' and '3.14' as
 * 'سه ممیز چهارده صدم'. Strings may carry Persian digits and thousands separators.
 *
 * - An integer part of more than 66 digits (leading zeros aside), or an infinite number, gives
 *   'out of range'.
 * - A fraction is cut, never rounded, to 11 digits. Trailing zeros are then dropped, because the
 *   words name a value and 1.50 is the same value as 1.5: 'یک ممیز پنج دهم'.
 * - A value that is zero after the cut is 'صفر', without 'منفی', so '-0' is 'صفر'.
 * - Input that is not a number ('', 'abc', '1.2.3', NaN) throws a TypeError: an empty or
 *   made-up string could end up on an invoice or a screen unnoticed.
 */
export function numberToPersianWords(input: string | number | bigint): string {
  if (input === Infinity || input === -Infinity) return OUT_OF_RANGE;
  const parts = parseDecimal(input);
  if (!parts) throw new TypeError(`numberToPersianWords: ${String(input)} is not a number`);
  if (parts.integer.length > MAX_INTEGER_DIGITS) return OUT_OF_RANGE;

  const fraction = parts.fraction.slice(0, MAX_FRACTION_DIGITS).replace(/0+$/, '');
  if (parts.integer === '' && fraction === '') return ZERO;

  const integerWords = parts.integer === '' ? ZERO : wholeNumberWords(parts.integer);
  const words =
    fraction === ''
      ? integerWords
      : `${integerWords} ${POINT} ${wholeNumberWords(fraction)} ${FRACTION_PLACES[fraction.length - 1]}`;
  return parts.negative ? `${MINUS} ${words}` : words;
}

/** Words of a non-zero run of digits, leading zeros allowed; groups of three from the right. */
function wholeNumberWords(digits: string): string {
  const groups: string[] = [];
  for (let end = digits.length, scale = 0; end > 0; end -= 3, scale += 1) {
    const value = Number(digits.slice(Math.max(0, end - 3), end));
    if (value === 0) continue;
    const name = SCALES[scale];
    groups.unshift(name ? `${belowThousand(value)} ${name}` : belowThousand(value));
  }
  return groups.join(AND);
}

function belowThousand(value: number): string {
  const hundreds = HUNDREDS[Math.floor(value / 100)];
  const rest = value % 100;
  const words =
    rest >= 10 && rest < 20
      ? [hundreds, TEENS[rest - 10]]
      : [hundreds, TENS[Math.floor(rest / 10)], ONES[rest % 10]];
  return words.filter(Boolean).join(AND);
}

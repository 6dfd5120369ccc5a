import { toLatinDigits } from './digits';

// The letter forms of search.ts, plus the hamza seats and madda people type without them.
const LETTERS: Record<string, string> = {
  ي: 'ی',
  ى: 'ی',
  ئ: 'ی',
  ك: 'ک',
  ة: 'ه',
  ۀ: 'ه',
  أ: 'ا',
  إ: 'ا',
  ٱ: 'ا',
  آ: 'ا',
  ؤ: 'و',
};
const LETTER_FORMS = /[يىئكةۀأإٱآؤ]/g;
// Diacritics, the superscript alef, tatweel and the lone hamza carry nothing for a match.
const IGNORED = /[\u064B-\u065F\u0670\u0640\u0621]/g;
// The half-space (ZWNJ), joiners, marks and the soft hyphen join the parts of one word.
const JOINERS = /[\u200B-\u200F\u00AD\u2060\uFEFF]/g;
const NOT_A_WORD = /[^\p{L}\p{N}]+/gu;
// Parts Persian writes joined, with a half-space or with a space: 'می‌خواهم', 'می خواهم' and
// 'میخواهم' are one word, as are 'کتاب‌ها', 'کتاب ها' and 'کتابها'.
const PREFIXES = new Set(['می', 'نمی']);
const SUFFIXES = new Set(['ها', 'های', 'هایی', 'هائی', 'تر', 'ترین']);

/**
 * The words of a text in one form for matching (issue 30): Latin digits, Persian letter forms,
 * no diacritics or joiners, lower case, punctuation dropped, and the words kept apart by one
 * space. Unlike `searchForm` (browse), which drops every separator, it keeps words.
 */
export function matchForm(text: string): string {
  const words = toLatinDigits(text)
    .replace(LETTER_FORMS, (char) => LETTERS[char] ?? char)
    .replace(IGNORED, '')
    .replace(JOINERS, '')
    .toLowerCase()
    .replace(NOT_A_WORD, ' ')
    .split(' ')
    .filter(Boolean);
  const joined: string[] = [];
  let prefix = '';
  for (const word of words) {
    if (PREFIXES.has(word)) {
      prefix += word;
      continue;
    }
    const last = joined.length - 1;
    if (SUFFIXES.has(word) && last >= 0 && prefix === '') joined[last] += word;
    else joined.push(prefix + word);
    prefix = '';
  }
  if (prefix) joined.push(prefix);
  return joined.join(' ');
}

// Words that say nothing of a topic: function words, yes and no (the answers of two-button
// questions), and what every need and idea says of itself ('I need', 'looking for', 'an idea
// for'). Written in match form.
const STOP_WORDS = new Set(
  [
    'a an the and or but for of to in on at by with from into about as is are was were be been',
    'it its this that these those there here i we you he she they me us my our your their them',
    'who what which when where how why can could would should will shall may might must do does',
    'did have has had not no so if than then also very more most some any all each every just',
    'need needs needed want wants wanted looking look seeking someone somebody anyone person',
    'people help please find idea ideas way ways something thing things get make new good yes',
    'و در به از که را با برای این ان یک یا تا بر هم ما من شما او انها خود ای اگر اما نیز',
    'است هست هستم هستیم بود باشد شود میشود کرد کند کنم کنیم میکنم میکنیم داریم دارم دارد',
    'نیاز نیازمند میخواهم میخوام میخواهیم خواهان دنبال کسی کسانی کمک لطفا ایده ایدهای راه',
    'چیزی چیز همه هر چند چه چون روی بین پیش پس بعد قبل دیگر خیلی بسیار بیشتر باید',
    'جدید خوب کار بله خیر نه',
  ]
    .join(' ')
    .split(' '),
);

/** At most this many distinct words of a text take part in a match. */
export const MATCH_WORDS_MAX = 60;

/**
 * The distinct words of a text that name its topic, in match form, first seen first: no stop
 * words, nothing shorter than two letters, no bare numbers.
 */
export function matchWords(text: string): string[] {
  const words = matchForm(text)
    .split(' ')
    .filter((word) => word.length >= 2 && !/^[0-9]+$/.test(word) && !STOP_WORDS.has(word));
  return [...new Set(words)].slice(0, MATCH_WORDS_MAX);
}

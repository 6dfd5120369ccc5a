// Contact details written into what a non-buyer of an idea reads (a comment, a public answer,
// the pitch, the title) would let the two sides meet without the purchase (issue 31). They are
// found here and replaced with CONTACT_MASK. The rules lean towards leaving ordinary prose alone:
// a price, a year, a date or a quantity must never be masked, so a run of digits is a phone only
// when it has the shape of one (docs/decisions.md, "Contact details masked"). Pure: the server
// masks what it answers, and the web may use it to tell the writer what others will see.

/** What replaces a contact detail. The web shows it with a tooltip ("shown after purchase"). */
export const CONTACT_MASK = '•••';

export interface Masked {
  text: string;
  /** How many contact details were replaced. */
  masked: number;
}

/**
 * A form of the text to search in, with where each of its characters came from in the original:
 * zero-width characters are dropped, every digit is a Latin one, Arabic letter forms are Persian,
 * and digits written as words are digits.
 */
interface View {
  text: string;
  /** For each character of `text`, the original's [start, end). */
  from: number[];
  to: number[];
}

// Characters that show nothing (or only join): an attacker puts them between the digits of a
// phone. ZWNJ is dropped too, which only joins a Persian word in the search form.
const INVISIBLE: [number, number][] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180e, 0x180e],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x20e3, 0x20e3],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
];
const invisible = (code: number) => INVISIBLE.some(([from, to]) => code >= from && code <= to);

function charOf(char: string): string {
  const code = char.codePointAt(0)!;
  if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
  if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
  if (code >= 0xff10 && code <= 0xff19) return String(code - 0xff10);
  // Mathematical bold/double-struck/sans/monospace digits (U+1D7CE..U+1D7FF).
  if (code >= 0x1d7ce && code <= 0x1d7ff) return String((code - 0x1d7ce) % 10);
  switch (char) {
    case 'ي':
    case 'ى':
      return 'ی';
    case 'ك':
      return 'ک';
    case '＠':
    case '﹫':
      return '@';
    case '．':
    case '。':
      return '.';
    case '＋':
      return '+';
    case '／':
      return '/';
    default:
      return char;
  }
}

function viewOf(text: string): View {
  const view: View = { text: '', from: [], to: [] };
  let index = 0;
  for (const char of text) {
    const end = index + char.length;
    if (!invisible(char.codePointAt(0)!)) {
      view.text += charOf(char);
      view.from.push(index);
      view.to.push(end);
    }
    index = end;
  }
  return view;
}

/** The view with every match of `pattern` replaced by `replace(match)`, keeping the origins. */
function rewrite(view: View, pattern: RegExp, replace: (match: string) => string): View {
  const next: View = { text: '', from: [], to: [] };
  let last = 0;
  for (const match of view.text.matchAll(pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    for (let i = last; i < start; i++) {
      next.text += view.text[i];
      next.from.push(view.from[i]!);
      next.to.push(view.to[i]!);
    }
    for (const char of replace(match[0])) {
      next.text += char;
      next.from.push(view.from[start]!);
      next.to.push(view.to[end - 1]!);
    }
    last = end;
  }
  for (let i = last; i < view.text.length; i++) {
    next.text += view.text[i];
    next.from.push(view.from[i]!);
    next.to.push(view.to[i]!);
  }
  return next;
}

// Digits written as words: 'zero nine one two ...', 'صفر نه یک دو ...'. Each becomes its digit,
// so a phone spelled out is the same run of digits as one typed; a run of them needs as many
// digits as a typed phone to be masked, so 'one or two' stays.
const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  صفر: '0',
  یک: '1',
  دو: '2',
  سه: '3',
  چهار: '4',
  پنج: '5',
  شش: '6',
  شیش: '6',
  هفت: '7',
  هشت: '8',
  نه: '9',
};
const DIGIT_WORD =
  /(?<![\p{L}\p{M}])(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|صفر|یک|دو|سه|چهار|پنج|شیش|شش|هفت|هشت|نه)(?![\p{L}\p{M}])/giu;

/** A half-open range of the view to mask. */
type Span = [number, number];

// --- Phones ---------------------------------------------------------------------------------

// Digits with what people put between them: spaces, dashes, dots, commas, parentheses, slashes
// and the like, at most four characters at a time. '+' or '00' may lead.
const DIGIT_RUN = /\+?\(?\d(?:[\s\-‐-―−.,٫٬،()[\]_·•*/\\|~]{0,4}\d)*/gu;
// A date: 1403/05/12, 2025-11-28, 12.05.1403.
const DATE = /^(?:\d{4}[/.-]\d{1,2}[/.-]\d{1,2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{4})$/;
// What splits a run into numbers; a lone comma or dot stays inside one (15,000,000 or 12.5).
const TOKEN_SPLIT = /[\s\-‐-―−()[\]_·•*/\\|~،]+/u;
// An amount written with thousands separators (15,000,000; ۱۵٬۰۰۰٬۰۰۰; 15.000.000), maybe with
// a fraction.
const GROUPED = /^[1-9]\d{0,2}(?:([,.٬])\d{3})(?:\1\d{3})*(?:[.٫/]\d+)?$/;
// A short number, or a decimal one: 5, 25, 1403, 12.5, 3,75.
const SHORT = /^(?:[1-9]\d{0,3}|0)(?:[.,٫]\d{1,2})?$/;
// Words after a number that make it an amount or a quantity rather than a phone.
const AMOUNT_AFTER =
  /^\s*(?:تومان|تومن|ریال|میلیون|میلیارد|هزار|درصد|نفر|عدد|دلار|یورو|متر|toman|tomans|rial|rials|irr|irt|usd|eur|dollars?|euros?|million|billion|thousand|percent|people|users|units|pieces|items|%|\$|€)/iu;
const AMOUNT_BEFORE =
  /(?:\$|€|£|قیمت|بودجه|سرمایه|درآمد|فروش|price|budget|revenue|sales|capital|cost)\s*:?\s*$/iu;
const IRANIAN_PHONE = /^(?:(?:0098|98|0)?9\d{9}|0[1-8]\d{9}|(?:0098|98)[1-8]\d{9})$/;

function isPhone(view: string, start: number, run: string): boolean {
  const digits = run.replace(/\D/g, '');
  if (digits.length < 8) return false;
  if (IRANIAN_PHONE.test(digits)) return true;
  const trimmed = run.replace(/^[(+]+|[).,]+$/g, '');
  if (DATE.test(trimmed)) return false;
  if (run.startsWith('+') || digits.startsWith('00')) return true;
  const tokens = trimmed
    .split(TOKEN_SPLIT)
    .map((token) => token.replace(/^[.,٫٬]+|[.,٫٬]+$/g, ''))
    .filter(Boolean);
  // Digits spread one at a time (0 9 1 2 ...) are a phone being hidden, not a list of numbers.
  if (tokens.filter((token) => token.length === 1).length >= 4) return true;
  const amount =
    AMOUNT_AFTER.test(view.slice(start + run.length)) ||
    AMOUNT_BEFORE.test(view.slice(Math.max(0, start - 20), start));
  // One unbroken number that has none of the phone shapes above is a quantity or an identifier
  // (a population, a year's sales, an order number), except ten digits from 1-8 (a landline
  // written without its 0) and eight digits that are no amount and not round (a city number).
  if (/^[1-9]\d*$/.test(run)) {
    if (/^[1-8]\d{9}$/.test(run)) return true;
    return run.length === 8 && !amount && !/000$/.test(run);
  }
  // Thousands grouped by spaces, as Persian often writes them ('۱۲ ۵۰۰ ۰۰۰ تومان'), next to a
  // currency or price word.
  if (
    amount &&
    /^[1-9]\d{0,2}(?:[ \u00a0\u2009\u202f]\d{3})+$/.test(trimmed) &&
    tokens.length > 1
  ) {
    return false;
  }
  return tokens.some(
    (token) =>
      !GROUPED.test(token) &&
      !SHORT.test(token) &&
      // A plain number that is an amount ('15000000 تومان'); one that starts with 0 never is.
      !(amount && /^[1-9][\d.,٬]*$/.test(token)),
  );
}

function phones(view: View): Span[] {
  const spans: Span[] = [];
  for (const match of view.text.matchAll(DIGIT_RUN)) {
    let run = match[0];
    let start = match.index;
    // A parenthesis the run opened or closed without its pair is not part of the number.
    if (run.startsWith('(') && !run.includes(')')) {
      run = run.slice(1);
      start += 1;
    }
    if (isPhone(view.text, start, run)) spans.push([start, start + run.length]);
  }
  return spans;
}

// --- E-mails --------------------------------------------------------------------------------

const TLD =
  '(?:com|net|org|ir|io|co|me|info|biz|edu|gov|ac|app|dev|ai|xyz|uk|de|tr|ae|email|online|site|کام|نت|ارگ|آی\\s?آر|ای\\s?آر)';
const PROVIDER =
  '(?:gmail|googlemail|yahoo|ymail|outlook|hotmail|live|icloud|proton(?:mail)?|chmail|mail|جیمیل|یاهو)';
const LOCAL = '[A-Za-z0-9][A-Za-z0-9._%+\\-]*';
const LABEL = '[A-Za-z0-9\\-]+';
const BRACKETED = (words: string) => `[\\[({<]\\s*(?:${words})\\s*[\\])}>]`;
const AT = `(?:\\s*@\\s*|\\s*${BRACKETED('at|آت|اَت|ات')}\\s*|\\s+(?:at|AT|آت|اَت|ات)\\s+)`;
const DOT = `(?:\\s*\\.\\s*|\\s*${BRACKETED('dot|دات|نقطه')}\\s*|\\s+(?:dot|DOT|دات|نقطه)\\s+)`;
const EMAILS = [
  // name@example.com, as written.
  new RegExp(`${LOCAL}\\s*@\\s*${LABEL}(?:\\.${LABEL})*\\.[A-Za-z]{2,12}(?![A-Za-z])`, 'gu'),
  // name at example dot com, name [at] gmail [dot] com, name آت gmail دات کام.
  new RegExp(`(?<![\\p{L}\\p{N}])${LOCAL}${AT}(?:${LABEL}${DOT})+${TLD}(?![\\p{L}\\p{N}])`, 'giu'),
  // name at gmail, name@gmail: a known provider needs no '.com'.
  new RegExp(`(?<![\\p{L}\\p{N}])${LOCAL}${AT}${PROVIDER}(?![\\p{L}\\p{N}])`, 'giu'),
];

// --- Messengers: links, @handles, and a handle named after its messenger ---------------------

const MESSENGER_HOSTS =
  '(?:t|telegram|telegram\\.dog|wa|whatsapp|api\\.whatsapp|chat\\.whatsapp|instagram|instagr|eitaa|ble|bale|rubika|splus|sapp|soroush|signal|facebook|fb|m\\.me|linkedin|twitter|x|threads|virgool|aparat|discord|discord\\.gg|skype|viber|snapchat|tiktok)';
const SLASH = '(?:\\s*/\\s*|\\s+(?:slash|اسلش)\\s+)';
const LINK = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:https?\\s*:\\s*//\\s*)?(?:www\\.)?${MESSENGER_HOSTS}${DOT}(?:me|com|ir|am|org|gg|group|link|dog|net|in)${SLASH}[A-Za-z0-9_+.\\-#/?=%~]+`,
  'giu',
);
// '@handle' (not an e-mail's '@', which has a name before it); '@ handle' too when it looks like
// one (a digit, '_' or '.' in it), so that 'the @ sign' stays.
const AT_HANDLE =
  /(?<![A-Za-z0-9._%+-])@(?:[A-Za-z0-9_][A-Za-z0-9_.]{2,31}|\s(?=[A-Za-z0-9_.]*[0-9_.][A-Za-z0-9])[A-Za-z0-9_][A-Za-z0-9_.]{2,31})/gu;
const MESSENGERS =
  '(?:telegram|telegeram|tg|whats\\s?app|whatsapp|wa|insta|instagram|ig|eitaa|eita|bale|rubika|soroush|signal|viber|skype|wechat|discord|snapchat|تلگرام|تلگram|واتس\\s?اپ|واتساپ|واتس‌اپ|اینستاگرام|اینستا|ایتا|بله|روبیکا|سروش|سیگنال|ایمو|وایبر|اسکایپ|دیسکورد)';
// Words that name a handle, so what follows them is one ('telegram id alireza').
const ID_WORDS = '(?:id|user\\s?name|handle|آیدی|ایدی|آی\\s?دی|یوزرنیم|یوزر|شناسه)';
// Words that name where a handle is, but also the things themselves ('a Telegram channel
// with 12,000 members'): a handle follows them only after a colon.
const PLACE_WORDS = '(?:account|page|channel|group|اکانت|پیج|کانال|گروه)';
// 'my', 'our' between the messenger and the colon: 'پیج اینستاگرام ما: alireza.shop'.
const OWNER_WORDS = '(?:ما|من|my|our|mine)';
const HANDLE = '@?[A-Za-z][A-Za-z0-9_.]{2,31}';
// After a messenger's name and a colon or 'id': any handle ('telegram: alireza'). Without
// them, only what looks like a handle, with a digit, '_' or '.' ('insta ali.reza'), so that
// 'Instagram ads' and 'تلگرام و اینستاگرام' stay.
const NAMED_HANDLES = [
  new RegExp(
    `(?<![\\p{L}])${MESSENGERS}(?:\\s*(?:${ID_WORDS}|${PLACE_WORDS}))?(?:\\s+${OWNER_WORDS})?\\s*(?:[:=：\\-–]|\\s(?:is|=|:)\\s)\\s*${HANDLE}`,
    'giu',
  ),
  new RegExp(`(?<![\\p{L}])${MESSENGERS}\\s*${ID_WORDS}\\s*:?\\s*${HANDLE}`, 'giu'),
  new RegExp(
    `(?<![\\p{L}])${MESSENGERS}(?:\\s+(?:as|me|at|on|در|به|با))?\\s+@?(?=[A-Za-z0-9_.]*[A-Za-z])(?=[A-Za-z0-9_.]*[0-9_.][A-Za-z0-9])[A-Za-z0-9][A-Za-z0-9_.]{2,31}`,
    'giu',
  ),
];

function matches(view: View, patterns: RegExp[]): Span[] {
  return patterns.flatMap((pattern) =>
    [...view.text.matchAll(pattern)].map((match): Span => [
      match.index,
      match.index + match[0].length,
    ]),
  );
}

/**
 * Replaces every phone number, e-mail address and messenger handle or link in `text` with
 * CONTACT_MASK, and says how many it replaced. Everything else is left exactly as written.
 */
export function maskContacts(text: string): Masked {
  if (!text) return { text, masked: 0 };
  const plain = viewOf(text);
  const words = rewrite(plain, DIGIT_WORD, (word) => DIGIT_WORDS[word.toLowerCase()] ?? word);
  const spans = [
    ...matches(plain, [...EMAILS, LINK, AT_HANDLE, ...NAMED_HANDLES]).map(
      ([start, end]): [number, number] => [plain.from[start]!, plain.to[end - 1]!],
    ),
    ...phones(words).map(([start, end]): [number, number] => [
      words.from[start]!,
      words.to[end - 1]!,
    ]),
  ].sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  // Overlapping finds (an e-mail's '@domain' is also an @handle) are one contact.
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  let out = '';
  let at = 0;
  for (const [start, end] of merged) {
    out += text.slice(at, start) + CONTACT_MASK;
    at = end;
  }
  return { text: out + text.slice(at), masked: merged.length };
}

/** The text as a viewer may read it: as written for `open`, else with contact details masked. */
export function contactsFor(text: string, open: boolean): string {
  return open ? text : maskContacts(text).text;
}

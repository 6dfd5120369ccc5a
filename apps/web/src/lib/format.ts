import { toLatinDigits, toPersianDigits } from '@ideabazaar/shared/persian/digits';
import { formatJalaliDate } from '@ideabazaar/shared/persian/jalali';
import { formatSignedToman, formatToman, groupDigits } from '@ideabazaar/shared/persian/money';
import type { Language } from '@ideabazaar/shared/i18n/language';
import { useClientState } from './client-state';
import { i18n } from './i18n';

// 'YYYY-MM-DD HH:mm' on Tehran's clock, like the Jalali dates of the Persian side.
const dateTimeEn = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
// Tehran's calendar day and clock time, for 'today' and a message's time.
const dayOfTehran = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Tehran',
  dateStyle: 'short',
});
const timeOfTehran = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Tehran',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

// Embeddings, overrides and isolates a person typed would escape the isolate around their text
// and reorder the sentence (an offer's amount shown backwards): they are dropped.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * What a person wrote, set inside one of the app's sentences: isolated (U+2068 … U+2069) so that
 * its own direction holds and cannot reorder the sentence around it (an English name in a
 * Persian line, a Persian title in an English one).
 */
export const isolate = (text: string) => `\u2068${text.replace(BIDI_CONTROLS, '')}\u2069`;

/** A member as others see them: the name they gave, or 'User {id}' when they gave none. */
export interface MemberName {
  id: string | number;
  name: string | null;
}

/** What a price shows: an item marked negotiable reads 'Negotiable' whatever number it holds. */
export interface Priced {
  price: number | null;
  negotiable: boolean;
}

/** Numbers, dates and prices that follow the language: Persian digits and Jalali dates in Persian. */
export function formatters(language: Language) {
  /** A number, or a string's digits (a saved phone, a reference), in the reader's digits. */
  const number = (value: number | string) =>
    language === 'fa' ? toPersianDigits(String(value)) : toLatinDigits(String(value));
  return {
    number,
    date: (date: Date) =>
      language === 'fa'
        ? formatJalaliDate(date, { persianDigits: true })
        : date.toISOString().slice(0, 10),
    /** A moment with its time on Tehran's clock: Jalali with Persian digits in Persian. */
    dateTime: (date: Date) =>
      language === 'fa'
        ? formatJalaliDate(date, { persianDigits: true, withTime: true })
        : dateTimeEn.format(date),
    /** The time of day on Tehran's clock, 'HH:mm'. */
    time: (date: Date) => {
      const text = timeOfTehran.format(date);
      return language === 'fa' ? toPersianDigits(text) : text;
    },
    /** Whether two moments fall on the same day in Tehran. */
    sameDay: (a: Date, b: Date) => dayOfTehran.format(a) === dayOfTehran.format(b),
    money: (amount: number) => formatToman(amount, language),
    /** A movement of money with its sign at the left of the digits in both languages. */
    signedMoney: (amount: number) => formatSignedToman(amount, language),
    /** A whole number with digit grouping and no unit: '1,200,000', '۱٬۲۰۰٬۰۰۰'. */
    grouped: (value: number) => groupDigits(Math.trunc(value), language),
    /** A size in bytes with its unit in the language: '1.5 MB', '۱٫۵ مگابایت'. */
    fileSize: (bytes: number) => {
      const [amount, unit] =
        bytes >= 1024 * 1024
          ? [(bytes / (1024 * 1024)).toFixed(1), 'megabytes']
          : bytes >= 1024
            ? [String(Math.ceil(bytes / 1024)), 'kilobytes']
            : [String(bytes), 'bytes'];
      const shown = language === 'fa' ? number(amount.replace('.', '\u066B')) : amount;
      return i18n.t(`common:size.${unit}`, { lng: language, amount: shown });
    },
    /** How much of a limit is used, in the language: '12/300', '۱۲ از ۳۰۰'. */
    counter: (used: number, max: number) =>
      i18n.t('common:counter', { lng: language, used: number(used), max: number(max) }),
    /** A member's name: theirs, or 'User {id}' in the language. */
    member: (member: MemberName) =>
      member.name ?? i18n.t('common:member', { lng: language, id: number(member.id) }),
    /**
     * An item's price (a need's budget) in money, 'Negotiable' when it is negotiable (never '0',
     * PRODUCT.md section 5), or null when none is set.
     */
    price: (item: Priced): string | null => {
      if (item.negotiable) return i18n.t('common:negotiable', { lng: language });
      return item.price === null ? null : formatToman(item.price, language);
    },
  };
}

export function useFormat() {
  return formatters(useClientState((state) => state.language));
}

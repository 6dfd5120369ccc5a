import { toPersianDigits } from '@ideabazaar/shared/persian/digits';
import { formatJalaliDate } from '@ideabazaar/shared/persian/jalali';
import type { Language } from '@ideabazaar/shared/i18n/language';

/**
 * A certificate's moment in both calendars: the Jalali date and time on Tehran's clock, and the
 * Gregorian one in UTC as it was signed (what a verifier compares), both in the language's digits.
 * A moment that is no date (a hand-made file) is shown as written rather than breaking the page.
 */
export function certificateDates(iso: string, language: Language) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { jalali: iso, gregorian: iso };
  const gregorian = `${date.toISOString().slice(0, 19).replace('T', ' ')}`;
  try {
    return {
      jalali: formatJalaliDate(date, { persianDigits: language === 'fa', withTime: true }),
      gregorian: language === 'fa' ? toPersianDigits(gregorian) : gregorian,
    };
  } catch {
    return { jalali: iso, gregorian };
  }
}

/** One short date for a line of text: Jalali in Persian, Gregorian in English. */
export function shortDate(iso: string, language: Language): string {
  const dates = certificateDates(iso, language);
  return language === 'fa' ? dates.jalali : `${dates.gregorian} UTC`;
}

import { toPersianDigits } from '@ideabazaar/shared/persian/digits';
import { formatJalaliDate } from '@ideabazaar/shared/persian/jalali';
import { formatToman } from '@ideabazaar/shared/persian/money';
import type { Language } from '@ideabazaar/shared/i18n/language';
import { useClientState } from './client-state';

/** Numbers, dates and prices that follow the language: Persian digits and Jalali dates in Persian. */
export function formatters(language: Language) {
  return {
    number: (value: number | string) =>
      language === 'fa' ? toPersianDigits(String(value)) : String(value),
    date: (date: Date) =>
      language === 'fa'
        ? formatJalaliDate(date, { persianDigits: true })
        : date.toISOString().slice(0, 10),
    money: (amount: number) => formatToman(amount, language),
  };
}

export function useFormat() {
  return formatters(useClientState((state) => state.language));
}

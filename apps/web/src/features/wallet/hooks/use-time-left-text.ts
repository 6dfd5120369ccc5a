import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { timeLeft } from '@/lib/time-left';

/**
 * 'in 2 days 3 hours' (or '3 hours 20 minutes' within a day) until a moment, in the reader's
 * digits; 'any moment now' once it has come and the server has not caught up yet.
 */
export function useTimeLeftText() {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  return (until: string, now = new Date()) => {
    const left = timeLeft(new Date(until), now);
    if (!left) return t('time.passed');
    const units = left.days > 0 ? (['days', 'hours'] as const) : (['hours', 'minutes'] as const);
    const parts = units
      .filter((unit) => left[unit] > 0)
      .map((unit) => t(`time.${unit}`, { count: left[unit], value: format.number(left[unit]) }));
    return t('time.left', { time: parts.join(' ') });
  };
}

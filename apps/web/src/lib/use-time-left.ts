import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { timeLeft } from '@/lib/time-left';

/**
 * '2 days 3 hours' (or '3 hours 20 minutes' within a day) until a moment, in the reader's
 * language and digits; null once it has passed. Each screen says it in its own sentence.
 */
export function useTimeLeft() {
  const { t } = useTranslation('common');
  const format = useFormat();
  return (until: string, now = new Date()): string | null => {
    const left = timeLeft(new Date(until), now);
    if (!left) return null;
    const units = left.days > 0 ? (['days', 'hours'] as const) : (['hours', 'minutes'] as const);
    return units
      .filter((unit) => left[unit] > 0)
      .map((unit) => t(`duration.${unit}`, { count: left[unit], value: format.number(left[unit]) }))
      .join(' ');
  };
}

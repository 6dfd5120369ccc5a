import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { timeLeft } from '@/lib/time-left';

/** 'in 2 days 3 hours' until a moment, in the reader's digits; null once it has passed. */
export function useTimeLeftText() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (until: string, now = new Date()): string | null => {
    const left = timeLeft(new Date(until), now);
    if (!left) return null;
    const units = left.days > 0 ? (['days', 'hours'] as const) : (['hours', 'minutes'] as const);
    const parts = units
      .filter((unit) => left[unit] > 0)
      .map((unit) =>
        t(`disputes.units.${unit}`, { count: left[unit], value: format.number(left[unit]) }),
      );
    return t('disputes.left', { time: parts.join(' ') });
  };
}

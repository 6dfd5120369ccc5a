import { useTranslation } from 'react-i18next';
import { useTimeLeft } from '@/lib/use-time-left';

/**
 * 'in 2 days 3 hours' (or '3 hours 20 minutes' within a day) until a moment, in the reader's
 * digits; 'any moment now' once it has come and the server has not caught up yet.
 */
export function useTimeLeftText() {
  const { t } = useTranslation('wallet');
  const timeLeft = useTimeLeft();
  return (until: string, now = new Date()) => {
    const time = timeLeft(until, now);
    return time === null ? t('time.passed') : t('time.left', { time });
  };
}

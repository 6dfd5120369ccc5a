import { useCallback, useEffect, useState } from 'react';

/** Seed section 9: a new code can be asked for 60 s after the last one. */
export const RESEND_SECONDS = 60;
const TICK_MS = 250;

export interface Countdown {
  /** True during the countdown: the resend control is disabled. */
  waiting: boolean;
  /** The seconds shown as '00:SS': 59 down to 0 while waiting, 59 at rest (seed section 4). */
  seconds: number;
  start(): void;
}

/** The resend countdown, measured on the clock so that a slow tab does not stretch it. */
export function useCountdown(total = RESEND_SECONDS): Countdown {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= endsAt) setEndsAt(null);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback(() => {
    const time = Date.now();
    setNow(time);
    setEndsAt(time + total * 1000);
  }, [total]);

  const remaining = endsAt === null ? 0 : Math.max(0, endsAt - now);
  const waiting = remaining > 0;
  const seconds = waiting ? Math.min(total - 1, Math.ceil(remaining / 1000) - 1) : total - 1;
  return { waiting, seconds, start };
}

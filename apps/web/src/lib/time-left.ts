/** What is left until a moment, in whole units, for 'released in 2 days 3 hours'. */
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
}

/**
 * The time from `now` until `until`, rounded up to the minute (a hold ending in 30 seconds still
 * shows one minute), or null once it has passed.
 */
export function timeLeft(until: Date, now: Date = new Date()): TimeLeft | null {
  const milliseconds = until.getTime() - now.getTime();
  if (!(milliseconds > 0)) return null;
  const totalMinutes = Math.ceil(milliseconds / 60_000);
  return {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
  };
}

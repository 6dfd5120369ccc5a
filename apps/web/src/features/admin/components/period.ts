// The dashboard's period: whole days of Tehran's calendar, 'YYYY-MM-DD', both ends included.

const tehranDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tehran', dateStyle: 'short' });

/** Today in Tehran. */
export const todayInTehran = (now: Date = new Date()) => tehranDay.format(now);

/** The day `days` after (or before, negative) a day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last `days` days up to today in Tehran. */
export const lastDays = (days: number, now: Date = new Date()) => {
  const to = todayInTehran(now);
  return { from: addDays(to, 1 - days), to };
};

/** A Tehran day as a moment inside it (its noon), for the formatters. */
export const middayOf = (day: string) => new Date(`${day}T12:00:00+03:30`);

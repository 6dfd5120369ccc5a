import { toJalaali } from 'jalaali-js';
import { toPersianDigits } from './digits';

export interface JalaliFormatOptions {
  /** Writes ۱۴۰۵/۰۱/۰۱ instead of 1405/01/01. */
  persianDigits?: boolean;
  /** Appends the time as ' HH:mm' on a 24-hour clock. */
  withTime?: boolean;
  /** The IANA time zone whose calendar day and clock are shown; 'Asia/Tehran' by default. */
  timeZone?: string;
}

type WallClockField = 'year' | 'month' | 'day' | 'hour' | 'minute';

// Formatters are costly to build and a page formats many dates, always in the same few zones.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

// The Date's own local fields would follow the host's zone, which is UTC on the server and
// anything in a browser abroad; reading them in a named zone gives every reader the same day.
function wallClock(date: Date, timeZone: string): Record<WallClockField, number> {
  const parts = formatterFor(timeZone).formatToParts(date);
  const field = (type: WallClockField) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Writes a moment as a Jalali date 'YYYY/MM/DD', or 'YYYY/MM/DD HH:mm' with `withTime`, as the
 * calendar and clock read in `timeZone` (Tehran unless given). Throws a RangeError for an invalid
 * Date, an unknown time zone, or a day outside the Jalali years -61 to 3177.
 */
export function formatJalaliDate(date: Date, options: JalaliFormatOptions = {}): string {
  const { persianDigits = false, withTime = false, timeZone = 'Asia/Tehran' } = options;
  const clock = wallClock(date, timeZone);
  const { jy, jm, jd } = toJalaali(clock.year, clock.month, clock.day);
  const day = `${jy}/${twoDigits(jm)}/${twoDigits(jd)}`;
  const text = withTime ? `${day} ${twoDigits(clock.hour)}:${twoDigits(clock.minute)}` : day;
  return persianDigits ? toPersianDigits(text) : text;
}

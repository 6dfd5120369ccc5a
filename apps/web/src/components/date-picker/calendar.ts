import {
  d2g,
  d2j,
  g2d,
  j2d,
  jalaaliMonthLength,
  MAX_JALAALI_YEAR,
  MIN_JALAALI_YEAR,
} from 'jalaali-js';

/**
 * The date picker's calendars (seed section 9): Jalali (Persian) and Gregorian. A day is held as
 * its Julian Day Number, so both calendars share one arithmetic and convert through it.
 */
export type CalendarKind = 'jalali' | 'gregorian';

export interface CalendarDate {
  year: number;
  /** 1-12; 1 is Farvardin in the Jalali calendar and January in the Gregorian. */
  month: number;
  day: number;
}

/** A picked moment: a day (Julian Day Number) and a time on the clock. */
export interface Moment {
  day: number;
  hour: number;
  minute: number;
}

/** Seed section 9: the picker's defaults. */
export const DATE_PICKER_DEFAULTS = {
  format: 'YYYY-MM-DD HH:mm',
  displayFormat: 'YYYY-MM-DD',
  editable: false,
  autoSubmit: false,
  color: '#86BB47',
  minuteStep: 1,
  /** The picker opens as a popover only in a window wider than this; full screen otherwise. */
  popoverMinWidth: 480,
  /** With no min or max, the year list starts here (the Persian calendar) ... */
  persianYearStart: 1300,
  /** ... and holds this many years. */
  yearSpan: 150,
} as const;

/**
 * The Gregorian year list starts where the Persian one does: Jalali 1300 began in March 1921, so
 * both calendars offer the same stretch of time.
 */
const GREGORIAN_YEAR_START = 1921;

/** The years each calendar can show: jalaali-js is exact for Jalaali years -61 to 3177. */
export const yearLimits: Record<CalendarKind, { min: number; max: number }> = {
  jalali: { min: MIN_JALAALI_YEAR, max: MAX_JALAALI_YEAR },
  gregorian: { min: 1, max: 9999 },
};

const GREGORIAN_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isGregorianLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function monthLength(kind: CalendarKind, year: number, month: number): number {
  if (kind === 'jalali') return jalaaliMonthLength(year, month);
  return month === 2 && isGregorianLeap(year) ? 29 : (GREGORIAN_DAYS[month - 1] ?? 30);
}

/** The Julian Day Number of a date in a calendar. */
export function dayOf(kind: CalendarKind, date: CalendarDate): number {
  return kind === 'jalali'
    ? j2d(date.year, date.month, date.day)
    : g2d(date.year, date.month, date.day);
}

/** A Julian Day Number as a date in a calendar. */
export function dateIn(kind: CalendarKind, day: number): CalendarDate {
  if (kind === 'jalali') {
    const { jy, jm, jd } = d2j(day);
    return { year: jy, month: jm, day: jd };
  }
  const { gy, gm, gd } = d2g(day);
  return { year: gy, month: gm, day: gd };
}

/** 0 is Sunday, 6 Saturday. */
export const weekdayOf = (day: number) => (day + 1) % 7;

/** The Persian week starts on Saturday, the English one on Sunday. */
export const weekStartOf = (kind: CalendarKind) => (kind === 'jalali' ? 6 : 0);

export const isSupportedYear = (kind: CalendarKind, year: number) =>
  year >= yearLimits[kind].min && year <= yearLimits[kind].max;

/** The days of a month laid out in weeks: null for the blanks before the first day. */
export function monthGrid(kind: CalendarKind, year: number, month: number): (number | null)[] {
  const first = dayOf(kind, { year, month, day: 1 });
  const blanks = (weekdayOf(first) - weekStartOf(kind) + 7) % 7;
  const days = Array.from({ length: monthLength(kind, year, month) }, (_, index) => first + index);
  return [...Array.from({ length: blanks }, () => null), ...days];
}

/** The month `delta` months away, or null past the calendar's supported years. */
export function shiftMonth(
  kind: CalendarKind,
  at: { year: number; month: number },
  delta: number,
): { year: number; month: number } | null {
  const index = at.year * 12 + (at.month - 1) + delta;
  const year = Math.floor(index / 12);
  const next = { year, month: index - year * 12 + 1 };
  return isSupportedYear(kind, next.year) ? next : null;
}

/**
 * The years the picker lists: from the minimum's year to the maximum's; with neither, from 1300
 * in the Persian calendar (1921 in the Gregorian) over 150 years. Always within the calendar.
 */
export function yearRange(kind: CalendarKind, bounds: { min?: number; max?: number } = {}) {
  const limits = yearLimits[kind];
  const span = DATE_PICKER_DEFAULTS.yearSpan;
  const fallback = kind === 'jalali' ? DATE_PICKER_DEFAULTS.persianYearStart : GREGORIAN_YEAR_START;
  const minYear = bounds.min === undefined ? undefined : dateIn(kind, bounds.min).year;
  const maxYear = bounds.max === undefined ? undefined : dateIn(kind, bounds.max).year;
  const start = Math.max(limits.min, minYear ?? (maxYear ?? fallback + span - 1) - span + 1);
  const end = Math.min(limits.max, maxYear ?? start + span - 1);
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, index) => start + index);
}

const pad = (value: number, length = 2) =>
  `${value < 0 ? '-' : ''}${String(Math.abs(value)).padStart(length, '0')}`;

/** The value format 'YYYY-MM-DD HH:mm', always Gregorian with Latin digits. */
export function formatValue(moment: Moment): string {
  const { year, month, day } = dateIn('gregorian', moment.day);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)} ${pad(moment.hour)}:${pad(moment.minute)}`;
}

/** Reads 'YYYY-MM-DD HH:mm' (or a bare 'YYYY-MM-DD', at 00:00); null for anything else. */
export function parseValue(value: string | null | undefined): Moment | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > monthLength('gregorian', year, month))
    return null;
  if (hour > 23 || minute > 59) return null;
  return { day: dayOf('gregorian', { year, month, day }), hour, minute };
}

/** The display format 'YYYY-MM-DD' in the calendar shown (Latin digits; the caller localises). */
export function formatDisplay(kind: CalendarKind, day: number): string {
  const date = dateIn(kind, day);
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** The Julian Day Number of a Date's local calendar day. */
export const dayOfDate = (date: Date) =>
  g2d(date.getFullYear(), date.getMonth() + 1, date.getDate());

/** The minutes a minute list offers: 0 to 59 in steps. */
export const minuteOptions = (step: number) =>
  Array.from({ length: Math.ceil(60 / Math.max(1, step)) }, (_, index) => index * step);

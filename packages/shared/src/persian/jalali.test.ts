import { describe, expect, it } from 'vitest';
import { formatJalaliDate } from './jalali';

describe('formatJalaliDate', () => {
  it('writes Nowruz of known years', () => {
    expect(formatJalaliDate(new Date('2026-03-21T12:00:00Z'))).toBe('1405/01/01');
    expect(formatJalaliDate(new Date('2024-03-20T12:00:00Z'))).toBe('1403/01/01');
    expect(formatJalaliDate(new Date('2025-03-21T12:00:00Z'))).toBe('1404/01/01');
  });

  it('writes the last day of a leap year and of a common year', () => {
    expect(formatJalaliDate(new Date('2025-03-20T12:00:00Z'))).toBe('1403/12/30');
    expect(formatJalaliDate(new Date('2026-03-20T12:00:00Z'))).toBe('1404/12/29');
  });

  it('pads month and day to two digits', () => {
    expect(formatJalaliDate(new Date('2016-04-11T12:00:00Z'))).toBe('1395/01/23');
    expect(formatJalaliDate(new Date('2025-12-21T12:00:00Z'))).toBe('1404/09/30');
  });

  it('reads the day in Tehran by default, whatever the host zone', () => {
    const tehranMidnightPastNowruz = new Date('2024-03-19T21:00:00Z');
    expect(formatJalaliDate(tehranMidnightPastNowruz, { withTime: true })).toBe('1403/01/01 00:30');
    expect(formatJalaliDate(new Date('2026-03-20T20:29:00Z'), { withTime: true })).toBe(
      '1404/12/29 23:59',
    );
    expect(formatJalaliDate(new Date('2026-03-20T20:30:00Z'), { withTime: true })).toBe(
      '1405/01/01 00:00',
    );
  });

  it("follows Tehran's clock changes from the time zone database", () => {
    expect(formatJalaliDate(new Date('2021-06-01T00:00:00Z'), { withTime: true })).toBe(
      '1400/03/11 04:30',
    );
    expect(formatJalaliDate(new Date('2023-06-01T00:00:00Z'), { withTime: true })).toBe(
      '1402/03/11 03:30',
    );
  });

  it('reads the day in another zone when asked', () => {
    const moment = new Date('2024-03-19T21:00:00Z');
    expect(formatJalaliDate(moment, { timeZone: 'UTC', withTime: true })).toBe('1402/12/29 21:00');
    expect(formatJalaliDate(moment, { timeZone: 'America/New_York', withTime: true })).toBe(
      '1402/12/29 17:00',
    );
  });

  it('writes the time on a 24-hour clock with midnight as 00', () => {
    expect(formatJalaliDate(new Date('2024-07-01T20:30:00Z'), { withTime: true })).toBe(
      '1403/04/12 00:00',
    );
    expect(formatJalaliDate(new Date('2024-07-01T19:35:00Z'), { withTime: true })).toBe(
      '1403/04/11 23:05',
    );
  });

  it('writes Persian digits when asked', () => {
    const moment = new Date('2026-03-21T12:00:00Z');
    expect(formatJalaliDate(moment, { persianDigits: true })).toBe('۱۴۰۵/۰۱/۰۱');
    expect(formatJalaliDate(moment, { persianDigits: true, withTime: true })).toBe(
      '۱۴۰۵/۰۱/۰۱ ۱۵:۳۰',
    );
  });

  it('throws a RangeError for an invalid date or an unknown time zone', () => {
    expect(() => formatJalaliDate(new Date('not a date'))).toThrow(RangeError);
    expect(() => formatJalaliDate(new Date(), { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });

  it('throws a RangeError for a day outside the Jalali calendar range', () => {
    expect(() => formatJalaliDate(new Date('0400-01-01T00:00:00Z'))).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import {
  dateIn,
  dayOf,
  formatDisplay,
  formatValue,
  monthGrid,
  monthLength,
  parseValue,
  shiftMonth,
  weekdayOf,
  yearRange,
} from './calendar';

describe('the picker calendars', () => {
  it('convert a day between the Jalali and Gregorian calendars', () => {
    const nowruz = dayOf('jalali', { year: 1403, month: 1, day: 1 });
    expect(dateIn('gregorian', nowruz)).toEqual({ year: 2024, month: 3, day: 20 });
    expect(formatDisplay('jalali', nowruz)).toBe('1403-01-01');
    expect(formatDisplay('gregorian', nowruz)).toBe('2024-03-20');
    // Wednesday
    expect(weekdayOf(nowruz)).toBe(3);
  });

  it('know the month lengths, leap years included', () => {
    expect(monthLength('jalali', 1403, 1)).toBe(31);
    expect(monthLength('jalali', 1403, 7)).toBe(30);
    expect(monthLength('jalali', 1403, 12)).toBe(30);
    expect(monthLength('jalali', 1402, 12)).toBe(29);
    expect(monthLength('gregorian', 2024, 2)).toBe(29);
    expect(monthLength('gregorian', 1900, 2)).toBe(28);
  });

  it('lay a Persian month out from Saturday and an English one from Sunday', () => {
    // Farvardin 1403 starts on a Wednesday: four blanks after Saturday.
    const persian = monthGrid('jalali', 1403, 1);
    expect(persian.slice(0, 5).map((day) => day !== null)).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(persian.filter((day) => day !== null)).toHaveLength(31);
    // March 2024 starts on a Friday: five blanks after Sunday.
    expect(
      monthGrid('gregorian', 2024, 3).indexOf(dayOf('gregorian', { year: 2024, month: 3, day: 1 })),
    ).toBe(5);
  });

  it('list 150 years from 1300 in the Persian calendar when there is no minimum or maximum', () => {
    const years = yearRange('jalali');
    expect(years).toHaveLength(150);
    expect(years[0]).toBe(1300);
    expect(years.at(-1)).toBe(1449);
    const gregorian = yearRange('gregorian');
    expect([gregorian[0], gregorian.length]).toEqual([1921, 150]);
  });

  it('start and end the year list at the minimum and maximum', () => {
    const min = dayOf('jalali', { year: 1400, month: 6, day: 1 });
    const max = dayOf('jalali', { year: 1405, month: 1, day: 1 });
    expect(yearRange('jalali', { min, max })).toEqual([1400, 1401, 1402, 1403, 1404, 1405]);
    expect(yearRange('jalali', { min })[0]).toBe(1400);
    expect(yearRange('jalali', { min })).toHaveLength(150);
  });

  it('support the Jalaali years -61 to 3177 and stop there', () => {
    expect(formatDisplay('jalali', dayOf('jalali', { year: 3177, month: 12, day: 1 }))).toBe(
      '3177-12-01',
    );
    expect(shiftMonth('jalali', { year: 3177, month: 12 }, 1)).toBeNull();
    expect(shiftMonth('jalali', { year: -61, month: 1 }, -1)).toBeNull();
    expect(shiftMonth('jalali', { year: -61, month: 1 }, 1)).toEqual({ year: -61, month: 2 });
    expect(shiftMonth('jalali', { year: 1403, month: 12 }, 1)).toEqual({ year: 1404, month: 1 });
    expect(
      yearRange('jalali', { min: dayOf('jalali', { year: 3100, month: 1, day: 1 }) }).at(-1),
    ).toBe(3177);
  });

  it("reads and writes the value format 'YYYY-MM-DD HH:mm'", () => {
    const moment = parseValue('2024-03-20 09:05');
    expect(moment).toEqual({
      day: dayOf('gregorian', { year: 2024, month: 3, day: 20 }),
      hour: 9,
      minute: 5,
    });
    expect(formatValue(moment!)).toBe('2024-03-20 09:05');
    expect(parseValue('2024-03-20')).toMatchObject({ hour: 0, minute: 0 });
    expect(parseValue('2023-02-29 10:00')).toBeNull();
    expect(parseValue('20/03/2024')).toBeNull();
    expect(parseValue('')).toBeNull();
  });
});

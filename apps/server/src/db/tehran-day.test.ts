import { describe, expect, it } from 'vitest';
import { SERVICE_TIME_ZONE, tehranToday } from './tehran-day';

describe('tehranToday', () => {
  it("turns at Tehran's midnight, not UTC's", () => {
    // Tehran is UTC+3:30 all year since 2022.
    expect(tehranToday(new Date('2026-03-20T20:29:59Z'))).toBe('2026-03-20');
    expect(tehranToday(new Date('2026-03-20T20:30:00Z'))).toBe('2026-03-21');
    expect(tehranToday(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('gives the day toLocaleDateString gives, as YYYY-MM-DD', () => {
    for (let hour = 0; hour < 24 * 400; hour += 7) {
      const at = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
      const day = tehranToday(at);
      expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(day).toBe(at.toLocaleDateString('en-CA', { timeZone: SERVICE_TIME_ZONE }));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left';

const now = new Date('2026-11-23T12:00:00Z');
const after = (minutes: number, seconds = 0) =>
  new Date(now.getTime() + minutes * 60_000 + seconds * 1000);

describe('the time left until a moment', () => {
  it('is split into days, hours and minutes', () => {
    expect(timeLeft(after(72 * 60), now)).toEqual({ days: 3, hours: 0, minutes: 0 });
    expect(timeLeft(after(26 * 60 + 5), now)).toEqual({ days: 1, hours: 2, minutes: 5 });
  });

  it('rounds a part of a minute up, so a moment still ahead never reads as none', () => {
    expect(timeLeft(after(0, 20), now)).toEqual({ days: 0, hours: 0, minutes: 1 });
  });

  it('is null once the moment has come', () => {
    expect(timeLeft(now, now)).toBeNull();
    expect(timeLeft(after(-5), now)).toBeNull();
    expect(timeLeft(new Date('not a date'), now)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { initialDeposit, presetsWithin } from './deposit-amount';

const bounds = { deposit_min: 10_000, deposit_max: 200_000_000 };

describe('the deposit form’s first amount', () => {
  it('is what a purchase is missing', () => {
    expect(initialDeposit(90_000, bounds)).toBe('90000');
  });

  it('is raised to the smallest deposit when less is missing, and capped at the largest', () => {
    expect(initialDeposit(3_000, bounds)).toBe('10000');
    expect(initialDeposit(500_000_000, bounds)).toBe('200000000');
  });

  it('is empty when nothing is asked, or the address holds no whole amount', () => {
    expect(initialDeposit(undefined, bounds)).toBe('');
    expect(initialDeposit(0, bounds)).toBe('');
    expect(initialDeposit(12.5, bounds)).toBe('');
  });
});

describe('the presets', () => {
  it('are only those inside the bounds', () => {
    expect(presetsWithin({ min: 100_000, max: 500_000 })).toEqual([100_000, 200_000, 500_000]);
  });
});

import { AMOUNT_MAX } from '@ideabazaar/shared/schemas/bounds';
import { describe, expect, it } from 'vitest';
import { checkAmount } from './amount';

describe('an amount the member types', () => {
  it.each([
    ['50000', 50_000],
    ['50,000', 50_000],
    ['۵۰٬۰۰۰', 50_000],
    ['۱۲۰ ۰۰۰', 120_000],
    [' 7 ', 7],
  ])('reads %j as %i tomans, like the server', (text, amount) => {
    expect(checkAmount(text)).toEqual({ amount });
  });

  it('is neither an amount nor an error while empty', () => {
    expect(checkAmount('')).toEqual({ empty: true });
    expect(checkAmount(' , ')).toEqual({ empty: true });
  });

  it.each(['12.5', '-100', '0', 'abc', '12a'])('refuses %j as not whole tomans', (text) => {
    expect(checkAmount(text)).toEqual({ issue: { code: 'amount_invalid' } });
  });

  it('refuses an amount past the largest one stored', () => {
    expect(checkAmount(String(AMOUNT_MAX))).toEqual({ amount: AMOUNT_MAX });
    expect(checkAmount(String(AMOUNT_MAX + 1))).toMatchObject({
      issue: { code: 'number_too_big' },
    });
  });

  it('applies the deposit bounds with the bound in the refusal', () => {
    const bounds = { min: 10_000, max: 200_000_000 };
    expect(checkAmount('9999', bounds)).toEqual({
      issue: { code: 'deposit_too_small', params: { minimum: 10_000 } },
    });
    expect(checkAmount('200000001', bounds)).toEqual({
      issue: { code: 'deposit_too_large', params: { maximum: 200_000_000 } },
    });
    expect(checkAmount('10000', bounds)).toEqual({ amount: 10_000 });
    expect(checkAmount('200,000,000', bounds)).toEqual({ amount: 200_000_000 });
  });
});

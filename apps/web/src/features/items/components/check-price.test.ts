import { describe, expect, it } from 'vitest';
import { checkPrice } from './PriceForm';

describe('the price as typed', () => {
  it.each([
    ['5000000', 5_000_000],
    ['5,000,000', 5_000_000],
    ['۵٬۰۰۰٬۰۰۰', 5_000_000],
    ['۵,۰۰۰,۰۰۰', 5_000_000],
    ['٥٠٠٠٠٠٠', 5_000_000],
    [' 5 000 000 ', 5_000_000],
  ])('reads %s as every amount field does', (text, value) => {
    expect(checkPrice(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'price_required'],
    ['٬', 'price_required'],
    ['5.5', 'numbers_only'],
    ['-5000', 'numbers_only'],
    ['5,000,', 'numbers_only'],
    ['abc', 'numbers_only'],
    ['99999999999999999999', 'price_too_high'],
  ])('refuses %j with %s', (text, code) => {
    expect(checkPrice(text)).toEqual({ ok: false, code });
  });
});

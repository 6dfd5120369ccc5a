import { describe, expect, it } from 'vitest';
import { errorOf } from '@/lib/api-client';
import { purchaseRefusal } from './purchase-refusal';

describe('a refused purchase', () => {
  it('reads the new price of price_changed', () => {
    const error = errorOf(409, {
      code: 'price_changed',
      message: 'The price of this idea has changed to 90000 Toman',
      params: { price: 90_000 },
    });
    expect(purchaseRefusal(error)).toEqual({ kind: 'price', price: 90_000 });
  });

  it("puts a voucher's refusal on the voucher, with its text", () => {
    const error = errorOf(422, {
      code: 'voucher_used_up',
      message: 'This voucher has been used up',
      errors: { voucher_code: ['This voucher has been used up'] },
      field_codes: { voucher_code: [{ code: 'voucher_used_up' }] },
    });
    expect(purchaseRefusal(error)).toEqual({ kind: 'voucher', text: expect.any(String) });
  });

  it('tells too little money from any other refusal, and leaves other failures alone', () => {
    expect(purchaseRefusal(errorOf(409, { code: 'insufficient_funds', message: '' }))).toEqual({
      kind: 'funds',
    });
    expect(purchaseRefusal(errorOf(409, { code: 'item_archived', message: '' }))).toEqual({
      kind: 'other',
      text: 'This idea is not for sale any more',
    });
    expect(purchaseRefusal(errorOf(500, { code: 'internal', message: 'Server Error' }))).toBeNull();
    expect(purchaseRefusal(new Error('offline'))).toBeNull();
  });
});

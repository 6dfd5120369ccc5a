import { ApiError } from '@/lib/api-client';

/** What a refused purchase leaves on the buy dialog; nothing moved in any of these cases. */
export type PurchaseRefusal =
  | { kind: 'price'; price: number }
  | { kind: 'funds' }
  | { kind: 'voucher'; text: string }
  | { kind: 'other'; text: string };

/**
 * The dialog's reading of a 409 or 422: the new price (price_changed), too little money, the
 * voucher's reason (on its field), or any other refusal as its text. Other failures are the
 * shared handling's.
 */
export function purchaseRefusal(error: unknown): PurchaseRefusal | null {
  if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 422)) return null;
  if (error.code === 'price_changed') {
    const price = Number(error.params?.price);
    if (Number.isSafeInteger(price) && price >= 0) return { kind: 'price', price };
  }
  if (error.code === 'insufficient_funds') return { kind: 'funds' };
  if (error.fieldCodes?.voucher_code || error.code?.startsWith('voucher_')) {
    return { kind: 'voucher', text: error.text() };
  }
  return { kind: 'other', text: error.text() };
}

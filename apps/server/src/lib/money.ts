import type { MemberRef } from '@ideabazaar/shared/schemas/wallet';
import { isErrorCode, type ErrorCode, type ErrorParams } from '@ideabazaar/shared/errors/codes';
import { raisedRefusal } from '../db/transaction';
import { AppError } from '../plugins/errors/app-error';

/** A 422 that names its field, with the code as the error's own code too. */
export const fieldError = (code: ErrorCode, field: string, params?: ErrorParams) =>
  new AppError(code, { params, fields: { [field]: [params ? { code, params } : code] } });

/** The bounds of an idea's price and of an offer on one (IDEA_MIN_PRICE, IDEA_MAX_PRICE). */
export interface PriceBounds {
  min: number;
  max: number;
}

/** Refuses, on its field, an amount outside the bounds of an idea's price. */
export function checkPriceBounds(amount: number, bounds: PriceBounds, field: string): void {
  if (amount < bounds.min || amount > bounds.max) {
    throw fieldError('price_out_of_range', field, { minimum: bounds.min, maximum: bounds.max });
  }
}

/**
 * The AppError of a refusal a database function raised (sql/README.md): its code, its
 * parameters from the JSON detail, a voucher's refusal on the voucher field; else undefined.
 */
export function databaseRefusal(error: unknown): AppError | undefined {
  const raised = raisedRefusal(error);
  if (!raised || !isErrorCode(raised.code)) return undefined;
  const params = raised.detail?.startsWith('{')
    ? (JSON.parse(raised.detail) as ErrorParams)
    : undefined;
  if (raised.code.startsWith('voucher_')) return fieldError(raised.code, 'voucher_code', params);
  return new AppError(raised.code, { params });
}

/** Members as the money modules' answers name them; the names in `known` are not read again. */
export async function refsOf(
  names: (ids: number[]) => Promise<Map<number, string | null>>,
  ids: number[],
  known: Map<number, string | null> = new Map(),
): Promise<(id: number) => MemberRef> {
  const unknown = ids.filter((id) => !known.has(id));
  const map = unknown.length > 0 ? await names(unknown) : new Map<number, string | null>();
  return (id) => ({ id: String(id), name: known.get(id) ?? map.get(id) ?? null });
}

import type { MemberRef } from '@ideabazaar/shared/schemas/wallet';
import type { ErrorCode, ErrorParams } from '@ideabazaar/shared/errors/codes';
import { AppError } from '../plugins/errors/app-error';

/** `percent` of `amount`, rounded down, exact for any amount that fits a bigint column. */
export const percentOf = (amount: number, percent: number): number =>
  Number((BigInt(amount) * BigInt(percent)) / 100n);

/** A 422 that names its field, with the code as the error's own code too. */
export const fieldError = (code: ErrorCode, field: string, params?: ErrorParams) =>
  new AppError(code, { params, fields: { [field]: [params ? { code, params } : code] } });

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

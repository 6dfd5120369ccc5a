import { AppError } from '../../plugins/errors/app-error';
import type { Transaction, Tx } from '../../db/transaction';
import { fieldError, percentOf } from '../../lib/money';
import type { OperatorActionsService } from '../wallet/operator-actions.service';
import {
  createVouchersRepository,
  type VoucherRow,
  type VouchersRepository,
} from './vouchers.repository';

export const discountOf = (voucher: Pick<VoucherRow, 'kind' | 'value'>, price: number) =>
  voucher.kind === 'percent' ? percentOf(price, voucher.value) : Math.min(voucher.value, price);

const toAdminVoucher = (row: VoucherRow) => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.value,
  expires_at: row.expiresAt?.toISOString() ?? null,
  min_price: row.minPrice,
  max_uses: row.maxUses,
  max_uses_per_member: row.maxUsesPerMember,
  uses: row.uses,
  disabled: row.disabled,
  created_at: row.createdAt.toISOString(),
});

/** Why a voucher does not apply to this price for this member now, or undefined if it does. */
function refusal(voucher: VoucherRow | undefined, price: number, memberUses: number) {
  if (!voucher || voucher.disabled) return fieldError('voucher_invalid', 'voucher_code');
  if (voucher.expiresAt && voucher.expiresAt.getTime() <= Date.now()) {
    return fieldError('voucher_expired', 'voucher_code');
  }
  if (voucher.maxUses !== null && voucher.uses >= voucher.maxUses) {
    return fieldError('voucher_used_up', 'voucher_code');
  }
  if (voucher.maxUsesPerMember !== null && memberUses >= voucher.maxUsesPerMember) {
    return fieldError('voucher_used_up', 'voucher_code');
  }
  if (price < voucher.minPrice) {
    return fieldError('voucher_below_min_price', 'voucher_code', { minimum: voucher.minPrice });
  }
  return undefined;
}

/** Vouchers (PRODUCT.md section 6): checked for a price, taken by a purchase, made by operators. */
export function createVouchersService(options: {
  repository: VouchersRepository;
  transaction: Transaction;
  operatorActions: OperatorActionsService;
}) {
  const { repository, transaction, operatorActions } = options;
  return {
    /** The discount this voucher gives on this price for this member now; a 422 if none. */
    async quote(code: string, price: number, memberId: number) {
      const voucher = await repository.voucherByCode(code);
      const uses = voucher ? await repository.memberUses(voucher.id, memberId) : 0;
      const refused = refusal(voucher, price, uses);
      if (refused || !voucher) throw refused;
      const discount = discountOf(voucher, price);
      return { price, discount, final_price: price - discount };
    },

    /**
     * Takes one use in the purchase's transaction, or throws why it does not apply. The counts
     * move under row locks with their limits re-checked, so the last use goes to one purchase.
     */
    async take(tx: Tx, code: string, price: number, memberId: number) {
      const within = createVouchersRepository(tx);
      const voucher = await within.takeVoucherUse(code, price);
      if (!voucher) {
        const found = await within.voucherByCode(code);
        throw refusal(found, price, 0) ?? fieldError('voucher_used_up', 'voucher_code');
      }
      const uses = await within.takeMemberUse(voucher.id, memberId);
      if (voucher.maxUsesPerMember !== null && uses > voucher.maxUsesPerMember) {
        throw fieldError('voucher_used_up', 'voucher_code');
      }
      return { voucher, discount: discountOf(voucher, price) };
    },

    async create(
      operatorId: number,
      input: {
        code: string;
        kind: 'percent' | 'fixed';
        value: number;
        expires_at?: string | undefined;
        min_price?: number | undefined;
        max_uses?: number | undefined;
        max_uses_per_member?: number | undefined;
      },
    ) {
      return transaction(async (tx) => {
        const within = createVouchersRepository(tx);
        const row = await within.insertVoucher({
          code: input.code,
          kind: input.kind,
          value: input.value,
          expiresAt: input.expires_at ? new Date(input.expires_at) : null,
          minPrice: input.min_price ?? 0,
          maxUses: input.max_uses ?? null,
          maxUsesPerMember: input.max_uses_per_member ?? null,
          createdBy: operatorId,
        });
        if (!row) throw new AppError('voucher_code_taken');
        await operatorActions.record(tx, {
          operatorId,
          action: 'voucher.create',
          subject: row.id,
          detail: input,
        });
        return toAdminVoucher(row);
      });
    },

    list: async () => ({ vouchers: (await repository.vouchers()).map(toAdminVoucher) }),

    async disable(operatorId: number, id: string) {
      return transaction(async (tx) => {
        const within = createVouchersRepository(tx);
        const row = await within.disableVoucher(id);
        if (!row) throw new AppError('voucher_invalid');
        await operatorActions.record(tx, { operatorId, action: 'voucher.disable', subject: id });
        return toAdminVoucher(row);
      });
    },
  };
}
export type VouchersService = ReturnType<typeof createVouchersService>;

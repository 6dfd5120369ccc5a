import { AppError } from '../../plugins/errors/app-error';
import type { Transaction } from '../../db/transaction';
import { databaseRefusal } from '../../lib/money';
import type { AuditService } from '../audit/audit.service';
import type { MembersService } from '../members/members.service';
import {
  createVouchersRepository,
  type VoucherRow,
  type VouchersRepository,
} from './vouchers.repository';

const toAdminVoucher = (row: VoucherRow) => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.value,
  expires_at: row.expiresAt?.toISOString() ?? null,
  min_price: row.minPrice,
  max_uses: row.maxUses,
  max_uses_per_member: row.maxUsesPerMember,
  max_discount: row.maxDiscount,
  budget: row.budget,
  granted: row.granted,
  uses: row.uses,
  disabled: row.disabled,
  created_at: row.createdAt.toISOString(),
});

/** Vouchers (PRODUCT.md section 6): checked for a price, taken by a purchase, made by operators. */
export function createVouchersService(options: {
  repository: VouchersRepository;
  transaction: Transaction;
  audit: AuditService;
  members: Pick<MembersService, 'operatorOnly'>;
}) {
  const { repository, transaction, audit, members } = options;
  return {
    /**
     * The discount this voucher gives on this price for this member now, as the purchase would
     * take it (sql/voucher_discount.sql); a 422 on the voucher field if none.
     */
    async quote(code: string, price: number, memberId: number) {
      let discount: number;
      try {
        discount = await repository.discount(code, price, memberId);
      } catch (error) {
        throw databaseRefusal(error) ?? error;
      }
      return { price, discount, final_price: price - discount };
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
        max_discount?: number | undefined;
        budget: number;
      },
    ) {
      await members.operatorOnly(operatorId);
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
          // A fixed voucher's discount is its value; only a percent one needs a cap.
          maxDiscount: input.kind === 'percent' ? (input.max_discount ?? null) : null,
          budget: input.budget,
          createdBy: operatorId,
        });
        if (!row) throw new AppError('voucher_code_taken');
        await audit.record(tx, {
          actorId: operatorId,
          action: 'voucher.create',
          objectType: 'voucher',
          objectId: row.id,
          after: toAdminVoucher(row),
        });
        return toAdminVoucher(row);
      });
    },

    async list(operatorId: number) {
      await members.operatorOnly(operatorId);
      return { vouchers: (await repository.vouchers()).map(toAdminVoucher) };
    },

    async disable(operatorId: number, id: string) {
      await members.operatorOnly(operatorId);
      return transaction(async (tx) => {
        const within = createVouchersRepository(tx);
        const row = await within.disableVoucher(id);
        if (!row) throw new AppError('voucher_invalid');
        await audit.record(tx, {
          actorId: operatorId,
          action: 'voucher.disable',
          objectType: 'voucher',
          objectId: id,
          before: { active: true },
          after: { active: false },
        });
        return toAdminVoucher(row);
      });
    },
  };
}
export type VouchersService = ReturnType<typeof createVouchersService>;

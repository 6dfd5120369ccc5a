import { and, desc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { first } from '../../db/rows';
import type { Executor } from '../../db/transaction';
import { voucherMemberUses, vouchers } from './vouchers.schema';

export type VoucherRow = typeof vouchers.$inferSelect;

/** Vouchers and each member's uses of them. */
export function createVouchersRepository(db: Executor) {
  return {
    insertVoucher: (values: typeof vouchers.$inferInsert) =>
      first(db.insert(vouchers).values(values).onConflictDoNothing().returning()),
    vouchers: () => db.select().from(vouchers).orderBy(desc(vouchers.createdAt)).limit(500),
    voucherByCode: (code: string) =>
      first(db.select().from(vouchers).where(eq(vouchers.code, code)).limit(1)),
    disableVoucher: (id: string) =>
      first(db.update(vouchers).set({ disabled: true }).where(eq(vouchers.id, id)).returning()),
    /**
     * Takes one use of a voucher that applies to this price now; undefined when it does not.
     * The row lock and the re-checked condition make the last use go to one purchase only.
     */
    takeVoucherUse: (code: string, price: number) =>
      first(
        db
          .update(vouchers)
          .set({ uses: sql`${vouchers.uses} + 1` })
          .where(
            and(
              eq(vouchers.code, code),
              eq(vouchers.disabled, false),
              or(isNull(vouchers.expiresAt), sql`${vouchers.expiresAt} > now()`),
              or(isNull(vouchers.maxUses), lt(vouchers.uses, vouchers.maxUses)),
              lte(vouchers.minPrice, price),
            ),
          )
          .returning(),
      ),
    /** Counts one more use by the member; the member's count after it. */
    async takeMemberUse(voucherId: string, memberId: number): Promise<number> {
      const [row] = await db
        .insert(voucherMemberUses)
        .values({ voucherId, memberId, uses: 1 })
        .onConflictDoUpdate({
          target: [voucherMemberUses.voucherId, voucherMemberUses.memberId],
          set: { uses: sql`${voucherMemberUses.uses} + 1` },
        })
        .returning({ uses: voucherMemberUses.uses });
      return row?.uses ?? 1;
    },
    async memberUses(voucherId: string, memberId: number): Promise<number> {
      const [row] = await db
        .select({ uses: voucherMemberUses.uses })
        .from(voucherMemberUses)
        .where(
          and(eq(voucherMemberUses.voucherId, voucherId), eq(voucherMemberUses.memberId, memberId)),
        );
      return row?.uses ?? 0;
    },
  };
}
export type VouchersRepository = ReturnType<typeof createVouchersRepository>;

import { desc, eq, sql } from 'drizzle-orm';
import { first, rowsOf } from '../../db/rows';
import type { Executor } from '../../db/transaction';
import { vouchers } from './vouchers.schema';

export type VoucherRow = typeof vouchers.$inferSelect;

/** Vouchers; each member's uses are counted by sql/voucher_discount.sql. */
export function createVouchersRepository(db: Executor) {
  return {
    insertVoucher: (values: typeof vouchers.$inferInsert) =>
      first(db.insert(vouchers).values(values).onConflictDoNothing().returning()),
    vouchers: () => db.select().from(vouchers).orderBy(desc(vouchers.createdAt)).limit(500),
    disableVoucher: (id: string) =>
      first(db.update(vouchers).set({ disabled: true }).where(eq(vouchers.id, id)).returning()),
    /**
     * What the voucher takes off the price for the member now, without taking it
     * (sql/voucher_discount.sql): the purchase takes it in its own statement. Raises the refusal.
     */
    async discount(code: string, price: number, memberId: number): Promise<number> {
      const result = await db.execute(
        sql`select discount from voucher_discount(${code}, ${price}::bigint, ${memberId}::bigint, false)`,
      );
      return Number(rowsOf<{ discount: string | number }>(result)[0]?.discount ?? 0);
    },
  };
}
export type VouchersRepository = ReturnType<typeof createVouchersRepository>;

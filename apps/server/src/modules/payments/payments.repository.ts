import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { first, rowsOf } from '../../db/rows';
import { tehranDay, withinTehranDays } from '../../db/tehran-day';
import type { Executor } from '../../db/transaction';
import { payments } from './payments.schema';

export type PaymentRow = typeof payments.$inferSelect;

/** Deposits through the gateway: each payment, its authority and how it was settled. */
export function createPaymentsRepository(db: Executor) {
  return {
    /** Paid deposits' total on each Tehran day (of payment) of [from, to]; days with none left out. */
    async paidPerDay(from: string, to: string) {
      const result = await db.execute(sql`
        select to_char(${tehranDay(payments.verifiedAt)}, 'YYYY-MM-DD') as day,
          sum(${payments.amount})::text as total
        from ${payments}
        where ${payments.status} = 'paid' and ${withinTehranDays(payments.verifiedAt, from, to)}
        group by 1`);
      return rowsOf<{ day: string; total: string }>(result).map((row) => ({
        day: row.day,
        total: Number(row.total),
      }));
    },
    insertPayment: (values: typeof payments.$inferInsert) =>
      first(db.insert(payments).values(values).returning()),
    paymentById: (id: string) =>
      first(db.select().from(payments).where(eq(payments.id, id)).limit(1)),
    paymentByAuthority: (gateway: string, authority: string) =>
      first(
        db
          .select()
          .from(payments)
          .where(and(eq(payments.gateway, gateway), eq(payments.authority, authority)))
          .limit(1),
      ),
    async setAuthority(id: string, authority: string) {
      await db.update(payments).set({ authority }).where(eq(payments.id, id));
    },
    /**
     * Moves a payment on from one of `from` (pending by default); undefined when it was not in
     * them any more (another caller settled it first).
     */
    settlePayment: (
      id: string,
      values: { status: 'paid' | 'failed'; refId?: string | null; failure?: string | null },
      from: ('pending' | 'failed')[] = ['pending'],
    ) =>
      first(
        db
          .update(payments)
          .set({ ...values, verifiedAt: sql`now()` })
          .where(and(eq(payments.id, id), inArray(payments.status, from)))
          .returning(),
      ),
    /** Pending payments older than `minutes`: the reconciliation job's work. */
    stalePayments: (minutes: number, limit: number) =>
      db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.status, 'pending'),
            lt(payments.createdAt, sql`now() - make_interval(mins => ${minutes})`),
          ),
        )
        .orderBy(asc(payments.createdAt))
        .limit(limit),
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { first } from '../../db/rows';
import type { Executor } from '../../db/transaction';
import { payments } from './payments.schema';

export type PaymentRow = typeof payments.$inferSelect;

/** Deposits through the gateway: each payment, its authority and how it was settled. */
export function createPaymentsRepository(db: Executor) {
  return {
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

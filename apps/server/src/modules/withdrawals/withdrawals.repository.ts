import type { WithdrawalStatus } from '@ideabazaar/shared/schemas/wallet';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { first, rowsOf, type Settable } from '../../db/rows';
import { tehranDay, withinTehranDays } from '../../db/tehran-day';
import type { Executor } from '../../db/transaction';
import { withdrawals } from './withdrawals.schema';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** Withdrawal requests and the operators' decisions on them. */
export function createWithdrawalsRepository(db: Executor) {
  return {
    insertWithdrawal: (values: typeof withdrawals.$inferInsert) =>
      first(db.insert(withdrawals).values(values).returning()),
    withdrawalsOf: (memberId: number) =>
      db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.memberId, memberId))
        .orderBy(desc(withdrawals.createdAt))
        .limit(100),
    /** The member's withdrawals among these ids. */
    withdrawalsByIds: (memberId: number, ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(withdrawals)
            .where(and(eq(withdrawals.memberId, memberId), inArray(withdrawals.id, ids))),
    /** The Sheba accounts of the member's withdrawals, the last used first, with their holder. */
    async shebaAccountsOf(memberId: number, limit: number) {
      const result = await db.execute(sql`
        select sheba, holder_name from (
          select distinct on (${withdrawals.sheba}) ${withdrawals.sheba} as sheba,
            ${withdrawals.holderName} as holder_name, ${withdrawals.createdAt} as used_at
          from ${withdrawals} where ${withdrawals.memberId} = ${memberId}
          order by ${withdrawals.sheba}, ${withdrawals.createdAt} desc
        ) used order by used_at desc limit ${limit}`);
      return rowsOf<{ sheba: string; holder_name: string }>(result);
    },
    withdrawalById: (id: string) =>
      first(db.select().from(withdrawals).where(eq(withdrawals.id, id)).limit(1)),
    withdrawalsWith: (status: WithdrawalStatus | undefined) =>
      db
        .select()
        .from(withdrawals)
        .where(status ? eq(withdrawals.status, status) : undefined)
        .orderBy(asc(withdrawals.createdAt))
        .limit(500),
    /** Every request with this status, oldest first (the bank's batch). */
    batch: (status: WithdrawalStatus) =>
      db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.status, status))
        .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id)),
    async pendingCount(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(withdrawals)
        .where(eq(withdrawals.status, 'pending'));
      return Number(row?.n ?? 0);
    },
    /** Paid withdrawals' total on each Tehran day (of payment) of [from, to]. */
    async paidPerDay(from: string, to: string) {
      const result = await db.execute(sql`
        select to_char(${tehranDay(withdrawals.decidedAt)}, 'YYYY-MM-DD') as day,
          sum(${withdrawals.amount})::text as total
        from ${withdrawals}
        where ${withdrawals.status} = 'paid' and ${withinTehranDays(withdrawals.decidedAt, from, to)}
        group by 1`);
      return rowsOf<{ day: string; total: string }>(result).map((row) => ({
        day: row.day,
        total: Number(row.total),
      }));
    },
    /** Decides a pending withdrawal; undefined when it was not pending (or not the member's). */
    decideWithdrawal: (
      id: string,
      values: Settable<typeof withdrawals.$inferInsert> & { status: WithdrawalStatus },
      memberId?: number,
    ) =>
      first(
        db
          .update(withdrawals)
          .set({ ...values, decidedAt: sql`now()` })
          .where(
            and(
              eq(withdrawals.id, id),
              eq(withdrawals.status, 'pending'),
              memberId === undefined ? undefined : eq(withdrawals.memberId, memberId),
            ),
          )
          .returning(),
      ),
  };
}
export type WithdrawalsRepository = ReturnType<typeof createWithdrawalsRepository>;

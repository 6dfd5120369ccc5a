import type { WithdrawalStatus } from '@ideabazaar/shared/schemas/wallet';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { first, type Settable } from '../../db/rows';
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
    withdrawalById: (id: string) =>
      first(db.select().from(withdrawals).where(eq(withdrawals.id, id)).limit(1)),
    withdrawalsWith: (status: WithdrawalStatus | undefined) =>
      db
        .select()
        .from(withdrawals)
        .where(status ? eq(withdrawals.status, status) : undefined)
        .orderBy(asc(withdrawals.createdAt))
        .limit(500),
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

import { desc, eq } from 'drizzle-orm';
import { jsonbSafe } from '../../db/rows';
import type { Executor } from '../../db/transaction';
import { createWalletChecks } from './wallet-checks.repository';
import { operatorActions, referralRewards } from './wallet.schema';

/** An operator's action on money, as recorded (operator-actions.service.ts). */
export type OperatorAction = typeof operatorActions.$inferInsert;

/** The wallet's own rows: referral rewards and operators' actions; and the ledger check's half. */
export function createWalletRepository(db: Executor) {
  return {
    // Referral rewards
    /** The referrer's rewards, newest first. */
    rewardsOf: (referrerId: number) =>
      db
        .select()
        .from(referralRewards)
        .where(eq(referralRewards.referrerId, referrerId))
        .orderBy(desc(referralRewards.createdAt))
        .limit(200),

    // Operators
    async recordAction(values: OperatorAction) {
      await db.insert(operatorActions).values({ ...values, detail: jsonbSafe(values.detail) });
    },

    ...createWalletChecks(db),
  };
}
export type WalletRepository = ReturnType<typeof createWalletRepository>;

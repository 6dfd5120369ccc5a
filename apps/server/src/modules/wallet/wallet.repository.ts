import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { createWalletChecks } from './wallet-checks.repository';
import { referralRewards } from './wallet.schema';

/** The wallet's own rows: referral rewards; and the ledger check's half. */
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

    /** The referrer's rewards among these ids. */
    rewardsByIds: (referrerId: number, ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(referralRewards)
            .where(
              and(eq(referralRewards.referrerId, referrerId), inArray(referralRewards.id, ids)),
            ),

    ...createWalletChecks(db),
  };
}
export type WalletRepository = ReturnType<typeof createWalletRepository>;

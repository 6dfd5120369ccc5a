import type { Tx } from '../../db/transaction';
import type { LedgerService } from '../ledger/ledger.service';
import { createWalletRepository } from './wallet.repository';

/**
 * The referrer's reward for a friend's first deposit or purchase (PRODUCT.md section 6), in the
 * transaction that made it: paid from `promotions`, once per friend (a unique constraint).
 */
export async function rewardReferrer(
  tx: Tx,
  ledger: LedgerService,
  input: {
    friendId: number;
    referrerId: number | null;
    amount: number;
    reason: 'deposit' | 'purchase';
  },
): Promise<void> {
  if (input.referrerId === null || input.amount <= 0) return;
  const reward = await createWalletRepository(tx).insertReward({
    referrerId: input.referrerId,
    friendId: input.friendId,
    amount: input.amount,
    reason: input.reason,
  });
  if (!reward) return;
  await ledger.post(tx, [
    {
      kind: 'referral_reward',
      memberId: input.referrerId,
      counterpartId: input.friendId,
      reference: reward.id,
      legs: [
        { platform: 'promotions', amount: -input.amount },
        { member: input.referrerId, account: 'available', amount: input.amount },
      ],
    },
  ]);
}

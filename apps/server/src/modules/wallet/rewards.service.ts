import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/transaction';
import { postingRecords, type LedgerService, type RewardRecord } from '../ledger/ledger.service';

export interface RewardInput {
  friendId: number;
  referrerId: number | null;
  amount: number;
  reason: 'deposit' | 'purchase';
}

/**
 * The referrer's reward for a friend's first deposit or purchase (PRODUCT.md section 6): the
 * reward row and its posting from `promotions`, as the database pays it once per friend (a
 * unique constraint); undefined when there is nothing to pay.
 */
export function rewardRecord(input: RewardInput): RewardRecord | undefined {
  if (input.referrerId === null || input.amount <= 0) return undefined;
  const id = randomUUID();
  return {
    reward: {
      id,
      referrer_id: input.referrerId,
      friend_id: input.friendId,
      amount: input.amount,
      reason: input.reason,
    },
    ...postingRecords([
      {
        kind: 'referral_reward',
        memberId: input.referrerId,
        counterpartId: input.friendId,
        reference: id,
        legs: [
          { platform: 'promotions', amount: -input.amount },
          { member: input.referrerId, account: 'available', amount: input.amount },
        ],
      },
    ]),
  };
}

/** Pays the reward in the transaction that earned it (a deposit's; a purchase pays its own). */
export async function rewardReferrer(tx: Tx, ledger: LedgerService, input: RewardInput) {
  const record = rewardRecord(input);
  if (record) await ledger.rewardOnce(tx, record);
}

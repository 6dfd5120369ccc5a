import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/checks';
import { users } from '../members/members.schema';
import { purchases } from '../purchases/purchases.schema';

/**
 * The referrer's reward for a friend's first qualifying purchase (referral_reward_earn.sql):
 * once per friend. Rewards a first deposit earned before issue 28 stay as they were paid.
 */
/** A referral reward's life (PRODUCT.md section 6). */
export const rewardStates = ['pending', 'released', 'cancelled'] as const;

export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerId: bigint('referrer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    friendId: bigint('friend_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: varchar('reason', { length: 10 }).notNull(),
    /** The sale that earned it (rewards earned by a deposit before issue 28 have none). */
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'restrict' }),
    /** Pending with its sale, then released or cancelled with it (referral_reward_settle.sql). */
    state: varchar('state', { length: 10, enum: rewardStates }).notNull().default('released'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Once per friend: a cancelled reward (its sale refunded) leaves room for the next one.
    uniqueIndex('referral_rewards_friend_key')
      .on(table.friendId)
      .where(sql`${table.state} <> 'cancelled'`),
    uniqueIndex('referral_rewards_purchase_key').on(table.purchaseId),
    check('referral_rewards_state', oneOf(table.state, rewardStates)),
    index('referral_rewards_referrer_idx').on(table.referrerId, table.createdAt.desc()),
    check('referral_rewards_reason', sql`${table.reason} in ('deposit', 'purchase')`),
    check('referral_rewards_amount', sql`${table.amount} > 0`),
  ],
);

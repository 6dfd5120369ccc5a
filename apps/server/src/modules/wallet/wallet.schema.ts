import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../members/members.schema';

/** The referrer's reward for a friend's first deposit or purchase: once per friend (unique). */
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('referral_rewards_friend_key').on(table.friendId),
    index('referral_rewards_referrer_idx').on(table.referrerId, table.createdAt.desc()),
    check('referral_rewards_reason', sql`${table.reason} in ('deposit', 'purchase')`),
    check('referral_rewards_amount', sql`${table.amount} > 0`),
  ],
);

/** Every operator action on money: who, when, what, on which row. Append-only. */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    action: varchar('action', { length: 40 }).notNull(),
    subject: uuid('subject').notNull(),
    detail: jsonb('detail').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('operator_actions_subject_idx').on(table.subject, table.createdAt)],
);

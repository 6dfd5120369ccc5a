import { withdrawalStatuses } from '@ideabazaar/shared/schemas/wallet';
import { sql } from 'drizzle-orm';
import { bigint, char, check, index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/checks';
import { users } from '../members/members.schema';

/** A request to pay money out to a Sheba account; its amount is held until an operator acts. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    sheba: char('sheba', { length: 26 }).notNull(),
    holderName: varchar('holder_name', { length: 100 }).notNull(),
    status: varchar('status', { length: 10, enum: withdrawalStatuses })
      .notNull()
      .default('pending'),
    reference: varchar('reference', { length: 100 }),
    reason: varchar('reason', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'restrict',
    }),
  },
  (table) => [
    index('withdrawals_member_idx').on(table.memberId, table.createdAt.desc()),
    index('withdrawals_status_idx').on(table.status, table.createdAt),
    // The console's paid withdrawals per day.
    index('withdrawals_paid_idx')
      .on(table.decidedAt)
      .where(sql`${table.status} = 'paid'`),
    check('withdrawals_status', oneOf(table.status, withdrawalStatuses)),
    check('withdrawals_amount', sql`${table.amount} > 0`),
    check('withdrawals_sheba', sql`${table.sheba} ~ '^IR[0-9]{24}$'`),
  ],
);

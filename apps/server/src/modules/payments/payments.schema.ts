import { paymentStatuses } from '@ideabazaar/shared/schemas/wallet';
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

/** A deposit through a payment gateway: credited once, only after verify says paid. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    gateway: varchar('gateway', { length: 10 }).notNull(),
    authority: varchar('authority', { length: 64 }),
    status: varchar('status', { length: 10, enum: paymentStatuses }).notNull().default('pending'),
    refId: varchar('ref_id', { length: 64 }),
    failure: varchar('failure', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payments_authority_key').on(table.gateway, table.authority),
    index('payments_member_idx').on(table.memberId, table.createdAt.desc()),
    // The console's paid deposits per day.
    index('payments_paid_idx')
      .on(table.verifiedAt)
      .where(sql`${table.status} = 'paid'`),
    index('payments_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    check('payments_status', oneOf(table.status, paymentStatuses)),
    check('payments_amount', sql`${table.amount} > 0`),
  ],
);

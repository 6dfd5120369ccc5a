import { offerStatuses } from '@ideabazaar/shared/schemas/wallet';
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
import { items } from '../items/items.schema';
import { users } from '../members/members.schema';

/** An offer on a negotiable idea; one open (pending or accepted) per member and idea. */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'restrict' }),
    buyerId: bigint('buyer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    message: varchar('message', { length: 500 }).notNull().default(''),
    status: varchar('status', { length: 10, enum: offerStatuses }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('offers_open_key')
      .on(table.itemId, table.buyerId)
      .where(sql`${table.status} in ('pending', 'accepted')`),
    index('offers_item_idx').on(table.itemId, table.createdAt.desc()),
    // The expiry job's due offers: accepted ones, by when their seven days end.
    index('offers_accepted_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'accepted'`),
    check('offers_status', oneOf(table.status, offerStatuses)),
    check('offers_amount', sql`${table.amount} > 0`),
  ],
);

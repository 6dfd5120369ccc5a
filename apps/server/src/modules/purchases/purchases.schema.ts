import { holdStates } from '@ideabazaar/shared/schemas/wallet';
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
import { offers } from '../offers/offers.schema';
import { vouchers } from '../vouchers/vouchers.schema';

/**
 * A member's purchase of an idea. The seller's share waits in their pending account until
 * `release_at` (the satisfaction hold), unless the buyer disputes it; an operator settles a
 * dispute. A refunded purchase gives no access, and the idea may be bought again.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'restrict' }),
    buyerId: bigint('buyer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerId: bigint('seller_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The price of the sale: the idea's, or the accepted offer's amount. */
    price: bigint('price', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    commission: bigint('commission', { mode: 'number' }).notNull().default(0),
    voucherId: uuid('voucher_id').references(() => vouchers.id, { onDelete: 'restrict' }),
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'restrict' }),
    hold: varchar('hold', { length: 10, enum: holdStates }).notNull().default('held'),
    releaseAt: timestamp('release_at', { withTimezone: true }).notNull().defaultNow(),
    disputeReason: varchar('dispute_reason', { length: 1000 }),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settledBy: bigint('settled_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'restrict',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('purchases_item_buyer_key')
      .on(table.itemId, table.buyerId)
      .where(sql`${table.hold} <> 'refunded'`),
    index('purchases_buyer_idx').on(table.buyerId, table.createdAt.desc(), table.id.desc()),
    index('purchases_item_idx').on(table.itemId, table.createdAt),
    // The console's purchases per day.
    index('purchases_created_idx').on(table.createdAt),
    index('purchases_seller_held_idx')
      .on(table.sellerId, table.releaseAt)
      .where(sql`${table.hold} = 'held'`),
    index('purchases_due_idx')
      .on(table.releaseAt)
      .where(sql`${table.hold} = 'held'`),
    index('purchases_disputed_idx')
      .on(table.disputedAt)
      .where(sql`${table.hold} = 'disputed'`),
    check('purchases_hold', oneOf(table.hold, holdStates)),
    check(
      'purchases_amounts',
      sql`${table.price} >= 0 and ${table.discount} >= 0 and ${table.discount} <= ${table.price} and ${table.commission} >= 0 and ${table.commission} <= ${table.price}`,
    ),
    check('purchases_not_own', sql`${table.buyerId} <> ${table.sellerId}`),
  ],
);

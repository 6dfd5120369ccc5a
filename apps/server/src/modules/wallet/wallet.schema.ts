import {
  holdStates,
  offerStatuses,
  paymentStatuses,
  voucherKinds,
  withdrawalStatuses,
} from '@ideabazaar/shared/schemas/wallet';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/checks';
import { items } from '../items/items.schema';
import { users } from '../members/members.schema';

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
    index('payments_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    check('payments_status', oneOf(table.status, paymentStatuses)),
    check('payments_amount', sql`${table.amount} > 0`),
  ],
);

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
    check('withdrawals_status', oneOf(table.status, withdrawalStatuses)),
    check('withdrawals_amount', sql`${table.amount} > 0`),
    check('withdrawals_sheba', sql`${table.sheba} ~ '^IR[0-9]{24}$'`),
  ],
);

/**
 * Discount codes (PRODUCT.md section 6). `uses` is counted in the purchase's transaction and
 * never passes `max_uses` (CHECK), so the last use cannot be taken twice.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: varchar('code', { length: 32 }).notNull(),
    kind: varchar('kind', { length: 8, enum: voucherKinds }).notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    minPrice: bigint('min_price', { mode: 'number' }).notNull().default(0),
    maxUses: integer('max_uses'),
    maxUsesPerMember: integer('max_uses_per_member'),
    uses: integer('uses').notNull().default(0),
    disabled: boolean('disabled').notNull().default(false),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'restrict',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vouchers_code_key').on(table.code),
    check('vouchers_kind', oneOf(table.kind, voucherKinds)),
    check(
      'vouchers_value',
      sql`${table.value} > 0 and (${table.kind} <> 'percent' or ${table.value} <= 100)`,
    ),
    check(
      'vouchers_uses',
      sql`${table.uses} >= 0 and (${table.maxUses} is null or ${table.uses} <= ${table.maxUses})`,
    ),
  ],
);

/** Each member's uses of a voucher, counted like `vouchers.uses`. */
export const voucherMemberUses = pgTable(
  'voucher_member_uses',
  {
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'restrict' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    uses: integer('uses').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.voucherId, table.memberId] })],
);

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
    check('offers_status', oneOf(table.status, offerStatuses)),
    check('offers_amount', sql`${table.amount} > 0`),
  ],
);

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

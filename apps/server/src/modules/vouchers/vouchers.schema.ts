import { voucherKinds } from '@ideabazaar/shared/schemas/wallet';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/checks';
import { users } from '../members/members.schema';

/**
 * Discount codes (PRODUCT.md section 6). `uses` and `granted` are counted in the purchase's
 * statement under the voucher's row lock and never pass `max_uses` and `budget` (CHECK), so the
 * last use and the last of the budget cannot be taken twice.
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
    /** The largest discount of one purchase: a percent voucher's cap (required for one). */
    maxDiscount: bigint('max_discount', { mode: 'number' }),
    /** The total discount it may ever grant, and what it has granted (voucher_discount.sql). */
    budget: bigint('budget', { mode: 'number' }).notNull(),
    granted: bigint('granted', { mode: 'number' }).notNull().default(0),
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
      'vouchers_budget',
      sql`${table.granted} >= 0 and ${table.granted} <= ${table.budget} and (${table.kind} <> 'percent' or ${table.maxDiscount} is not null) and (${table.maxDiscount} is null or ${table.maxDiscount} > 0)`,
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

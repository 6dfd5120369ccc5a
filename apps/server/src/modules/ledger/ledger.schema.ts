import { balanceKinds, ledgerKinds } from '@ideabazaar/shared/schemas/wallet';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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

/** The platform's own accounts; they have no member and may go below zero. */
export const platformAccounts = ['revenue', 'gateway', 'payouts', 'promotions'] as const;
export type PlatformAccount = (typeof platformAccounts)[number];
export const accountKinds = [...balanceKinds, ...platformAccounts] as const;

/**
 * The double-entry ledger (PRODUCT.md section 5). Each member has three accounts, made with the
 * member (sql/ledger_open_member_accounts.sql); the platform's four, made by migration 0009, are
 * named by their kind (sql/ledger_post.sql). A member account's `balance`
 * is moved only by the trigger that posts an entry, and never below zero (CHECK); platform
 * accounts keep no balance (their sum is read from the entries), so no purchase waits on a hot
 * platform row.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'restrict',
    }),
    kind: varchar('kind', { length: 12, enum: accountKinds }).notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    uniqueIndex('ledger_accounts_member_kind_key').on(table.memberId, table.kind),
    uniqueIndex('ledger_accounts_platform_key')
      .on(table.kind)
      .where(sql`${table.memberId} is null`),
    check('ledger_accounts_kind', oneOf(table.kind, accountKinds)),
    check(
      'ledger_accounts_owner',
      sql`(${table.memberId} is null) = (${table.kind} in ('revenue', 'gateway', 'payouts', 'promotions'))`,
    ),
    check(
      'ledger_accounts_member_not_negative',
      sql`${table.memberId} is null or ${table.balance} >= 0`,
    ),
    check(
      'ledger_accounts_platform_no_balance',
      sql`${table.memberId} is not null or ${table.balance} = 0`,
    ),
  ],
);

/**
 * One movement of money: its entries (two or more) sum to zero, checked by a deferred
 * constraint trigger at commit. `member_id` is the party who acted (buyer, depositor,
 * withdrawer, referrer), `counterpart_id` the other member it concerns (seller, friend);
 * `reference` the business row (purchase, payment, withdrawal, reward). Never updated or deleted.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey(),
    kind: varchar('kind', { length: 20, enum: ledgerKinds }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'restrict',
    }),
    counterpartId: bigint('counterpart_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'restrict',
    }),
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'restrict' }),
    reference: uuid('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_transactions_reference_idx').on(table.reference),
    check('ledger_transactions_kind', oneOf(table.kind, ledgerKinds)),
  ],
);

/**
 * One side of a movement on one account. `member_id`, `balance_after` are written by the posting
 * trigger from the account itself; `kind` repeats the transaction's, so a member's list filters
 * by kind on one index.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    memberId: bigint('member_id', { mode: 'number' }),
    kind: varchar('kind', { length: 20, enum: ledgerKinds }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_transaction_idx').on(table.transactionId),
    index('ledger_entries_account_idx').on(table.accountId, table.id),
    index('ledger_entries_member_idx')
      .on(table.memberId, table.id.desc())
      .where(sql`${table.memberId} is not null`),
    index('ledger_entries_member_kind_idx')
      .on(table.memberId, table.kind, table.id.desc())
      .where(sql`${table.memberId} is not null`),
    check('ledger_entries_amount', sql`${table.amount} <> 0`),
  ],
);

/**
 * The first answer to a money-moving call, by the member's Idempotency-Key (PRODUCT.md section
 * 5): written in the transaction that moves the money, kept two days. `status_code` is null
 * while a deposit waits for the gateway.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    key: varchar('key', { length: 100 }).notNull(),
    scope: varchar('scope', { length: 60 }).notNull(),
    requestHash: char('request_hash', { length: 64 }).notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

import { languages } from '@ideabazaar/shared/i18n/language';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/checks';

/**
 * Members. E-mail and mobile are each unique when present (a member signs in with either); the
 * referral code is given at creation and never changes. `email` is always a verified address:
 * one given without proof (the mobile sign-up's optional e-mail, a change of address) waits in
 * `pending_email`, which no sign-in matches, until a code sent to it comes back.
 *
 * A member is never deleted (a trigger refuses it, migration 0006): their sales, purchases and
 * comments stay the record of what happened. Every other table refers to them with RESTRICT.
 */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: varchar('email', { length: 254 }),
    pendingEmail: varchar('pending_email', { length: 254 }),
    mobile: varchar('mobile', { length: 11 }),
    firstName: varchar('first_name', { length: 100 }).notNull().default(''),
    lastName: varchar('last_name', { length: 100 }).notNull().default(''),
    referralCode: varchar('referral_code', { length: 16 }).notNull(),
    referredBy: bigint('referred_by', { mode: 'number' }).references((): AnyPgColumn => users.id, {
      onDelete: 'restrict',
    }),
    isOperator: boolean('is_operator').notNull().default(false),
    city: varchar('city', { length: 100 }).notNull().default(''),
    phone: varchar('phone', { length: 11 }),
    address: varchar('address', { length: 300 }).notNull().default(''),
    avatarKey: varchar('avatar_key', { length: 100 }),
    language: varchar('language', { length: 2, enum: languages }).notNull().default('en'),
    /** Set by an operator's block (issue 29): no sign-in, no session, items withheld. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: varchar('blocked_reason', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_mobile_key').on(table.mobile),
    uniqueIndex('users_referral_code_key').on(table.referralCode),
    index('users_referred_by_idx').on(table.referredBy),
    // The console's sign-ups per day (a range of created_at).
    index('users_created_idx').on(table.createdAt),
    check('users_email_lower', sql`${table.email} = lower(${table.email})`),
    check('users_pending_email_lower', sql`${table.pendingEmail} = lower(${table.pendingEmail})`),
    check('users_mobile_form', sql`${table.mobile} ~ '^09[0-9]{9}$'`),
    check('users_not_self_referred', sql`${table.referredBy} <> ${table.id}`),
    check('users_language', oneOf(table.language, languages)),
  ],
);

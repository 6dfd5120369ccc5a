import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/checks';
import { users } from '../members/members.schema';

/** Where a sign-in code goes. */
export const authChannels = ['email', 'mobile'] as const;

/**
 * Sign-in codes, stored as a salted hash. A code is single use (`consumed_at`), valid until
 * `expires_at`, and void once `attempts` reaches five. A code with `member_id` proves an e-mail
 * address for that member (attaching it); one without signs in, and only in the browser that
 * asked for it (`binding_hash`, the hash of that browser's binding cookie).
 */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: varchar('channel', { length: 8, enum: authChannels }).notNull(),
    address: varchar('address', { length: 254 }).notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    /** The mobile flow's optional e-mail, kept pending on a new member until it is verified. */
    email: varchar('email', { length: 254 }),
    memberId: bigint('member_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'restrict',
    }),
    bindingHash: varchar('binding_hash', { length: 64 }),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('auth_codes_address_idx').on(table.channel, table.address, table.createdAt.desc()),
    // A member's proof codes, replaced by the next one.
    index('auth_codes_member_idx')
      .on(table.memberId)
      .where(sql`${table.memberId} is not null`),
    check('auth_codes_channel', oneOf(table.channel, authChannels)),
    check('auth_codes_attempts', sql`${table.attempts} between 0 and 5`),
  ],
);

/** One row per wrong code, to cap failed tries per address per hour. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: varchar('channel', { length: 8, enum: authChannels }).notNull(),
    address: varchar('address', { length: 254 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('auth_failures_address_idx').on(table.channel, table.address, table.createdAt),
    // The service-wide count of recent failures (the global limit) and the daily clean-up.
    index('auth_failures_created_at_idx').on(table.createdAt),
    check('auth_failures_channel', oneOf(table.channel, authChannels)),
  ],
);

/** Bearer tokens `id|secret`: only the secret's SHA-256 is kept. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    secretHash: text('secret_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('auth_tokens_user_idx').on(table.userId)],
);

/**
 * OpenID Connect sign-ins in progress: state, nonce and PKCE verifier, kept server-side, and the
 * hash of the browser binding (a cookie set by the redirect) without which the state is refused.
 */
export const oidcStates = pgTable('oidc_states', {
  state: varchar('state', { length: 64 }).primaryKey(),
  bindingHash: varchar('binding_hash', { length: 64 }).notNull().default(''),
  nonce: varchar('nonce', { length: 64 }).notNull(),
  codeVerifier: varchar('code_verifier', { length: 128 }).notNull(),
  referralCode: varchar('referral_code', { length: 32 }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

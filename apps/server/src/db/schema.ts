import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

// Lengths match the request schemas in packages/shared, so a valid message always fits.
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 100 }).notNull(),
    email: text('email').notNull(),
    subject: varchar('subject', { length: 150 }).notNull(),
    message: varchar('message', { length: 3000 }).notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Operators read the newest messages first.
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt.desc())],
);

/**
 * Members. E-mail and mobile are each unique when present (a member signs in with either); the
 * referral code is given at creation and never changes. `email` is always a verified address:
 * one given without proof (the mobile sign-up's optional e-mail, a change of address) waits in
 * `pending_email`, which no sign-in matches, until a code sent to it comes back.
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
      onDelete: 'set null',
    }),
    isOperator: boolean('is_operator').notNull().default(false),
    city: varchar('city', { length: 100 }).notNull().default(''),
    phone: varchar('phone', { length: 11 }),
    address: varchar('address', { length: 300 }).notNull().default(''),
    avatarKey: varchar('avatar_key', { length: 100 }),
    language: varchar('language', { length: 2 }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_mobile_key').on(table.mobile),
    uniqueIndex('users_referral_code_key').on(table.referralCode),
    index('users_referred_by_idx').on(table.referredBy),
    check('users_email_lower', sql`${table.email} = lower(${table.email})`),
    check('users_pending_email_lower', sql`${table.pendingEmail} = lower(${table.pendingEmail})`),
    check('users_mobile_form', sql`${table.mobile} ~ '^09[0-9]{9}$'`),
    check('users_not_self_referred', sql`${table.referredBy} <> ${table.id}`),
  ],
);

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
    channel: varchar('channel', { length: 8 }).notNull(),
    address: varchar('address', { length: 254 }).notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    /** The mobile flow's optional e-mail, kept pending on a new member until it is verified. */
    email: varchar('email', { length: 254 }),
    memberId: bigint('member_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'cascade',
    }),
    bindingHash: varchar('binding_hash', { length: 64 }),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('auth_codes_address_idx').on(table.channel, table.address, table.createdAt.desc()),
    check('auth_codes_channel', sql`${table.channel} in ('email', 'mobile')`),
    check('auth_codes_attempts', sql`${table.attempts} between 0 and 5`),
  ],
);

/** One row per wrong code, to cap failed tries per address per hour. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: varchar('channel', { length: 8 }).notNull(),
    address: varchar('address', { length: 254 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('auth_failures_address_idx').on(table.channel, table.address, table.createdAt),
    // The service-wide count of recent failures (the global limit) and the daily clean-up.
    index('auth_failures_created_at_idx').on(table.createdAt),
  ],
);

/** Bearer tokens `id|secret`: only the secret's SHA-256 is kept. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

/** Facts about the data itself, such as the version of the fields derived by app code. */
export const appState = pgTable('app_state', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Mail and SMS kept instead of sent when no provider is configured (development). */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: varchar('channel', { length: 8 }).notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dev_outbox_created_at_idx').on(table.createdAt.desc())],
);

/** The question bank (PRODUCT.md section 3), seeded on first start, edited by operators. */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    set: varchar('set', { length: 12 }).notNull(),
    key: varchar('key', { length: 60 }).notNull(),
    kind: varchar('kind', { length: 32 }).notNull(),
    position: integer('position').notNull(),
    role: varchar('role', { length: 12 }),
    titleEn: varchar('title_en', { length: 200 }).notNull(),
    titleFa: varchar('title_fa', { length: 200 }).notNull(),
    guideEn: text('guide_en').notNull().default(''),
    guideFa: text('guide_fa').notNull().default(''),
    placeholderEn: varchar('placeholder_en', { length: 200 }).notNull().default(''),
    placeholderFa: varchar('placeholder_fa', { length: 200 }).notNull().default(''),
    options: jsonb('options')
      .$type<{ value: string; en: string; fa: string }[]>()
      .notNull()
      .default([]),
    unitEn: varchar('unit_en', { length: 30 }).notNull().default(''),
    unitFa: varchar('unit_fa', { length: 30 }).notNull().default(''),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('questions_set_key_key').on(table.set, table.key),
    index('questions_set_position_idx').on(table.set, table.position),
    check('questions_set', sql`${table.set} in ('idea', 'need', 'after', 'competitor')`),
    check(
      'questions_kind',
      sql`${table.kind} in ('two_button', 'textual', 'multiple_choice', 'single-textual', 'single-textual-with-checkbox')`,
    ),
  ],
);

/**
 * Ideas and needs (PRODUCT.md section 2). A draft may have no owner yet (a visitor answering
 * before signing in); anything past draft has one. Ids are random UUIDs: not guessable.
 */
export const items = pgTable(
  'items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    section: varchar('section', { length: 4 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    ownerId: bigint('owner_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'cascade',
    }),
    title: varchar('title', { length: 50 }).notNull().default(''),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    category: varchar('category', { length: 40 }),
    price: bigint('price', { mode: 'number' }),
    negotiable: boolean('negotiable').notNull().default(false),
    elevatorText: varchar('elevator_text', { length: 300 }).notNull().default(''),
    businessText: varchar('business_text', { length: 5000 }).notNull().default(''),
    /** The public text in search form (packages/shared persian/search), kept with every edit. */
    searchText: text('search_text').notNull().default(''),
    viewCount: integer('view_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    /** The mean of all buyers' ratings as 0-100, once three buyers have rated; else null. */
    rating: integer('rating'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    index('items_owner_idx').on(table.ownerId, table.createdAt.desc()),
    // A member's own list, most recently edited first, paged by (updated_at, id).
    index('items_owner_updated_idx').on(
      table.ownerId,
      table.section,
      table.updatedAt.desc(),
      table.id.desc(),
    ),
    // The daily clean-up of drafts no visitor came back for.
    index('items_unclaimed_drafts_idx')
      .on(table.createdAt)
      .where(sql`${table.ownerId} is null and ${table.status} = 'draft'`),
    index('items_browse_idx').on(table.status, table.section, table.publishedAt.desc()),
    check('items_section', sql`${table.section} in ('idea', 'need')`),
    check('items_status', sql`${table.status} in ('draft', 'published', 'archived')`),
    check('items_owned_past_draft', sql`${table.status} = 'draft' or ${table.ownerId} is not null`),
    check('items_price', sql`${table.price} is null or ${table.price} >= 0`),
    check('items_counts', sql`${table.viewCount} >= 0 and ${table.commentCount} >= 0`),
    index('items_browse_views_idx').on(table.status, table.section, table.viewCount.desc()),
    index('items_browse_price_idx').on(table.status, table.section, table.price),
    index('items_browse_rating_idx').on(table.status, table.section, table.rating.desc()),
  ],
);

/** One view per viewer per day (PRODUCT.md section 4: views counted once per viewer per day). */
export const itemViews = pgTable(
  'item_views',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    viewer: varchar('viewer', { length: 64 }).notNull(),
    day: date('day').notNull(),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.viewer, table.day] })],
);

/** A member's purchase of an idea; one per buyer and idea. The wallet's ledger pays for it. */
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
    price: bigint('price', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('purchases_item_buyer_key').on(table.itemId, table.buyerId),
    index('purchases_buyer_idx').on(table.buyerId, table.createdAt.desc()),
    check('purchases_price', sql`${table.price} >= 0`),
  ],
);

/** Comments on ideas and answers on needs (PRODUCT.md section 7). */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: varchar('body', { length: 1000 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('comments_item_idx').on(table.itemId, table.createdAt.desc(), table.id)],
);

export const commentReports = pgTable(
  'comment_reports',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    reporterId: bigint('reporter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.commentId, table.reporterId] })],
);

/** A buyer's rating (1-5) of one indicator of an idea; changeable, one per indicator. */
export const indicatorRatings = pgTable(
  'indicator_ratings',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    raterId: bigint('rater_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    indicator: varchar('indicator', { length: 12 }).notNull(),
    rating: smallint('rating').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.raterId, table.indicator] }),
    check(
      'indicator_ratings_indicator',
      sql`${table.indicator} in ('innovation', 'market', 'feasibility')`,
    ),
    check('indicator_ratings_rating', sql`${table.rating} between 1 and 5`),
  ],
);

export const itemAnswers = pgTable(
  'item_answers',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    value: varchar('value', { length: 500 }).notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.questionId] })],
);

/** Attachments; the bytes live in the storage under `storage_key`, named by the server. */
export const itemFiles = pgTable(
  'item_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 10 }).notNull(),
    visibility: varchar('visibility', { length: 8 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    storageKey: varchar('storage_key', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('item_files_item_idx').on(table.itemId, table.createdAt),
    check('item_files_purpose', sql`${table.purpose} in ('elevator', 'abstract')`),
    check('item_files_visibility', sql`${table.visibility} in ('public', 'private')`),
    check('item_files_size', sql`${table.size} > 0`),
  ],
);

import { itemStatuses, filePurposes, fileVisibilities } from '@ideabazaar/shared/schemas/items';
import { sections } from '@ideabazaar/shared/schemas/questions';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/checks';
import { users } from '../members/members.schema';
import { questions } from '../questions/questions.schema';

/**
 * Ideas and needs (PRODUCT.md section 2). A draft may have no owner yet (a visitor answering
 * before signing in); anything past draft has one. Ids are random UUIDs: not guessable.
 */
export const items = pgTable(
  'items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    section: varchar('section', { length: 4, enum: sections }).notNull(),
    status: varchar('status', { length: 10, enum: itemStatuses }).notNull().default('draft'),
    ownerId: bigint('owner_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'restrict',
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
    /** Hidden by an operator (a report, or on their own): shown to operators only. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: varchar('hidden_reason', { length: 500 }),
    /** Its owner is blocked (kept with the block, members.blocked_at): shown to operators only. */
    ownerBlocked: boolean('owner_blocked').notNull().default(false),
    /**
     * The salt of the private parts' hashes in the certificates of authorship (issue 31): hex of
     * 32 random bytes, made with the first version, shown to the owner alone.
     */
    authorshipSalt: varchar('authorship_salt', { length: 64 }),
  },
  (table) => [
    // A member's own list, most recently edited first, paged by (updated_at, id); it also serves
    // the owner's foreign key.
    index('items_owner_updated_idx').on(
      table.ownerId,
      table.section,
      table.updatedAt.desc(),
      table.id.desc(),
    ),
    // The console's items published per day.
    index('items_published_idx')
      .on(table.publishedAt)
      .where(sql`${table.publishedAt} is not null`),
    // The daily clean-up of drafts no visitor came back for.
    index('items_unclaimed_drafts_idx')
      .on(table.createdAt)
      .where(sql`${table.ownerId} is null and ${table.status} = 'draft'`),
    // Search (pg_trgm, created by migration 0004) and one keyset index per sort of the lists
    // (catalog.repository.ts, measured by bench/browse.bench.ts).
    index('items_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    // `desc` sorts put nulls first in SQL, so these indexes do too, to serve them.
    index('items_browse_newest_idx').on(
      table.status,
      table.section,
      table.publishedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('items_browse_views_idx').on(table.status, table.section, table.viewCount.desc()),
    index('items_browse_price_asc_idx').on(
      table.status,
      table.section,
      sql`(coalesce(${table.price}, 9000000000000000))`,
      table.id,
    ),
    index('items_browse_price_desc_idx').on(
      table.status,
      table.section,
      sql`(coalesce(${table.price}, -1)) DESC`,
      table.id.desc().nullsFirst(),
    ),
    index('items_browse_rating_key_idx').on(
      table.status,
      table.section,
      sql`(coalesce(${table.rating}, -1)) DESC`,
      table.id.desc().nullsFirst(),
    ),
    check('items_section', oneOf(table.section, sections)),
    check('items_status', oneOf(table.status, itemStatuses)),
    check('items_owned_past_draft', sql`${table.status} = 'draft' or ${table.ownerId} is not null`),
    check('items_price', sql`${table.price} is null or ${table.price} >= 0`),
    check('items_counts', sql`${table.viewCount} >= 0 and ${table.commentCount} >= 0`),
  ],
);

/**
 * One view per viewer per day (PRODUCT.md section 4: views counted once per viewer per day); the
 * day is Tehran's (db/tehran-day.ts).
 */
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
  (table) => [
    primaryKey({ columns: [table.itemId, table.questionId] }),
    index('item_answers_question_idx').on(table.questionId),
  ],
);

/** Attachments; the bytes live in the storage under `storage_key`, named by the server. */
export const itemFiles = pgTable(
  'item_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 10, enum: filePurposes }).notNull(),
    visibility: varchar('visibility', { length: 8, enum: fileVisibilities }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    storageKey: varchar('storage_key', { length: 100 }).notNull(),
    /**
     * SHA-256 of the bytes (lower-case hex), computed while the upload streams; null only for a
     * file uploaded before it was kept, until the authorship job fills it in (issue 31).
     */
    sha256: varchar('sha256', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('item_files_item_idx').on(table.itemId, table.createdAt),
    check('item_files_purpose', oneOf(table.purpose, filePurposes)),
    check('item_files_visibility', oneOf(table.visibility, fileVisibilities)),
    check('item_files_size', sql`${table.size} > 0`),
  ],
);

/** Facts about the data itself: the version of the fields derived by app code (derived-fields). */
export const appState = pgTable('app_state', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

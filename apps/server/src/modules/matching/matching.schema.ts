import { sections } from '@ideabazaar/shared/schemas/questions';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/checks';
import { items } from '../items/items.schema';
import { users } from '../members/members.schema';

/**
 * What matching reads of a published item (issue 30): its public text in match form
 * (persian/match-text.ts, words kept) and its topic words. Made from the title, summary, pitch
 * and public answers only, never a private answer or the business text, so no match can reveal
 * them. The full-text index finds the candidates; pg_trgm's word similarity scores them.
 */
export const matchTexts = pgTable(
  'match_texts',
  {
    itemId: uuid('item_id')
      .primaryKey()
      .references(() => items.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    words: text('words').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('match_texts_fts_idx').using('gin', sql`to_tsvector('simple', ${table.text})`)],
);

/**
 * Items to match again, written by the items' trigger (sql/match_enqueue.sql) in the
 * transaction that published or changed them, and taken by the matching job after the commit
 * (SKIP LOCKED, so two processes never take one row). `published`: the item was published since
 * it was queued, which alerts saved searches; an edit only matches again.
 */
export const matchQueue = pgTable('match_queue', {
  itemId: uuid('item_id')
    .primaryKey()
    .references(() => items.id, { onDelete: 'cascade' }),
  published: boolean('published').notNull().default(false),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The needs an idea may answer, best first by `score` (0-1). Written when either side was
 * matched; an item that left the lists (hidden, its owner blocked, archived) is filtered when
 * read.
 */
export const itemMatches = pgTable(
  'item_matches',
  {
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    needId: uuid('need_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    score: real('score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.ideaId, table.needId] }),
    index('item_matches_need_idx').on(table.needId, table.score.desc()),
  ],
);

/**
 * A member's saved searches of the list (issue 30): its search words in search form (as the
 * list matches them, persian/search.ts) and filters. `signature` is the SHA-256 (hex) of the search in one form, so
 * the same search is saved once.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    section: varchar('section', { length: 4, enum: sections }).notNull(),
    q: varchar('q', { length: 100 }),
    words: text('words').array().notNull(),
    category: varchar('category', { length: 40 }),
    minPrice: bigint('min_price', { mode: 'number' }),
    maxPrice: bigint('max_price', { mode: 'number' }),
    negotiable: boolean('negotiable'),
    signature: varchar('signature', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('saved_searches_signature_idx').on(table.userId, table.signature),
    index('saved_searches_section_idx').on(table.section, table.category),
    check('saved_searches_section', oneOf(table.section, sections)),
  ],
);

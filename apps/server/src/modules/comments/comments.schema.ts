import {
  bigint,
  index,
  pgTable,
  timestamp,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { items } from '../items/items.schema';
import { users } from '../members/members.schema';

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
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The comment this one replies to; one level deep (the service refuses a reply's reply). */
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    body: varchar('body', { length: 1000 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Hidden by an operator on a report: shown to operators only. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (table) => [
    index('comments_item_idx').on(table.itemId, table.createdAt.desc(), table.id),
    index('comments_author_idx').on(table.authorId),
    index('comments_parent_idx').on(table.parentId, table.createdAt, table.id),
  ],
);

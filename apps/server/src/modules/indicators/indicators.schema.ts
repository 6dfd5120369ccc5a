import { ratedIndicators } from '@ideabazaar/shared/schemas/indicators';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/checks';
import { items } from '../items/items.schema';
import { users } from '../members/members.schema';

/** A buyer's rating (1-5) of one indicator of an idea; changeable, one per indicator. */
export const indicatorRatings = pgTable(
  'indicator_ratings',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    raterId: bigint('rater_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    indicator: varchar('indicator', { length: 12, enum: ratedIndicators }).notNull(),
    rating: smallint('rating').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.raterId, table.indicator] }),
    index('indicator_ratings_rater_idx').on(table.raterId),
    check('indicator_ratings_indicator', oneOf(table.indicator, ratedIndicators)),
    check('indicator_ratings_rating', sql`${table.rating} between 1 and 5`),
  ],
);

import type { Section } from '@ideabazaar/shared/schemas/questions';
import type { Sort } from '@ideabazaar/shared/schemas/browse';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { likeLiteral } from '../../db/rows';
import type { Executor } from '../../db/transaction';
import { tehranDay } from '../../db/tehran-day';
import type { Cursor, CursorKey } from '../../lib/cursor';
import { items } from './items.schema';

export interface BrowseFilter {
  section: Section;
  words: string[];
  category?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  negotiable?: boolean | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

// Each sort is a key, its type for the cursor, and a direction; the id breaks ties, so paging
// never skips or repeats. Newest and most viewed follow the browse indexes; the price and rating
// sorts put items without one last.
const orders: Record<Sort, { key: SQL; kind: CursorKey; descending: boolean }> = {
  newest: { key: sql`${items.publishedAt}`, kind: 'timestamp', descending: true },
  views: { key: sql`${items.viewCount}`, kind: 'integer', descending: true },
  price_asc: {
    key: sql`coalesce(${items.price}, 9000000000000000)`,
    kind: 'bigint',
    descending: false,
  },
  price_desc: { key: sql`coalesce(${items.price}, -1)`, kind: 'bigint', descending: true },
  rating: { key: sql`coalesce(${items.rating}, -1)`, kind: 'integer', descending: true },
};
const castOf: Record<CursorKey, SQL> = {
  timestamp: sql`timestamptz`,
  integer: sql`integer`,
  bigint: sql`bigint`,
  serial: sql`bigint`,
};

/** The type of each sort's key, which its cursors must fit. */
export const sortKeyOf = (sort: Sort): CursorKey => orders[sort].kind;

/** What a card shows (browse toCard): the business text and search form stay in the table. */
const cardColumns = {
  id: items.id,
  section: items.section,
  status: items.status,
  ownerId: items.ownerId,
  title: items.title,
  summary: items.summary,
  category: items.category,
  price: items.price,
  negotiable: items.negotiable,
  elevatorText: items.elevatorText,
  viewCount: items.viewCount,
  commentCount: items.commentCount,
  rating: items.rating,
  createdAt: items.createdAt,
  publishedAt: items.publishedAt,
  hiddenAt: items.hiddenAt,
  hiddenReason: items.hiddenReason,
};
export type CardRow = { [K in keyof typeof cardColumns]: (typeof items.$inferSelect)[K] };

const publishedDay = tehranDay(items.publishedAt);

/**
 * The lists of items (browse): published ones by filter and sort, and a member's own (where an
 * item an operator hid stays, marked, so its owner knows).
 */
export function createCatalogRepository(db: Executor) {
  return {
    async page(filter: BrowseFilter, sort: Sort, cursor: Cursor | undefined, limit: number) {
      const order = orders[sort];
      const type = castOf[order.kind];
      const conditions: (SQL | undefined)[] = [
        eq(items.status, 'published'),
        eq(items.section, filter.section),
        // Hidden by an operator or its owner blocked (issue 29): in no list. Few rows are, so
        // the sort's index serves the list as before, filtering them on the way.
        sql`${items.hiddenAt} is null and not ${items.ownerBlocked}`,
        ...filter.words.map((word) => sql`${items.searchText} like ${`%${likeLiteral(word)}%`}`),
        filter.category ? eq(items.category, filter.category) : undefined,
        filter.minPrice !== undefined ? sql`${items.price} >= ${filter.minPrice}` : undefined,
        filter.maxPrice !== undefined ? sql`${items.price} <= ${filter.maxPrice}` : undefined,
        filter.negotiable !== undefined ? eq(items.negotiable, filter.negotiable) : undefined,
        filter.from ? sql`${publishedDay} >= ${filter.from}::date` : undefined,
        filter.to ? sql`${publishedDay} <= ${filter.to}::date` : undefined,
        cursor
          ? order.descending
            ? sql`(${order.key}, ${items.id}) < (cast(${cursor.key} as ${type}), ${cursor.id}::uuid)`
            : sql`(${order.key}, ${items.id}) > (cast(${cursor.key} as ${type}), ${cursor.id}::uuid)`
          : undefined,
      ];
      return db
        .select({ item: cardColumns, key: sql<string>`${order.key}::text` })
        .from(items)
        .where(and(...conditions))
        .orderBy(
          order.descending ? sql`${order.key} desc` : sql`${order.key} asc`,
          order.descending ? desc(items.id) : items.id,
        )
        .limit(limit + 1);
    },

    /** These items as cards, those in the public lists only (published, not hidden). */
    listed: (ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({ item: cardColumns, key: sql<string>`''` })
            .from(items)
            .where(
              and(
                inArray(items.id, ids),
                eq(items.status, 'published'),
                sql`${items.hiddenAt} is null and not ${items.ownerBlocked}`,
              ),
            ),

    /** The member's own items, most recently edited first (items_owner_updated_idx). */
    mine: (ownerId: number, section: Section, cursor: Cursor | undefined, limit: number) =>
      db
        .select({ item: cardColumns, key: sql<string>`${items.updatedAt}::text` })
        .from(items)
        .where(
          and(
            eq(items.ownerId, ownerId),
            eq(items.section, section),
            cursor
              ? sql`(${items.updatedAt}, ${items.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(sql`${items.updatedAt} desc nulls last`, sql`${items.id} desc nulls last`)
        .limit(limit + 1),
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;

import type { Section } from '@ideabazaar/shared/schemas/questions';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Executor } from '../../db/transaction';
import { savedSearches } from './matching.schema';

export interface SavedSearchValues {
  userId: number;
  section: Section;
  q: string | null;
  words: string[];
  category: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  negotiable: boolean | null;
  signature: string;
}

/** What an alert is judged on: the published item's public facts. */
export interface PublishedItem {
  id: string;
  section: Section;
  ownerId: number;
  category: string | null;
  price: number | null;
  negotiable: boolean;
  searchText: string;
}

/** Members' saved searches of the lists, and the alerts of a publication they find. */
export function createSavedSearchesRepository(db: Executor) {
  return {
    of: (userId: number) =>
      db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(desc(savedSearches.id)),

    /** Serialises a member's saved-search writes, so the limit holds under concurrent posts. */
    lockMember: (userId: number) =>
      db.execute(sql`select pg_advisory_xact_lock(${0x5ea7c4}, ${userId}::int)`),

    async countOf(userId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId));
      return row?.n ?? 0;
    },

    async insert(values: SavedSearchValues) {
      const [row] = await db
        .insert(savedSearches)
        .values(values)
        .onConflictDoNothing({ target: [savedSearches.userId, savedSearches.signature] })
        .returning();
      return row;
    },

    async remove(id: number, userId: number) {
      const rows = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    /**
     * One 'saved_search_match' notification to the owner of each saved search of the item's
     * section whose filters it meets, as the list filters (catalog.repository.ts: every word in
     * the search form, category, price bounds, negotiable); never its own owner's. Evaluated in
     * one statement over that section's saved searches. The number made.
     */
    async alert(item: PublishedItem) {
      const [row] = rowsOf<{ made: number }>(
        await db.execute(sql`
          select count(*) filter (where notify(s.user_id, 'saved_search_match',
                   'saved_search:' || s.id || ':' || ${item.id}, ${item.id}::uuid,
                   ${item.ownerId}::bigint, null, null, s.id::text, null))::int as made
          from ${savedSearches} s
          where s.section = ${item.section} and s.user_id <> ${item.ownerId}
            and (s.category is null or s.category = ${item.category})
            and (s.min_price is null or ${item.price}::bigint >= s.min_price)
            and (s.max_price is null or ${item.price}::bigint <= s.max_price)
            and (s.negotiable is null or s.negotiable = ${item.negotiable})
            and not exists (select 1 from unnest(s.words) w
                            where strpos(${item.searchText}, w) = 0)`),
      );
      return row?.made ?? 0;
    },
  };
}
export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;
export type SavedSearchRow = Awaited<ReturnType<SavedSearchesRepository['of']>>[number];

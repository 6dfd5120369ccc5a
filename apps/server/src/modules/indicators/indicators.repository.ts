import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { comments, indicatorRatings, items, itemViews, purchases } from '../../db/schema';

// PGlite and node-postgres both answer a raw query with `{ rows }`.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Ratings' queries, on the database or on a transaction of the indicators service. */
export function createIndicatorsRepository(db: Executor) {
  return {
    summary: (itemId: string) =>
      db
        .select({
          indicator: indicatorRatings.indicator,
          average: sql<number>`avg(${indicatorRatings.rating})::float8`,
          count: sql<number>`count(*)::int`,
        })
        .from(indicatorRatings)
        .where(eq(indicatorRatings.itemId, itemId))
        .groupBy(indicatorRatings.indicator),

    mine: (itemId: string, raterId: number) =>
      db
        .select()
        .from(indicatorRatings)
        .where(and(eq(indicatorRatings.itemId, itemId), eq(indicatorRatings.raterId, raterId))),

    /** Saves a buyer's ratings and the item's overall rating; the service runs it in a transaction. */
    async rate(itemId: string, raterId: number, ratings: [string, number][], minRaters: number) {
      for (const [indicator, rating] of ratings) {
        await db
          .insert(indicatorRatings)
          .values({ itemId, raterId, indicator, rating })
          .onConflictDoUpdate({
            target: [indicatorRatings.itemId, indicatorRatings.raterId, indicatorRatings.indicator],
            set: { rating, updatedAt: sql`now()` },
          });
      }
      // The overall rating, 0-100, once enough buyers have rated; the lists sort by it.
      await db
        .update(items)
        .set({
          rating: sql`(select case when count(distinct ${indicatorRatings.raterId}) >= ${minRaters}
            then round(avg(${indicatorRatings.rating}) * 20)::int end
            from ${indicatorRatings} where ${indicatorRatings.itemId} = ${itemId})`,
        })
        .where(eq(items.id, itemId));
    },

    /** Views, buyers, revenue and comments per day over the last `days` days (Tehran time). */
    async series(itemId: string, days: number) {
      const result = await db.execute<{
        day: string;
        views: number;
        buyers: number;
        revenue: number;
        comments: number;
      }>(sql`
        with days as (
          select generate_series((now() at time zone 'Asia/Tehran')::date - ${days - 1}::int,
                                 (now() at time zone 'Asia/Tehran')::date, interval '1 day')::date as day
        )
        select to_char(days.day, 'YYYY-MM-DD') as day,
          (select count(*)::int from ${itemViews} where ${itemViews.itemId} = ${itemId} and ${itemViews.day} = days.day) as views,
          (select count(*)::int from ${purchases} where ${purchases.itemId} = ${itemId}
             and (${purchases.createdAt} at time zone 'Asia/Tehran')::date = days.day) as buyers,
          (select coalesce(sum(${purchases.price}), 0)::bigint from ${purchases} where ${purchases.itemId} = ${itemId}
             and (${purchases.createdAt} at time zone 'Asia/Tehran')::date = days.day) as revenue,
          (select count(*)::int from ${comments} where ${comments.itemId} = ${itemId}
             and (${comments.createdAt} at time zone 'Asia/Tehran')::date = days.day) as comments
        from days order by days.day`);
      return rowsOf<{
        day: string;
        views: number;
        buyers: number;
        revenue: number;
        comments: number;
      }>(result);
    },

    async totals(itemId: string) {
      const result = await db.execute(sql`
        select count(*)::int as buyers, coalesce(sum(${purchases.price}), 0)::bigint as revenue
        from ${purchases} where ${purchases.itemId} = ${itemId}`);
      return rowsOf<{ buyers: number; revenue: number }>(result)[0] ?? { buyers: 0, revenue: 0 };
    },
  };
}
export type IndicatorsRepository = ReturnType<typeof createIndicatorsRepository>;

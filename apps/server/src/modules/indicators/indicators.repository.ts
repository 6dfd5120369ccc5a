import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { indicatorRatings } from './indicators.schema';

// PGlite and node-postgres both answer a raw query with `{ rows }`.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

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

    /** Saves a buyer's ratings (the service runs it in the item's transaction). */
    async save(
      itemId: string,
      raterId: number,
      ratings: [(typeof indicatorRatings.$inferInsert)['indicator'], number][],
    ) {
      for (const [indicator, rating] of ratings) {
        await db
          .insert(indicatorRatings)
          .values({ itemId, raterId, indicator, rating })
          .onConflictDoUpdate({
            target: [indicatorRatings.itemId, indicatorRatings.raterId, indicatorRatings.indicator],
            set: { rating, updatedAt: sql`now()` },
          });
      }
    },

    /** The overall rating, 0-100, once `minRaters` buyers have rated; the lists sort by it. */
    async overall(itemId: string, minRaters: number): Promise<number | null> {
      const result = await db.execute(sql`
        select case when count(distinct ${indicatorRatings.raterId}) >= ${minRaters}
          then round(avg(${indicatorRatings.rating}) * 20)::int end as rating
        from ${indicatorRatings} where ${indicatorRatings.itemId} = ${itemId}`);
      const rating = rowsOf<{ rating: number | null }>(result)[0]?.rating;
      return rating === null || rating === undefined ? null : Number(rating);
    },
  };
}
export type IndicatorsRepository = ReturnType<typeof createIndicatorsRepository>;

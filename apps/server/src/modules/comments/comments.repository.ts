import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { tehranDay } from '../../db/tehran-day';
import { comments } from './comments.schema';

export type CommentRow = typeof comments.$inferSelect;
const key = sql<string>`${comments.createdAt}::text`;

// PGlite and node-postgres both answer a raw query with `{ rows }`.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export function createCommentsRepository(db: Executor) {
  return {
    page: (itemId: string, cursor: { key: string; id: string } | undefined, limit: number) =>
      db
        .select({ comment: comments, key })
        .from(comments)
        .where(
          and(
            eq(comments.itemId, itemId),
            cursor
              ? sql`(${comments.createdAt}, ${comments.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(sql`${comments.createdAt} desc`, desc(comments.id))
        .limit(limit + 1),

    byId: async (id: string) =>
      (await db.select().from(comments).where(eq(comments.id, id)).limit(1))[0],

    async insert(values: { itemId: string; authorId: number; body: string }) {
      const [row] = await db.insert(comments).values(values).returning();
      if (!row) throw new Error('insert into comments returned no row');
      return row;
    },

    async update(id: string, body: string) {
      const [row] = await db
        .update(comments)
        .set({ body, updatedAt: sql`now()` })
        .where(eq(comments.id, id))
        .returning();
      return row;
    },

    /** False when it was gone already. */
    async remove(id: string): Promise<boolean> {
      const removed = await db.delete(comments).where(eq(comments.id, id)).returning();
      return removed.length === 1;
    },

    /** Comments per Tehran day (YYYY-MM-DD) over the last `days` days; days with none left out. */
    async perDay(itemId: string, days: number): Promise<Map<string, number>> {
      const day = tehranDay(comments.createdAt);
      const result = await db.execute(sql`
        select to_char(${day}, 'YYYY-MM-DD') as day, count(*)::int as comments
        from ${comments}
        where ${comments.itemId} = ${itemId} and ${day} > ${tehranDay()} - ${days}::int
        group by 1`);
      return new Map(
        rowsOf<{ day: string; comments: number }>(result).map((row) => [
          row.day,
          Number(row.comments),
        ]),
      );
    },
  };
}
export type CommentsRepository = ReturnType<typeof createCommentsRepository>;

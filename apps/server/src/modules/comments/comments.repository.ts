import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { commentReports, comments, items, users } from '../../db/schema';

export type CommentRow = typeof comments.$inferSelect;
const key = sql<string>`${comments.createdAt}::text`;

/**
 * Comments' queries, on the database or on a transaction of the comments service: `insert` and
 * `remove` move the item's comment count, and hold together only inside one.
 */
export function createCommentsRepository(db: Executor) {
  // The item's comment count moves in the same transaction as the comment itself.
  const bump = (itemId: string, by: number) =>
    db
      .update(items)
      .set({ commentCount: sql`greatest(${items.commentCount} + ${by}, 0)` })
      .where(eq(items.id, itemId));

  return {
    page: (itemId: string, cursor: { key: string; id: string } | undefined, limit: number) =>
      db
        .select({ comment: comments, key, first: users.firstName, last: users.lastName })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.authorId))
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

    /** Undefined when the item was deleted meanwhile (its row is locked first). */
    async insert(values: { itemId: string; authorId: number; body: string }) {
      const [item] = await db
        .select({ id: items.id })
        .from(items)
        .where(eq(items.id, values.itemId))
        .for('update');
      if (!item) return undefined;
      const [row] = await db.insert(comments).values(values).returning();
      await bump(values.itemId, 1);
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

    async remove(comment: CommentRow) {
      const removed = await db.delete(comments).where(eq(comments.id, comment.id)).returning();
      if (removed.length === 1) await bump(comment.itemId, -1);
    },

    /** False when this member reported the comment before. */
    async report(commentId: string, reporterId: number, reason: string): Promise<boolean> {
      const rows = await db
        .insert(commentReports)
        .values({ commentId, reporterId, reason })
        .onConflictDoNothing()
        .returning({ commentId: commentReports.commentId });
      return rows.length === 1;
    },
  };
}
export type CommentsRepository = ReturnType<typeof createCommentsRepository>;

import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { commentReports, comments, items, users } from '../../db/schema';

export type CommentRow = typeof comments.$inferSelect;
const key = sql<string>`${comments.createdAt}::text`;

export function createCommentsRepository(db: Database) {
  // The item's comment count moves in the same transaction as the comment itself.
  const bump = (tx: Database, itemId: string, by: number) =>
    tx
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
    insert: (values: { itemId: string; authorId: number; body: string }) =>
      db.transaction(async (tx) => {
        const [item] = await tx
          .select({ id: items.id })
          .from(items)
          .where(eq(items.id, values.itemId))
          .for('update');
        if (!item) return undefined;
        const [row] = await tx.insert(comments).values(values).returning();
        await bump(tx as unknown as Database, values.itemId, 1);
        if (!row) throw new Error('insert into comments returned no row');
        return row;
      }),

    async update(id: string, body: string) {
      const [row] = await db
        .update(comments)
        .set({ body, updatedAt: sql`now()` })
        .where(eq(comments.id, id))
        .returning();
      return row;
    },

    remove: (comment: CommentRow) =>
      db.transaction(async (tx) => {
        const removed = await tx.delete(comments).where(eq(comments.id, comment.id)).returning();
        if (removed.length === 1) await bump(tx as unknown as Database, comment.itemId, -1);
      }),

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

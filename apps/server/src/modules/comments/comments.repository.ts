import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { jsonOf, rowsOf } from '../../db/rows';
import type { Executor } from '../../db/transaction';
import { tehranDay } from '../../db/tehran-day';
import { comments } from './comments.schema';

export type CommentRow = typeof comments.$inferSelect;

/** A comments row as `to_jsonb` writes it (sql/comment_post.sql). */
interface CommentJson {
  id: string;
  item_id: string;
  author_id: number | string;
  parent_id: string | null;
  body: string;
  created_at: string;
  updated_at: string;
  hidden_at: string | null;
}
interface PostedJson {
  comment: CommentJson;
  first_name: string;
  last_name: string;
}
const commentFromJson = (json: CommentJson): CommentRow => ({
  id: json.id,
  itemId: json.item_id,
  authorId: Number(json.author_id),
  parentId: json.parent_id,
  body: json.body,
  createdAt: new Date(json.created_at),
  updatedAt: new Date(json.updated_at),
  hiddenAt: json.hidden_at === null ? null : new Date(json.hidden_at),
});
const key = sql<string>`${comments.createdAt}::text`;

export function createCommentsRepository(db: Executor) {
  return {
    /**
     * The item's comments that reply to none, newest first; comments an operator hid only with
     * `withHidden` (an operator's view).
     */
    page: (
      itemId: string,
      cursor: { key: string; id: string } | undefined,
      limit: number,
      withHidden = false,
    ) =>
      db
        .select({ comment: comments, key })
        .from(comments)
        .where(
          and(
            eq(comments.itemId, itemId),
            isNull(comments.parentId),
            withHidden ? undefined : isNull(comments.hiddenAt),
            cursor
              ? sql`(${comments.createdAt}, ${comments.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(sql`${comments.createdAt} desc`, desc(comments.id))
        .limit(limit + 1),

    /** The replies to these comments, oldest first; hidden ones only with `withHidden`. */
    replies: (parentIds: string[], withHidden = false) =>
      parentIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(comments)
            .where(
              and(
                inArray(comments.parentId, parentIds),
                withHidden ? undefined : isNull(comments.hiddenAt),
              ),
            )
            .orderBy(asc(comments.createdAt), asc(comments.id)),
    /** Whether the member wrote a comment on the item that an operator did not hide. */
    async hasCommented(itemId: string, authorId: number) {
      const [row] = await db
        .select({ id: comments.id })
        .from(comments)
        .where(
          and(
            eq(comments.itemId, itemId),
            eq(comments.authorId, authorId),
            isNull(comments.hiddenAt),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    byId: async (id: string) =>
      (await db.select().from(comments).where(eq(comments.id, id)).limit(1))[0],

    /**
     * Stores a comment or a reply in one statement (sql/comment_post.sql): the item's row locked,
     * a reply's parent checked under that lock, the item's count moved; the comment comes back
     * with its author's names. A refusal raises P0001 with the app's error code.
     */
    async post(values: {
      itemId: string;
      authorId: number;
      body: string;
      parentId: string | null;
    }): Promise<{ row: CommentRow; author: { firstName: string; lastName: string } }> {
      const result = await db.execute(
        sql`select comment_post(${JSON.stringify({
          item_id: values.itemId,
          author_id: values.authorId,
          parent_id: values.parentId,
        })}::jsonb, ${values.body}) as posted`,
      );
      const [{ posted } = { posted: undefined }] = rowsOf<{ posted: PostedJson | string }>(result);
      const parsed = jsonOf(posted!);
      return {
        row: commentFromJson(parsed.comment),
        author: { firstName: parsed.first_name, lastName: parsed.last_name },
      };
    },

    async update(id: string, body: string) {
      const [row] = await db
        .update(comments)
        .set({ body, updatedAt: sql`now()` })
        .where(eq(comments.id, id))
        .returning();
      return row;
    },

    /** The comment and its replies removed (none when it was gone already). */
    remove: (id: string): Promise<CommentRow[]> =>
      db
        .delete(comments)
        .where(or(eq(comments.id, id), eq(comments.parentId, id)))
        .returning(),

    /** Hides the replies to a comment; how many were shown until now. */
    async hideReplies(parentId: string): Promise<number> {
      const hidden = await db
        .update(comments)
        .set({ hiddenAt: sql`now()` })
        .where(and(eq(comments.parentId, parentId), isNull(comments.hiddenAt)))
        .returning({ id: comments.id });
      return hidden.length;
    },

    /** Hides the comment; its row before, or undefined when it was gone or hidden already. */
    async hide(id: string): Promise<CommentRow | undefined> {
      const [row] = await db
        .update(comments)
        .set({ hiddenAt: sql`now()` })
        .where(and(eq(comments.id, id), isNull(comments.hiddenAt)))
        .returning();
      return row;
    },

    byIds: (ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.select().from(comments).where(inArray(comments.id, ids)),

    /** Comments per Tehran day (YYYY-MM-DD) over the last `days` days; days with none left out. */
    async perDay(itemId: string, days: number): Promise<Map<string, number>> {
      const day = tehranDay(comments.createdAt);
      const result = await db.execute(sql`
        select to_char(${day}, 'YYYY-MM-DD') as day, count(*)::int as comments
        from ${comments}
        where ${comments.itemId} = ${itemId} and ${day} > ${tehranDay()} - ${days}::int
          and ${comments.hiddenAt} is null
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

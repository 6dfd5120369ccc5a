import type { Section } from '@ideabazaar/shared/schemas/questions';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { affectedBy, jsonOf, rowsOf } from '../../db/rows';
import type { Executor } from '../../db/transaction';
import { tehranDay, withinTehranDays } from '../../db/tehran-day';
import { appState, itemAnswers, itemFiles, items, itemViews } from './items.schema';

export type ItemRow = typeof items.$inferSelect;
export type ItemFileRow = typeof itemFiles.$inferSelect;
export type NewItemFile = typeof itemFiles.$inferInsert;
export type ItemAnswerRow = typeof itemAnswers.$inferSelect;

/** Rows as `json_agg` gives them: the columns' own names, times as text. */
type AsJson<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };
type AnswerJson = AsJson<{
  item_id: string;
  question_id: number;
  value: string;
  is_private: boolean;
  updated_at: Date;
}>;
type FileJson = AsJson<{
  id: string;
  item_id: string;
  purpose: ItemFileRow['purpose'];
  visibility: ItemFileRow['visibility'];
  name: string;
  mime: string;
  size: number;
  storage_key: string;
  sha256: string | null;
  created_at: Date;
}>;
export interface DayViews {
  day: string;
  views: number;
}

// PGlite and node-postgres both answer a raw query with `{ rows }`.

/**
 * The member's drafts, counted while holding the member's drafts lock (an advisory lock for the
 * transaction, so that the items module takes no lock on the members' table).
 */
async function lockedDraftCount(tx: Executor, memberId: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`drafts:${memberId}`}))`);
  const [row] = await tx
    .select({ n: count() })
    .from(items)
    .where(and(eq(items.ownerId, memberId), eq(items.status, 'draft')));
  return row?.n ?? 0;
}

/**
 * Items' queries, on the database or on a transaction of an items service. The locking ones
 * (`lock`, `createDraft`, `claim`) hold together only inside a transaction.
 */
/** An item's row by id: every item call reads it, so it is built once and prepared. */
const prepareItemById = (db: Executor) =>
  db
    .select()
    .from(items)
    .where(eq(items.id, sql.placeholder('id')))
    .limit(1)
    .prepare('item_by_id');

export function createItemsRepository(db: Executor) {
  let itemById: ReturnType<typeof prepareItemById> | undefined;
  return {
    /**
     * Locks the item's row until the transaction ends, so writes to one item take turns and
     * none lands on an item deleted meanwhile. Undefined when it is gone.
     */
    lock: async (id: string): Promise<ItemRow | undefined> =>
      (await db.select().from(items).where(eq(items.id, id)).for('update'))[0],

    /**
     * Makes a draft; for a member, only while they have fewer than `maxDrafts`, counted under a
     * lock on the member so parallel starts cannot all pass the count. Undefined past the cap.
     */
    async createDraft(section: Section, ownerId: number | null, maxDrafts: number) {
      if (ownerId !== null && (await lockedDraftCount(db, ownerId)) >= maxDrafts) {
        return undefined;
      }
      const [row] = await db.insert(items).values({ section, ownerId }).returning({ id: items.id });
      if (!row) throw new Error('insert into items returned no row');
      return row.id;
    },

    async deleteItem(id: string): Promise<void> {
      await db.delete(items).where(eq(items.id, id));
    },

    /** Drafts nobody signed in to claim within `hours`: a visitor who never came back. */
    async deleteAbandonedDrafts(hours: number): Promise<number> {
      const rows = await db
        .delete(items)
        .where(
          and(
            isNull(items.ownerId),
            eq(items.status, 'draft'),
            lt(items.createdAt, sql`now() - make_interval(hours => ${hours})`),
          ),
        )
        .returning({ id: items.id });
      return rows.length;
    },

    byId: async (id: string) => (await (itemById ??= prepareItemById(db)).execute({ id }))[0],

    /**
     * Gives an unowned draft to the member: 'claimed', 'taken' when someone owns it already, or
     * 'full' when the member has `maxDrafts` drafts (counted under the same lock as createDraft).
     */
    async claim(id: string, memberId: number, maxDrafts: number) {
      if ((await lockedDraftCount(db, memberId)) >= maxDrafts) return 'full' as const;
      const rows = await db
        .update(items)
        .set({ ownerId: memberId, updatedAt: sql`now()` })
        .where(and(eq(items.id, id), isNull(items.ownerId)))
        .returning({ id: items.id });
      return rows.length === 1 ? ('claimed' as const) : ('taken' as const);
    },

    answersOf: (itemId: string) =>
      db.select().from(itemAnswers).where(eq(itemAnswers.itemId, itemId)),

    /**
     * Stores answers. `isPrivate` is what a first answer starts as (its question's default); an
     * answer stored already keeps the privacy it has, which may be its owner's choice.
     */
    async upsertAnswers(
      itemId: string,
      answers: { questionId: number; value: string; isPrivate: boolean }[],
    ) {
      if (answers.length === 0) return;
      await db
        .insert(itemAnswers)
        .values(answers.map((answer) => ({ itemId, ...answer })))
        .onConflictDoUpdate({
          target: [itemAnswers.itemId, itemAnswers.questionId],
          set: { value: sql`excluded.value`, updatedAt: sql`now()` },
        });
    },

    async setPrivate(itemId: string, questionIds: number[]) {
      await db
        .update(itemAnswers)
        .set({
          isPrivate:
            questionIds.length === 0
              ? sql`false`
              : sql`${itemAnswers.questionId} in (${sql.join(
                  questionIds.map((id) => sql`${id}`),
                  sql`, `,
                )})`,
        })
        .where(eq(itemAnswers.itemId, itemId));
    },

    /** Fields made from the answers; not an edit, so `updated_at` stays. */
    async setDerived(id: string, fields: Partial<ItemRow>) {
      await db.update(items).set(fields).where(eq(items.id, id));
    },

    /** Ids of every item, a page at a time, for work over the whole catalogue. */
    idsAfter: (after: string, limit: number) =>
      db
        .select({ id: items.id, section: items.section, elevatorText: items.elevatorText })
        .from(items)
        .where(sql`${items.id} > ${after}::uuid`)
        .orderBy(asc(items.id))
        .limit(limit),

    async dataVersion(key: string): Promise<string | undefined> {
      const [row] = await db.select().from(appState).where(eq(appState.key, key)).limit(1);
      return row?.value;
    },

    async setDataVersion(key: string, value: string): Promise<void> {
      await db
        .insert(appState)
        .values({ key, value })
        .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: sql`now()` } });
    },

    /** A member's items, newest first, every status (the operators' console). */
    ownedBy: (ownerId: number, limit: number) =>
      db
        .select()
        .from(items)
        .where(eq(items.ownerId, ownerId))
        .orderBy(desc(items.createdAt))
        .limit(limit),

    /** Items first published on each Tehran day of [from, to] (days with none left out). */
    async publishedPerDay(from: string, to: string) {
      const result = await db.execute(sql`
        select to_char(${tehranDay(items.publishedAt)}, 'YYYY-MM-DD') as day, count(*)::int as n
        from ${items}
        where ${isNotNull(items.publishedAt)} and ${withinTehranDays(items.publishedAt, from, to)}
        group by 1`);
      return rowsOf<{ day: string; n: number }>(result).map((row) => ({
        day: row.day,
        count: Number(row.n),
      }));
    },

    async update(id: string, patch: Partial<typeof items.$inferInsert>) {
      await db
        .update(items)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(items.id, id));
    },

    /**
     * Sets these items' view counts (every item's, without ids) to the views recorded, writing
     * only the rows whose count moved; the number of them.
     */
    async refreshViewCounts(ids?: string[]): Promise<number> {
      if (ids?.length === 0) return 0;
      const only = ids
        ? sql`where ${itemViews.itemId} in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`
        : sql``;
      const result = await db.execute(sql`
        update ${items} set view_count = counted.n
        from (select ${itemViews.itemId} as item_id, count(*)::int as n from ${itemViews}
              ${only} group by ${itemViews.itemId}) counted
        where ${items.id} = counted.item_id and ${items.viewCount} <> counted.n`);
      return affectedBy(result);
    },

    /** Moves the comment count by `by` (comments call it in their own transaction). */
    async addToCommentCount(itemId: string, by: number): Promise<void> {
      await db
        .update(items)
        .set({ commentCount: sql`greatest(${items.commentCount} + ${by}, 0)` })
        .where(eq(items.id, itemId));
    },

    /** The overall rating, 0-100 or null, that the indicators module computed. */
    async setRating(itemId: string, rating: number | null): Promise<void> {
      await db.update(items).set({ rating }).where(eq(items.id, itemId));
    },

    /** The views recorded of an item: its exact count, which the item's row follows. */
    async viewTotal(itemId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(itemViews)
        .where(eq(itemViews.itemId, itemId));
      return row?.n ?? 0;
    },

    /** Views per Tehran day over the last `days` days, oldest first. */
    async viewsPerDay(itemId: string, days: number): Promise<DayViews[]> {
      const result = await db.execute(sql`
        with days as (
          select generate_series(${tehranDay()} - ${days - 1}::int, ${tehranDay()},
                                 interval '1 day')::date as day
        )
        select to_char(days.day, 'YYYY-MM-DD') as day,
          (select count(*)::int from ${itemViews} where ${itemViews.itemId} = ${itemId} and ${itemViews.day} = days.day) as views
        from days order by days.day`);
      return rowsOf<DayViews>(result);
    },

    /** The titles of these items, by id (the money modules' lists name what was bought). */
    async titles(ids: string[], all: boolean): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: items.id, title: items.title })
        .from(items)
        .where(
          and(
            inArray(items.id, ids),
            all ? undefined : sql`${items.hiddenAt} is null and not ${items.ownerBlocked}`,
          ),
        );
      return new Map(rows.map((row) => [row.id, row.title]));
    },

    /** What decides who may see these items, with their title and section (notifications). */
    headings: (ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: items.id,
              title: items.title,
              section: items.section,
              status: items.status,
              ownerId: items.ownerId,
              hiddenAt: items.hiddenAt,
              ownerBlocked: items.ownerBlocked,
            })
            .from(items)
            .where(inArray(items.id, ids)),

    /**
     * An item's answers and files in one statement: what its detail shows besides the row. With
     * `viewer`, the same statement records that viewer's view of the item, once per viewer per
     * Tehran day (`added`: true when it is their first today); the item's count follows in
     * batches (refreshViewCounts).
     */
    async viewParts(
      itemId: string,
      viewer?: string,
    ): Promise<{ answers: ItemAnswerRow[]; files: ItemFileRow[]; added: boolean }> {
      const view =
        viewer === undefined
          ? sql`select 1 where false`
          : sql`insert into ${itemViews} (item_id, viewer, day)
              values (${itemId}, ${viewer}, ${tehranDay()})
              on conflict do nothing returning 1`;
      const [row] = rowsOf<{ answers: unknown; files: unknown; added: number }>(
        await db.execute(sql`
          with added as (${view})
          select
            (select coalesce(json_agg(a), '[]') from ${itemAnswers} a where a.item_id = ${itemId}) as answers,
            (select coalesce(json_agg(f order by f.created_at), '[]') from ${itemFiles} f
              where f.item_id = ${itemId}) as files,
            (select count(*)::int from added) as added`),
      );
      const parsed = <T>(value: unknown) => (jsonOf(value as T[] | string) ?? []) as T[];
      return {
        added: Number(row?.added ?? 0) > 0,
        answers: parsed<AnswerJson>(row?.answers).map((a) => ({
          itemId: a.item_id,
          questionId: a.question_id,
          value: a.value,
          isPrivate: a.is_private,
          updatedAt: new Date(a.updated_at),
        })),
        files: parsed<FileJson>(row?.files).map((f) => ({
          id: f.id,
          itemId: f.item_id,
          purpose: f.purpose,
          visibility: f.visibility,
          name: f.name,
          mime: f.mime,
          size: Number(f.size),
          storageKey: f.storage_key,
          sha256: f.sha256,
          createdAt: new Date(f.created_at),
        })),
      };
    },
    filesOf: (itemId: string) =>
      db
        .select()
        .from(itemFiles)
        .where(eq(itemFiles.itemId, itemId))
        .orderBy(asc(itemFiles.createdAt)),
    fileById: async (id: string) =>
      (await db.select().from(itemFiles).where(eq(itemFiles.id, id)).limit(1))[0],
    async countFiles(itemId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(itemFiles)
        .where(eq(itemFiles.itemId, itemId));
      return row?.n ?? 0;
    },
    async insertFile(values: NewItemFile): Promise<ItemFileRow> {
      const [row] = await db.insert(itemFiles).values(values).returning();
      if (!row) throw new Error('insert into item_files returned no row');
      return row;
    },
    async deleteFile(id: string): Promise<ItemFileRow | undefined> {
      const [row] = await db.delete(itemFiles).where(eq(itemFiles.id, id)).returning();
      return row;
    },
    filesByIds: (ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.select().from(itemFiles).where(inArray(itemFiles.id, ids)),
  };
}
export type ItemsRepository = ReturnType<typeof createItemsRepository>;

import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appState, itemAnswers, itemFiles, items, itemViews, purchases } from '../../db/schema';

export type ItemRow = typeof items.$inferSelect;
export type ItemFileRow = typeof itemFiles.$inferSelect;
export type ItemAnswerRow = typeof itemAnswers.$inferSelect;

export function createItemsRepository(db: Database) {
  return {
    /** Runs `work` in one transaction; the repository it is given writes within it. */
    transaction: <T>(work: (tx: Database) => Promise<T>) =>
      db.transaction((tx) => work(tx as unknown as Database)),

    async createDraft(section: string, ownerId: number | null): Promise<string> {
      const [row] = await db.insert(items).values({ section, ownerId }).returning({ id: items.id });
      if (!row) throw new Error('insert into items returned no row');
      return row.id;
    },

    byId: async (id: string) => (await db.select().from(items).where(eq(items.id, id)).limit(1))[0],

    /** Gives an unowned draft to the member; false when someone owns it already. */
    async claim(id: string, memberId: number): Promise<boolean> {
      const rows = await db
        .update(items)
        .set({ ownerId: memberId, updatedAt: sql`now()` })
        .where(and(eq(items.id, id), isNull(items.ownerId)))
        .returning({ id: items.id });
      return rows.length === 1;
    },

    answersOf: (itemId: string) =>
      db.select().from(itemAnswers).where(eq(itemAnswers.itemId, itemId)),

    async upsertAnswers(itemId: string, answers: { questionId: number; value: string }[]) {
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

    async update(id: string, patch: Partial<typeof items.$inferInsert>) {
      await db
        .update(items)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(items.id, id));
    },

    async hasPurchased(itemId: string, memberId: number): Promise<boolean> {
      const rows = await db
        .select({ id: purchases.id })
        .from(purchases)
        .where(and(eq(purchases.itemId, itemId), eq(purchases.buyerId, memberId)))
        .limit(1);
      return rows.length === 1;
    },

    /** Counts a view once per viewer per day. */
    async countView(itemId: string, viewer: string): Promise<void> {
      await db.transaction(async (tx) => {
        const added = await tx
          .insert(itemViews)
          .values({ itemId, viewer, day: sql`current_date` })
          .onConflictDoNothing()
          .returning({ itemId: itemViews.itemId });
        if (added.length === 1) {
          await tx
            .update(items)
            .set({ viewCount: sql`${items.viewCount} + 1` })
            .where(eq(items.id, itemId));
        }
      });
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
    async insertFile(values: typeof itemFiles.$inferInsert): Promise<ItemFileRow> {
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

import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ProofStep } from '@ideabazaar/shared/authorship/merkle';
import type { Executor } from '../../db/transaction';
import { rowsOf } from '../../db/rows';
import { authorshipBatches, authorshipKeys, authorshipVersions } from './authorship.schema';

// The items' and the questions' tables, named in SQL as matching.repository.ts names them: the
// canonical content is read from them in the change's transaction. The items module owns them;
// this module writes only an item's salt and a file's missing SHA-256.
const items = sql.identifier('items');
const itemAnswers = sql.identifier('item_answers');
const itemFiles = sql.identifier('item_files');
const questions = sql.identifier('questions');

export type VersionRow = typeof authorshipVersions.$inferSelect;
export type BatchRow = typeof authorshipBatches.$inferSelect;
export type KeyRow = typeof authorshipKeys.$inferSelect;

/**
 * The certificates' tables, and the reads of an idea's content they are made from. The items
 * module owns the items' tables; this one reads them, and writes only an item's salt (made once,
 * read by nobody but the owner's certificate) and a file's missing SHA-256.
 */
export function createAuthorshipRepository(db: Executor) {
  return {
    /** The item's row as the version needs it, locked by the caller's transaction already. */
    item: async (itemId: string) =>
      rowsOf<{
        id: string;
        section: string;
        status: string;
        title: string;
        elevator_text: string;
        business_text: string;
        salt: string | null;
      }>(
        await db.execute(sql`
          select id, section, status, title, elevator_text, business_text,
            authorship_salt as salt
          from ${items} where id = ${itemId}`),
      )[0],

    /** Sets the salt unless one is there; the salt the item has afterwards. */
    async salt(itemId: string, make: () => string): Promise<string> {
      const [row] = rowsOf<{ salt: string }>(
        await db.execute(sql`
          update ${items} set authorship_salt = coalesce(authorship_salt, ${make()})
          where id = ${itemId} returning authorship_salt as salt`),
      );
      return row!.salt;
    },

    /** Every answer with its question's set and key. */
    answers: async (itemId: string) =>
      rowsOf<{ set: string; key: string; value: string; is_private: boolean }>(
        await db.execute(sql`
          select q.set, q.key, a.value, a.is_private
          from ${itemAnswers} a join ${questions} q on q.id = a.question_id
          where a.item_id = ${itemId}`),
      ),

    files: async (itemId: string) =>
      rowsOf<{
        id: string;
        sha256: string | null;
        purpose: string;
        visibility: string;
        storage_key: string;
      }>(
        await db.execute(sql`
          select id, sha256, purpose, visibility, storage_key
          from ${itemFiles} where item_id = ${itemId}`),
      ),

    setFileHash: (fileId: string, sha256: string) =>
      db.execute(sql`update ${itemFiles} set sha256 = ${sha256} where id = ${fileId}`),

    /** Files uploaded before their hash was kept, a few at a time. */
    filesWithoutHash: async (limit: number) =>
      rowsOf<{ id: string; storage_key: string }>(
        await db.execute(sql`
          select id, storage_key from ${itemFiles} where sha256 is null limit ${limit}`),
      ),

    latestVersion: async (itemId: string) =>
      (
        await db
          .select()
          .from(authorshipVersions)
          .where(eq(authorshipVersions.itemId, itemId))
          .orderBy(desc(authorshipVersions.version))
          .limit(1)
      )[0],

    insertVersion: (values: typeof authorshipVersions.$inferInsert) =>
      db.insert(authorshipVersions).values(values),

    /** The versions of an item, newest first, with their batch's moment and stamp. */
    versionsOf: (itemId: string) =>
      db
        .select({
          version: authorshipVersions.version,
          contentHash: authorshipVersions.contentHash,
          createdAt: authorshipVersions.createdAt,
          signedAt: authorshipBatches.signedAt,
          stamped: sql<boolean>`${authorshipBatches.tsaToken} is not null`,
        })
        .from(authorshipVersions)
        .leftJoin(authorshipBatches, eq(authorshipBatches.id, authorshipVersions.batchId))
        .where(eq(authorshipVersions.itemId, itemId))
        .orderBy(desc(authorshipVersions.version)),

    version: async (itemId: string, version: number) =>
      (
        await db
          .select()
          .from(authorshipVersions)
          .where(
            and(eq(authorshipVersions.itemId, itemId), eq(authorshipVersions.version, version)),
          )
      )[0],

    batch: async (id: number) =>
      (await db.select().from(authorshipBatches).where(eq(authorshipBatches.id, id)))[0],

    /**
     * Claims the oldest unbatched versions for the caller's transaction: another process's job
     * skips them (FOR UPDATE SKIP LOCKED), so each version is signed in one batch only.
     */
    claimUnbatched: (limit: number) =>
      db
        .select({ id: authorshipVersions.id, leafHash: authorshipVersions.leafHash })
        .from(authorshipVersions)
        .where(isNull(authorshipVersions.batchId))
        .orderBy(asc(authorshipVersions.id))
        .limit(limit)
        .for('update', { skipLocked: true }),

    insertBatch: async (values: typeof authorshipBatches.$inferInsert) =>
      (
        await db.insert(authorshipBatches).values(values).returning({ id: authorshipBatches.id })
      )[0]!.id,

    /** Puts the claimed versions in their batch, each at its leaf's place with its proof. */
    async placeInBatch(batchId: number, placed: { id: number; proof: ProofStep[] }[]) {
      await db.execute(sql`
        update ${authorshipVersions} as v
        set batch_id = ${batchId}, leaf_index = placed.ordinality - 1,
          proof = placed.entry -> 'proof'
        from jsonb_array_elements(${JSON.stringify(placed)}::jsonb)
          with ordinality as placed(entry, ordinality)
        where v.id = (placed.entry ->> 'id')::bigint`);
    },

    /** The oldest batch still without a token. */
    oldestUnstamped: async () =>
      (
        await db
          .select({ id: authorshipBatches.id, root: authorshipBatches.root })
          .from(authorshipBatches)
          .where(isNull(authorshipBatches.tsaToken))
          .orderBy(asc(authorshipBatches.id))
          .limit(1)
      )[0],

    /** Keeps a batch's token unless another process kept one first. */
    setToken: (batchId: number, token: Uint8Array) =>
      db
        .update(authorshipBatches)
        .set({ tsaToken: token })
        .where(and(eq(authorshipBatches.id, batchId), isNull(authorshipBatches.tsaToken))),

    keys: () => db.select().from(authorshipKeys).orderBy(asc(authorshipKeys.from)),

    currentKey: async () =>
      (await db.select().from(authorshipKeys).where(isNull(authorshipKeys.until)))[0],

    /** Takes turns with other processes choosing the current key (the rest of the transaction). */
    lockKeys: () => db.execute(sql`lock table ${authorshipKeys} in share row exclusive mode`),

    retireKeys: (ids: string[], until: Date) =>
      ids.length === 0
        ? Promise.resolve()
        : db.update(authorshipKeys).set({ until }).where(inArray(authorshipKeys.id, ids)),

    /** Adds a key unless its id is known; false when it was (the caller decides). */
    insertKey: async (values: typeof authorshipKeys.$inferInsert) =>
      (
        await db
          .insert(authorshipKeys)
          .values(values)
          .onConflictDoNothing()
          .returning({ id: authorshipKeys.id })
      ).length > 0,

    keyById: async (id: string) =>
      (await db.select().from(authorshipKeys).where(eq(authorshipKeys.id, id)))[0],
  };
}
export type AuthorshipRepository = ReturnType<typeof createAuthorshipRepository>;

import { searchWords } from '@ideabazaar/shared/persian/search';
import type { Section } from '@ideabazaar/shared/schemas/questions';
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { likeLiteral } from '../../db/rows';
import type { Executor, Tx } from '../../db/transaction';
import type { Cursor } from '../../lib/cursor';
import { AppError } from '../../plugins/errors/app-error';
import { contentKey, type TargetRef } from '../reports/reports.service';
import type { CatalogVersion } from './catalog-version';
import { itemOr404, moderated, viewerOf, type Viewers } from './item-access';
import type { ItemRow, ItemsRepository } from './items.repository';
import { items } from './items.schema';

/** An item's hidden state, as the audit log keeps it before and after an operator's action. */
export interface HiddenState {
  hidden: boolean;
  hidden_reason: string | null;
}
const stateOf = (row: Pick<ItemRow, 'hiddenAt' | 'hiddenReason'>): HiddenState => ({
  hidden: row.hiddenAt !== null,
  hidden_reason: row.hiddenReason,
});

/** The console's search over every item, of any status (issue 29). */
export interface AdminItemsFilter {
  /** Words of the title and texts (searched as the lists search them). */
  words: string[];
  id?: string | undefined;
  ownerId?: number | undefined;
  section?: Section | undefined;
  hidden?: boolean | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the console's searches and the reports' queue read of items, and the operators' writes. */
export function createModerationRepository(db: Executor) {
  return {
    /** Sets or clears the item's hidden state on its locked row; undefined when it is gone. */
    async setHidden(id: string, reason: string | null) {
      const [row] = await db.select().from(items).where(eq(items.id, id)).for('update');
      if (!row) return undefined;
      const [after] = await db
        .update(items)
        .set(
          reason === null
            ? { hiddenAt: null, hiddenReason: null }
            : { hiddenAt: row.hiddenAt ?? sql`now()`, hiddenReason: reason },
        )
        .where(eq(items.id, id))
        .returning({ hiddenAt: items.hiddenAt, hiddenReason: items.hiddenReason });
      return { before: stateOf(row), after: stateOf(after!) };
    },

    async setOwnerBlocked(ownerId: number, blocked: boolean) {
      await db
        .update(items)
        .set({ ownerBlocked: blocked })
        .where(and(eq(items.ownerId, ownerId), sql`${items.ownerBlocked} <> ${blocked}`));
    },

    /** Newest first by creation, paged by (created_at, id); one row past `limit`. */
    adminPage: (filter: AdminItemsFilter, cursor: Cursor | undefined, limit: number) =>
      db
        .select({ item: items, key: sql<string>`${items.createdAt}::text` })
        .from(items)
        .where(
          and(
            filter.id ? eq(items.id, filter.id) : undefined,
            filter.ownerId !== undefined ? eq(items.ownerId, filter.ownerId) : undefined,
            filter.section ? eq(items.section, filter.section) : undefined,
            filter.hidden === undefined
              ? undefined
              : filter.hidden
                ? isNotNull(items.hiddenAt)
                : isNull(items.hiddenAt),
            ...filter.words.map(
              (word) => sql`${items.searchText} like ${`%${likeLiteral(word)}%`}`,
            ),
            cursor
              ? sql`(${items.createdAt}, ${items.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(items.createdAt), desc(items.id))
        .limit(limit + 1),

    /** These items' rows, by id (the reports' queue shows what was reported). */
    byIds: (ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.select().from(items).where(inArray(items.id, ids)),
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;

/** The operators' side of items (issue 29), part of the items service. */
export function createItemsModeration(options: {
  repository: ItemsRepository;
  reads: ModerationRepository;
  viewers: Viewers;
  catalogVersion: CatalogVersion;
  /** The owner of an e-mail address, for the console's search. */
  ownerByEmail(email: string): Promise<number | undefined>;
}) {
  const { repository, reads, viewers, catalogVersion } = options;
  return {
    /**
     * Hides the item (`reason` given) or shows it again (null) in the caller's transaction, on
     * its locked row; its state before and after, or undefined when the item is gone. The
     * caller moves the catalogue once it committed (`catalogChanged`).
     */
    setHidden: (tx: Tx, itemId: string, reason: string | null) =>
      createModerationRepository(tx).setHidden(itemId, reason),

    /** Every item of the owner leaves (or comes back to) the lists, in the caller's transaction. */
    setOwnerBlocked: (tx: Tx, ownerId: number, blocked: boolean): Promise<void> =>
      createModerationRepository(tx).setOwnerBlocked(ownerId, blocked),

    /**
     * After a commit that hid, showed or blocked: the lists' pages read before it are old (the
     * page cache and the first screen follow the catalogue's version).
     */
    catalogChanged: async (): Promise<void> => catalogVersion.moved(),

    /** A page of every item for the console, newest first; rows one past `limit`. */
    async adminPage(
      input: {
        q?: string | undefined;
        section?: Section | undefined;
        hidden?: boolean | undefined;
      },
      cursor: Cursor | undefined,
      limit: number,
    ) {
      const q = input.q?.trim() ?? '';
      const filter: AdminItemsFilter = { words: [], section: input.section, hidden: input.hidden };
      if (UUID.test(q)) filter.id = q.toLowerCase();
      else if (q.includes('@')) {
        const ownerId = await options.ownerByEmail(q.toLowerCase());
        if (ownerId === undefined) return [];
        filter.ownerId = ownerId;
      } else filter.words = q ? searchWords(q) : [];
      return reads.adminPage(filter, cursor, limit);
    },

    /** One item's row for the console, whatever its state. */
    adminRow: (itemId: string) => itemOr404(repository, itemId),

    /** The reports' side of items (reports.service's targets). */
    reportTarget: {
      /**
       * The owner of an item this member may see and report; the 404 of one they may not. A
       * hidden item is seen by no one who could report it but its owner and the operators.
       */
      async reportable(itemId: string, memberId: number): Promise<number> {
        const item = await itemOr404(repository, itemId);
        const viewer = await viewerOf(viewers, item, memberId);
        if (!viewer.canSee || item.ownerId === null) throw new AppError('item_not_found');
        return item.ownerId;
      },
      async contents(refs: TargetRef[]) {
        const rows = new Map(
          (await reads.byIds([...new Set(refs.map((ref) => ref.targetId))])).map((row) => [
            row.id,
            row,
          ]),
        );
        return new Map(
          refs.flatMap((ref) => {
            const row = rows.get(ref.targetId);
            if (!row) return [];
            const content = {
              text: row.summary,
              item_id: row.id,
              item_title: row.title,
              hidden: moderated(row),
            };
            return [[contentKey(ref), content] as const];
          }),
        );
      },
      /** Hides it in the caller's transaction: its state before and after; undefined when gone. */
      hide: (tx: Tx, ref: TargetRef & { reason: string }) =>
        createModerationRepository(tx).setHidden(ref.targetId, ref.reason),
    },
  };
}

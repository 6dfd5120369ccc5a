import type { Language } from '@ideabazaar/shared/i18n/language';
import { matchForm, matchWords } from '@ideabazaar/shared/persian/match-text';
import type { ItemCard } from '@ideabazaar/shared/schemas/browse';
import type { Transaction, Tx } from '../../db/transaction';
import { AppError } from '../../plugins/errors/app-error';
import { toCard } from '../browse/browse.service';
import type { CatalogService } from '../items/catalog.service';
import type { ItemsService } from '../items/items.service';
import { createMatchingRepository, type MatchingRepository } from './matching.repository';
import { anyWordQuery, MATCHING, scoreOf } from './matching.score';
import { createSavedSearchesRepository } from './saved-searches.repository';

/** How many matches the item's page shows. */
const SHOWN = 5;
/** How long an item whose matching failed waits behind the others. */
const RETRY_MINUTES = 10;

type PublicTextReader = Awaited<ReturnType<ItemsService['publicTextReader']>>;

/**
 * Needs matched to ideas and saved searches that alert (issue 30). The items' trigger queues a
 * published or changed item; `processQueue` (the job, every few seconds) makes its match text,
 * finds the other side's items that may match, keeps the best and tells the owners of the needs
 * a new idea may answer; a newly published item alerts the saved searches it meets.
 */
export function createMatchingService(options: {
  repository: MatchingRepository;
  transaction: Transaction;
  items: ItemsService;
  catalog: CatalogService;
  log: { error(details: object, message: string): void };
}) {
  const { repository, transaction, items, catalog, log } = options;
  const onFailure = (itemId: string, error: unknown) =>
    log.error({ err: error, itemId }, 'matching an item failed; it is tried again later');
  /** Whether pg_trgm's word similarity is used; exact words when trigrams do not work. */
  let trigrams = true;

  /** Matches one queued item in the caller's transaction; the notifications made. */
  async function match(
    tx: Tx,
    read: PublicTextReader,
    itemId: string,
    published: boolean,
  ): Promise<number> {
    const within = createMatchingRepository(tx);
    const found = await read(tx, itemId);
    if (!found?.listed || found.item.ownerId === null) return 0;
    const { item } = found;
    const ownerId = item.ownerId!;
    const text = matchForm(found.text);
    const words = matchWords(found.text);
    await within.saveText(item.id, text, words);
    let made = published ? await createSavedSearchesRepository(tx).alert({ ...item, ownerId }) : 0;
    const rows =
      words.length === 0
        ? []
        : await within.candidates({
            section: item.section === 'idea' ? 'need' : 'idea',
            ownerId,
            query: anyWordQuery(words),
            text,
            words,
            category: item.category,
            similarity: trigrams ? MATCHING.similarity : undefined,
            limit: MATCHING.candidates,
          });
    const best = rows
      .map((row) => ({ row, score: scoreOf(row, { section: item.section, words: words.length }) }))
      .filter((pair) => pair.score > 0)
      .sort((a, b) => b.score - a.score || a.row.item_id.localeCompare(b.row.item_id))
      .slice(0, MATCHING.kept);
    await within.replaceMatches(
      item.section,
      item.id,
      best.map((pair) => ({ other: pair.row.item_id, score: pair.score })),
    );
    // A need's owner hears of a new idea that may answer their need; a need just published
    // shows its ideas on its page, where its owner is.
    if (item.section === 'idea') {
      made += await within.notifyNeedOwners(
        item.id,
        ownerId,
        best.map((pair) => ({ id: pair.row.item_id, owner: pair.row.owner_id })),
        MATCHING.toldPerIdeaPerDay,
      );
    }
    return made;
  }

  return {
    /**
     * Whether pg_trgm makes trigrams of Persian text (a database in the C locale makes none);
     * when it does not, matching falls back to whole words. The problem, or undefined.
     */
    async checkTrigrams(): Promise<string | undefined> {
      const count = await repository.persianTrigrams();
      trigrams = count > 0;
      return trigrams
        ? undefined
        : "pg_trgm makes no trigrams of Persian text (show_trgm('سلام') is empty: the database's LC_CTYPE is probably C); matching falls back to whole words";
    },

    /**
     * Items published before matching existed: their match texts are made, then their needs are
     * queued, whose matching finds every idea (stored, nobody notified of what is not new). A
     * start with nothing to do reads one query. The number of items given a text.
     */
    async backfill(): Promise<number> {
      const read = await items.publicTextReader();
      let after = '00000000-0000-0000-0000-000000000000';
      let count = 0;
      for (;;) {
        const page = await repository.unmatched(after, 200);
        if (page.length === 0) return count;
        await transaction(async (tx) => {
          const within = createMatchingRepository(tx);
          for (const row of page) {
            const found = await read(tx, row.id);
            if (found) await within.saveText(row.id, matchForm(found.text), matchWords(found.text));
          }
          await within.queue(page.filter((row) => row.section === 'need').map((row) => row.id));
        });
        count += page.length;
        after = page.at(-1)!.id;
      }
    },

    /**
     * Matches up to `limit` queued items, each in a transaction of its own that holds its queue
     * row (SKIP LOCKED: several processes share the queue). The number of items matched.
     */
    async processQueue(limit = 50): Promise<number> {
      let done = 0;
      const read = await items.publicTextReader();
      while (done < limit) {
        let claimed: string | undefined;
        try {
          const taken = await transaction(async (tx) => {
            const [row] = await createMatchingRepository(tx).claim(1);
            if (!row) return false;
            claimed = row.item_id;
            await match(tx, read, row.item_id, row.published);
            return true;
          });
          if (!taken) break;
        } catch (error) {
          // Its work rolled back and the item stays queued: behind the others for a while, so
          // one item that fails never holds back every other item's matching.
          if (!claimed) throw error;
          await repository.later(claimed, RETRY_MINUTES);
          onFailure(claimed, error);
        }
        done += 1;
      }
      return done;
    },

    /**
     * For an item's owner: the needs an idea may answer, or the ideas that may answer a need,
     * best first, those still listed. Others get the item's 404, or not_owner.
     */
    async matchesFor(input: {
      itemId: string;
      memberId: number;
      language: Language;
    }): Promise<ItemCard[]> {
      const { item, viewer } = await items.access(input);
      if (!viewer.isOwner) throw new AppError('not_owner');
      const ids = await repository.matchesOf(item.id, item.section, MATCHING.kept);
      const rows = await catalog.listed(ids);
      // Another member's idea is read as a stranger reads it, its contact details masked.
      return rows
        .slice(0, SHOWN)
        .map((row) => toCard(row, input.language, row.item.ownerId !== input.memberId));
    },
  };
}
export type MatchingService = ReturnType<typeof createMatchingService>;

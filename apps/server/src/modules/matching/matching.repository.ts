import type { Section } from '@ideabazaar/shared/schemas/questions';
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Executor } from '../../db/transaction';
import { itemMatches, matchQueue, matchTexts } from './matching.schema';

// The items' table, named in SQL as wallet-checks.repository.ts names others' tables: matching
// chooses among published items by their status, owner and moderation, in the same query that
// scores them. It reads; only the items module writes it.
const items = sql.identifier('items');

/** A text array for a raw query: JSON text unpacked by the database (no array literal quoting). */
const textArray = (values: string[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/** One candidate and what its score is made of (matching.score.ts). */
export interface CandidateRow {
  item_id: string;
  owner_id: string;
  /** Its topic words, and how many of them the source's text holds (trigram word similarity). */
  words_total: number;
  words_found: number;
  /** The source's topic words the candidate's text holds. */
  source_found: number;
  /** Full-text rank of the candidate against the source's words (normalised to 0-1). */
  rank: number;
  same_category: boolean;
}

export function createMatchingRepository(db: Executor) {
  return {
    /** The trigrams pg_trgm makes of a Persian word: none in a C locale. */
    async persianTrigrams() {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`select cardinality(show_trgm('سلام'))::int as n`),
      );
      return row?.n ?? 0;
    },

    /** Published items that have no match text yet (made before matching existed), by id. */
    async unmatched(after: string, limit: number) {
      return rowsOf<{ id: string; section: Section }>(
        await db.execute(sql`
          select i.id, i.section from ${items} i
          where i.status = 'published' and i.id > ${after}::uuid
            and not exists (select 1 from ${matchTexts} m where m.item_id = i.id)
          order by i.id limit ${limit}`),
      );
    },

    /** Queues these items to be matched, without alerting saved searches. */
    queue: (ids: string[]) =>
      ids.length === 0
        ? Promise.resolve()
        : db
            .insert(matchQueue)
            .values(ids.map((itemId) => ({ itemId })))
            .onConflictDoNothing(),

    /** Takes up to `limit` queued items, locked for this transaction; another process skips them. */
    async claim(limit: number) {
      return rowsOf<{ item_id: string; published: boolean }>(
        await db.execute(sql`
          delete from ${matchQueue} where ${matchQueue.itemId} in (
            select ${matchQueue.itemId} from ${matchQueue} where ${matchQueue.queuedAt} <= now()
            order by ${matchQueue.queuedAt} limit ${limit} for update skip locked)
          returning ${matchQueue.itemId} as item_id, ${matchQueue.published} as published`),
      );
    },

    /** Puts a queued item whose matching failed behind the others for a while. */
    later: (itemId: string, minutes: number) =>
      db
        .update(matchQueue)
        .set({ queuedAt: sql`now() + make_interval(mins => ${minutes})` })
        .where(eq(matchQueue.itemId, itemId)),

    saveText: (itemId: string, text: string, words: string[]) =>
      db
        .insert(matchTexts)
        .values({ itemId, text, words })
        .onConflictDoUpdate({
          target: matchTexts.itemId,
          set: { text, words, updatedAt: sql`now()` },
        }),

    /**
     * Listed items of `section` (published, not hidden, owner not blocked, not `ownerId`'s) whose
     * text holds a word of `query` (full-text, prefixes), the `limit` best by rank, with what
     * their score is made of: how many of each side's words the other's text holds, by
     * pg_trgm's word similarity of at least `similarity`.
     */
    async candidates(input: {
      section: Section;
      ownerId: number;
      query: string;
      text: string;
      words: string[];
      category: string | null;
      /** pg_trgm's word similarity at which a word is found; whole words when undefined. */
      similarity: number | undefined;
      limit: number;
    }): Promise<CandidateRow[]> {
      const query = sql`to_tsquery('simple', ${input.query})`;
      const holds = (word: SQL, text: SQL) =>
        input.similarity === undefined
          ? sql`${word} = any(string_to_array(${text}, ' '))`
          : sql`word_similarity(${word}, ${text}) >= ${input.similarity}`;
      const vector = sql`to_tsvector('simple', m.text)`;
      return rowsOf<CandidateRow>(
        await db.execute(sql`
          with candidate as (
            select m.item_id, m.text, m.words, i.owner_id, i.category,
                   ts_rank(${vector}, ${query}, 32) as rank
            from ${matchTexts} m join ${items} i on i.id = m.item_id
            where ${vector} @@ ${query} and i.section = ${input.section}
              and i.status = 'published' and i.hidden_at is null and not i.owner_blocked
              and i.owner_id <> ${input.ownerId}
            order by rank desc limit ${input.limit})
          select c.item_id, c.owner_id::text, c.rank::float8 as rank,
                 cardinality(c.words) as words_total,
                 (select count(*)::int from unnest(c.words) w
                   where ${holds(sql`w`, sql`${input.text}::text`)}) as words_found,
                 (select count(*)::int from unnest(${textArray(input.words)}) w
                   where ${holds(sql`w`, sql`c.text`)}) as source_found,
                 coalesce(c.category = ${input.category}, false) as same_category
          from candidate c`),
      ).map((row) => ({ ...row, rank: Number(row.rank) }));
    },

    /** Replaces the matches an idea (or a need) has as the source with these. */
    async replaceMatches(
      side: 'idea' | 'need',
      itemId: string,
      pairs: { other: string; score: number }[],
    ) {
      const column = side === 'idea' ? itemMatches.ideaId : itemMatches.needId;
      await db.delete(itemMatches).where(eq(column, itemId));
      if (pairs.length === 0) return;
      await db
        .insert(itemMatches)
        .values(
          pairs.map((pair) =>
            side === 'idea'
              ? { ideaId: itemId, needId: pair.other, score: pair.score }
              : { ideaId: pair.other, needId: itemId, score: pair.score },
          ),
        )
        .onConflictDoUpdate({
          target: [itemMatches.ideaId, itemMatches.needId],
          set: { score: sql`excluded.score` },
        });
    },

    /**
     * One 'need_match' notification to each need's owner for this idea (sql/notify.sql: once per
     * idea and need, whoever calls it again). The number made.
     */
    async notifyNeedOwners(
      ideaId: string,
      ideaOwner: number,
      needs: { id: string; owner: string }[],
      perIdeaPerDay: number,
    ) {
      if (needs.length === 0) return 0;
      // Best first, and no more than `perIdeaPerDay` told for one idea in a day: an owner who
      // rewrites their idea again and again to reach other needs' owners reaches a few a day.
      const [row] = rowsOf<{ made: number }>(
        await db.execute(sql`
          with told as (
            select count(*)::int as n from notifications
            where item_id = ${ideaId}::uuid and kind = 'need_match'
              and created_at > now() - interval '1 day')
          select count(*) filter (where notify(n.owner::bigint, 'need_match',
                   'need_match:' || ${ideaId} || ':' || n.id, ${ideaId}::uuid, ${ideaOwner}::bigint,
                   null, null, n.id, null))::int as made
          from rows from (jsonb_to_recordset(${JSON.stringify(needs)}::jsonb) as (id text, owner text))
            with ordinality as n(id, owner, rank), told
          where n.rank <= ${perIdeaPerDay} - told.n`),
      );
      return row?.made ?? 0;
    },

    /** The other side's ids of an item's matches, best first. */
    async matchesOf(itemId: string, section: Section, limit: number) {
      const [mine, other] =
        section === 'idea'
          ? [itemMatches.ideaId, itemMatches.needId]
          : [itemMatches.needId, itemMatches.ideaId];
      const rows = await db
        .select({ id: other })
        .from(itemMatches)
        .where(eq(mine, itemId))
        .orderBy(desc(itemMatches.score), asc(other))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}
export type MatchingRepository = ReturnType<typeof createMatchingRepository>;

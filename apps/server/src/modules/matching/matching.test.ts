import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { items, notifications } from '../../db/schema';
import { matchForm, matchWords } from '@ideabazaar/shared/persian/match-text';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { createItem, createMember } from '../../../test/helpers/factories';
import { signedInMember, type SignedIn } from '../../../test/helpers/members';
import { answeredItem, type FlowQuestion } from '../../../test/helpers/question-flow';
import { bearer } from '../../../test/helpers/sign-in';
import { createMatchingRepository } from './matching.repository';
import { anyWordQuery } from './matching.score';

const NEED_TITLE = 'Drip irrigation for my pistachio orchard';
const NEED_TEXT = 'Water is scarce in Kerman and our pistachio trees need a cheap drip irrigation.';
const IDEA_TITLE = 'Solar drip irrigation kit for orchards';
const IDEA_TEXT = 'A low-cost drip irrigation kit with a solar pump for pistachio orchards.';
const isTitle = (question: FlowQuestion) => /^(Idea|Need) Title/.test(question.title);

/** An item made through the question flow and published through the API, as a member does. */
async function publish(
  t: TestApp,
  member: SignedIn,
  section: 'idea' | 'need',
  title: string,
  text: string,
) {
  const { id } = await answeredItem(t, member.token, {
    section,
    text: (question) => (isTitle(question) ? title : text),
  });
  const published = await t.app.inject({
    method: 'PATCH',
    url: `/api/items/${id}`,
    headers: bearer(member.token),
    payload:
      section === 'idea' ? { status: 'published', negotiable: true } : { status: 'published' },
  });
  expect(published.statusCode, published.body).toBe(200);
  return id;
}

const matchesOf = (t: TestApp, itemId: string, token?: string) =>
  t.app.inject({
    url: `/api/items/${itemId}/matches`,
    headers: token ? bearer(token) : {},
  });

const notificationsOf = (t: TestApp, userId: number, kind = 'need_match' as const) =>
  t.db.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

describe('needs matched to ideas', () => {
  let t: TestApp;
  let needer: SignedIn;
  let ideator: SignedIn;
  let stranger: SignedIn;
  let needId: string;
  let ideaId: string;
  const unseen: { owner: number; id: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    [needer, ideator, stranger] = [
      await signedInMember(t),
      await signedInMember(t),
      await signedInMember(t),
    ];
    needId = await publish(t, needer, 'need', NEED_TITLE, NEED_TEXT);
    // The same need, where no idea's owner may be told of it or shown it: the idea owner's own,
    // hidden by an operator, its owner blocked, a draft.
    const db = t.db.db;
    const same = { section: 'need' as const, title: NEED_TITLE, summary: NEED_TEXT };
    unseen.push({
      owner: ideator.id,
      id: (await createItem(db, { ...same, ownerId: ideator.id })).id,
    });
    for (const values of [
      { hiddenAt: new Date(), hiddenReason: 'spam' },
      { ownerBlocked: true },
      { status: 'draft' as const, publishedAt: null },
    ]) {
      const owner = await createMember(db);
      unseen.push({
        owner: owner.id,
        id: (await createItem(db, { ...same, ...values, ownerId: owner.id })).id,
      });
    }
    await t.app.services.matching.processQueue();
    ideaId = await publish(t, ideator, 'idea', IDEA_TITLE, IDEA_TEXT);
  });
  afterAll(() => t.close());

  it('matches after the commit, once, however often and by how many the job runs', async () => {
    // Publishing only queued the idea: the job matches it.
    expect(await notificationsOf(t, needer.id)).toEqual([]);
    const { matching } = t.app.services;
    const [first, second] = await Promise.all([matching.processQueue(), matching.processQueue()]);
    expect(first + second).toBe(1);
    expect(await matching.processQueue()).toBe(0);
    const made = await notificationsOf(t, needer.id);
    expect(made).toMatchObject([
      {
        itemId: ideaId,
        actorId: ideator.id,
        ref: needId,
        eventKey: `need_match:${ideaId}:${needId}`,
      },
    ]);
    // Queued again by hand (a second process's retry) and by an edit of its public text.
    await t.db.db.execute(
      sql`insert into match_queue (item_id) values (${ideaId}) on conflict do nothing`,
    );
    await Promise.all([matching.processQueue(), matching.processQueue()]);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/items/${ideaId}`,
      headers: bearer(ideator.token),
      payload: { elevator_text: 'Pistachio orchards watered by solar drip irrigation.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await matching.processQueue()).toBe(1);
    expect(await notificationsOf(t, needer.id)).toHaveLength(1);
  });

  it('tells and shows nothing of the own, hidden, blocked or draft needs', async () => {
    for (const need of unseen) expect(await notificationsOf(t, need.owner)).toEqual([]);
    expect(await notificationsOf(t, ideator.id)).toEqual([]);
    const answer = await matchesOf(t, ideaId, ideator.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().matches.map((card: { id: string }) => card.id)).toEqual([needId]);
  });

  it("shows a need's owner the ideas that may answer it, as cards", async () => {
    const answer = await matchesOf(t, needId, needer.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().matches).toMatchObject([
      { id: ideaId, section: 'idea', title: IDEA_TITLE, creator: { id: String(ideator.id) } },
    ]);
    expect(answer.body).not.toContain('business_text');
  });

  it('shows the matches to the owner alone, as the items module refuses others', async () => {
    expect((await matchesOf(t, needId)).statusCode).toBe(401);
    const other = await matchesOf(t, needId, stranger.token);
    expect([other.statusCode, other.json().code]).toEqual([403, 'not_owner']);
    // A draft is its owner's alone: to anyone else it does not exist.
    const draft = unseen[3]!.id;
    const hidden = await matchesOf(t, draft, stranger.token);
    expect([hidden.statusCode, hidden.json().code]).toEqual([404, 'item_not_found']);
    const unknown = await matchesOf(t, '00000000-0000-4000-8000-000000000000', needer.token);
    expect(unknown.statusCode).toBe(404);
    expect((await matchesOf(t, 'not-an-id', needer.token)).statusCode).toBeLessThan(500);
  });

  it('leaves out a match once its item is hidden', async () => {
    await t.db.db.update(items).set({ hiddenAt: new Date() }).where(eq(items.id, ideaId));
    const answer = await matchesOf(t, needId, needer.token);
    expect(answer.json().matches).toEqual([]);
    await t.db.db.update(items).set({ hiddenAt: null }).where(eq(items.id, ideaId));
    expect((await matchesOf(t, needId, needer.token)).json().matches).toHaveLength(1);
  });

  it('never matches on private answers, nor shows them', async () => {
    const SECRET = 'Zanjireh hydroponic pistachio irrigation orchard drip Kerman';
    const owner = await signedInMember(t);
    // Every answer but the title and summary carries the secret, then is made private.
    const isSummary = (question: FlowQuestion) => question.title.startsWith('What problem');
    const { id, questions } = await answeredItem(t, owner.token, {
      section: 'idea',
      text: (question) =>
        isTitle(question)
          ? 'Walnut wood toys for children'
          : isSummary(question)
            ? 'Toys carved by hand from walnut wood'
            : SECRET,
    });
    const privateIds = questions
      .filter(
        (question) => question.kind === 'textual' && !isTitle(question) && !isSummary(question),
      )
      .map((question) => question.id);
    expect(privateIds.length).toBeGreaterThan(0);
    const made = await t.app.inject({
      method: 'PATCH',
      url: `/api/items/${id}`,
      headers: bearer(owner.token),
      payload: { private_question_ids: privateIds, status: 'published', negotiable: true },
    });
    expect(made.statusCode, made.body).toBe(200);
    await t.app.services.matching.processQueue();
    const shown = await matchesOf(t, id, owner.token);
    expect(shown.json().matches).toEqual([]);
    const needs = await matchesOf(t, needId, needer.token);
    expect(needs.json().matches.map((card: { id: string }) => card.id)).toEqual([ideaId]);
    expect(needs.body).not.toContain('Zanjireh');
    expect(await notificationsOf(t, needer.id)).toHaveLength(1);
    const text = await t.db.db.execute(sql`select text from match_texts where item_id = ${id}`);
    expect(JSON.stringify(text)).not.toContain('zanjireh');
  });
});

describe('matching at start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finds that pg_trgm makes trigrams of Persian text here', async () => {
    expect(await t.app.services.matching.checkTrigrams()).toBeUndefined();
  });

  it('matches the items published before matching existed, telling nobody', async () => {
    const db = t.db.db;
    const [needOwner, ideaOwner] = [await signedInMember(t), await signedInMember(t)];
    const need = await createItem(db, {
      ownerId: needOwner.id,
      section: 'need',
      title: NEED_TITLE,
      summary: NEED_TEXT,
    });
    const idea = await createItem(db, {
      ownerId: ideaOwner.id,
      title: IDEA_TITLE,
      summary: IDEA_TEXT,
    });
    // As they were before the queue existed.
    await db.execute(sql`delete from match_queue`);
    const { matching } = t.app.services;
    expect(await matching.backfill()).toBe(2);
    expect(await matching.backfill()).toBe(0);
    expect(await matching.processQueue()).toBe(1);
    const answer = await matchesOf(t, idea.id, ideaOwner.token);
    expect(answer.json().matches.map((card: { id: string }) => card.id)).toEqual([need.id]);
    expect(await notificationsOf(t, needOwner.id)).toEqual([]);
  });

  it('counts whole words only where trigrams do not work (the fallback)', async () => {
    const db = t.db.db;
    const owner = await createMember(db);
    const need = await createItem(db, {
      ownerId: owner.id,
      section: 'need',
      title: 'کتابهای دانشگاهی ارزان',
      summary: 'Used textbooks',
    });
    await t.app.services.matching.processQueue();
    const text = matchForm('کتاب دانشگاهی textbooks');
    const ask = (similarity: number | undefined) =>
      createMatchingRepository(db).candidates({
        section: 'need',
        ownerId: 0,
        query: anyWordQuery(matchWords(text)),
        text,
        words: matchWords(text),
        category: null,
        similarity,
        limit: 10,
      });
    const [fuzzy] = (await ask(0.6)).filter((row) => row.item_id === need.id);
    const [exact] = (await ask(undefined)).filter((row) => row.item_id === need.id);
    // 'کتابهای' holds 'کتاب' by trigrams; as whole words only 'دانشگاهی' and 'textbooks' agree.
    expect(fuzzy?.source_found).toBe(3);
    expect(exact?.source_found).toBe(2);
  });
});

describe('an item back in the lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is matched when an operator restores it, and its need owner told then', async () => {
    const db = t.db.db;
    const [needer, ideator] = [await signedInMember(t), await signedInMember(t)];
    const need = await createItem(db, {
      ownerId: needer.id,
      section: 'need',
      title: NEED_TITLE,
      summary: NEED_TEXT,
    });
    const idea = await createItem(db, {
      ownerId: ideator.id,
      title: IDEA_TITLE,
      summary: IDEA_TEXT,
      hiddenAt: new Date(),
    });
    const { matching } = t.app.services;
    await matching.processQueue();
    expect(await notificationsOf(t, needer.id)).toEqual([]);
    await db.update(items).set({ hiddenAt: null }).where(eq(items.id, idea.id));
    expect(await matching.processQueue()).toBe(1);
    expect(await notificationsOf(t, needer.id)).toMatchObject([{ itemId: idea.id, ref: need.id }]);
  });

  it("tells at most ten needs' owners of one idea in a day, however often it is rewritten", async () => {
    const needs = async (count: number, title: string, summary: string) => {
      const owners: number[] = [];
      for (let index = 0; index < count; index += 1) {
        const owner = await createMember(t.db.db);
        owners.push(owner.id);
        await createItem(t.db.db, {
          section: 'need',
          ownerId: owner.id,
          title: `${title} ${index}`,
          summary: `${summary} ${index}`,
        });
      }
      return owners;
    };
    const heating = await needs(
      10,
      'Greenhouse heating',
      'We need cheap greenhouse heating for our cucumber farm number',
    );
    const ovens = await needs(
      4,
      'Bakery oven',
      'We need an efficient bakery oven for sangak bread',
    );
    const { matching } = t.app.services;
    await matching.backfill();
    await matching.processQueue();
    const grower = await signedInMember(t);
    const idea = await publish(
      t,
      grower,
      'idea',
      'Cheap greenhouse heating',
      'Greenhouse heating for cucumber farms from biogas, cheap and clean.',
    );
    await matching.processQueue();
    const told = () =>
      t.db.db
        .select({ userId: notifications.userId })
        .from(notifications)
        .where(and(eq(notifications.kind, 'need_match'), eq(notifications.actorId, grower.id)));
    expect((await told()).map((row) => row.userId).sort()).toEqual([...heating].sort());
    // Rewritten to reach other needs' owners the same day: they see it on their needs, untold.
    const rewritten = await t.app.inject({
      method: 'PATCH',
      url: `/api/items/${idea}`,
      headers: bearer(grower.token),
      payload: { elevator_text: 'An efficient bakery oven for sangak bread, fired by biogas.' },
    });
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    await matching.processQueue();
    const shown = (await matchesOf(t, idea, grower.token)).json().matches as { id: string }[];
    expect(shown.length).toBeGreaterThan(0);
    expect(await told()).toHaveLength(10);
    expect((await told()).some((row) => ovens.includes(row.userId))).toBe(false);
  });

  it('puts an item whose matching fails behind the others, and matches the others', async () => {
    const member = await signedInMember(t);
    const first = await publish(
      t,
      member,
      'idea',
      'Saffron packaging',
      'Saffron packaging for export.',
    );
    const second = await publish(
      t,
      member,
      'idea',
      'Date syrup',
      'Date syrup from Bam for bakeries.',
    );
    // The first one's text cannot be saved (a trigger refuses it, as a broken row would).
    // The id is the server's own uuid, written into the function's body (no parameters there).
    await t.db.db.execute(
      sql.raw(`
      create or replace function refuse_match_text() returns trigger language plpgsql as $$
      begin
        if new.item_id = '${first}'::uuid then raise exception 'broken row'; end if;
        return new;
      end $$`),
    );
    await t.db.db.execute(sql`
      create trigger refuse_match_text before insert or update on match_texts
      for each row execute function refuse_match_text()`);
    try {
      await t.app.services.matching.processQueue();
      const queued = rowsOf<{ item_id: string; later: boolean }>(
        await t.db.db.execute(
          sql`select item_id, queued_at > now() as later from match_queue where item_id in (${first}::uuid, ${second}::uuid)`,
        ),
      );
      expect(queued).toEqual([{ item_id: first, later: true }]);
    } finally {
      await t.db.db.execute(sql`drop trigger refuse_match_text on match_texts`);
      await t.db.db.execute(sql`drop function refuse_match_text()`);
    }
  });
});

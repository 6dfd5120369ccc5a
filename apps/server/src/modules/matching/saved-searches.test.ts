import { SAVED_SEARCHES_MAX } from '@ideabazaar/shared/schemas/notifications';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, notifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { createItem } from '../../../test/helpers/factories';
import { signedInMember, type SignedIn } from '../../../test/helpers/members';
import { answeredItem } from '../../../test/helpers/question-flow';
import { bearer } from '../../../test/helpers/sign-in';

const save = (t: TestApp, member: SignedIn, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: bearer(member.token),
    payload: payload as object,
  });
const list = (t: TestApp, member: SignedIn) =>
  t.app.inject({ url: '/api/saved-searches', headers: bearer(member.token) });
const remove = (t: TestApp, member: SignedIn, id: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/saved-searches/${id}`,
    headers: bearer(member.token),
  });
const alertsOf = (t: TestApp, userId: number) =>
  t.db.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'saved_search_match')));

describe('saved searches', () => {
  let t: TestApp;
  let searcher: SignedIn;
  let seller: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    searcher = await signedInMember(t);
    seller = await signedInMember(t);
  });
  afterAll(() => t.close());

  it('saves, lists and deletes a member’s own searches', async () => {
    const saved = await save(t, searcher, {
      section: 'need',
      q: '  باغ پسته ',
      category: 'agriculture',
      min_price: '۱۰۰۰',
      negotiable: 'false',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      section: 'need',
      q: 'باغ پسته',
      category: 'agriculture',
      category_label: 'Agriculture',
      min_price: 1000,
      max_price: null,
      negotiable: false,
    });
    const { id } = saved.json();
    expect(
      (await list(t, searcher)).json().saved_searches.map((s: { id: string }) => s.id),
    ).toEqual([id]);
    expect((await list(t, seller)).json().saved_searches).toEqual([]);
    const others = await remove(t, seller, id);
    expect([others.statusCode, others.json().code]).toEqual([404, 'saved_search_not_found']);
    expect((await remove(t, searcher, id)).statusCode).toBe(200);
    const again = await remove(t, searcher, id);
    expect([again.statusCode, again.json().code]).toEqual([404, 'saved_search_not_found']);
    // What no saved search's id can be is refused before any look-up.
    expect((await remove(t, searcher, 'abc')).statusCode).toBe(422);
    expect((await remove(t, searcher, '99999999999999999999')).statusCode).toBe(422);
  });

  it('refuses the same search twice and more than the maximum', async () => {
    const member = await signedInMember(t);
    expect((await save(t, member, { q: 'Lunch office' })).statusCode).toBe(201);
    // The same words in the list's search form: the same search.
    const twice = await save(t, member, { section: 'idea', q: 'lunch   OFFICE' });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'saved_search_exists']);
    const more = await Promise.all(
      Array.from({ length: SAVED_SEARCHES_MAX + 2 }, (_, index) =>
        save(t, member, { q: `word${index}` }),
      ),
    );
    expect(more.filter((answer) => answer.statusCode === 201)).toHaveLength(SAVED_SEARCHES_MAX - 1);
    const full = more.find((answer) => answer.statusCode !== 201)!;
    expect([full.statusCode, full.json().code, full.json().params]).toEqual([
      409,
      'saved_searches_full',
      { maximum: SAVED_SEARCHES_MAX },
    ]);
    expect((await list(t, member)).json().saved_searches).toHaveLength(SAVED_SEARCHES_MAX);
  });

  it('answers bad input with a 4xx', async () => {
    for (const payload of [
      { min_price: 'abc' },
      { q: 'x'.repeat(101) },
      { section: 'both' },
      { sort: 'newest' },
      { category: 'c'.repeat(41) },
      { negotiable: true },
    ]) {
      const answer = await save(t, searcher, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(422);
      expect(answer.json().code).toBe('validation_failed');
    }
    const visitor = await t.app.inject({ method: 'POST', url: '/api/saved-searches', payload: {} });
    expect(visitor.statusCode).toBe(401);
    // A query whose words escape to far more than their length (control characters) is kept.
    const escaped = await save(t, searcher, { q: '\u0001'.repeat(100) });
    expect(escaped.statusCode, escaped.body).toBeLessThan(500);
  });

  it('alerts on a publication the search finds, once, and never its owner', async () => {
    const member = await signedInMember(t);
    const search = (
      await save(t, member, {
        section: 'idea',
        q: 'قطره‌ای پسته',
        category: 'agriculture',
        max_price: '5000000',
      })
    ).json();
    const broad = (await save(t, member, { section: 'idea', q: 'kit' })).json();
    const db = t.db.db;
    const idea = (
      title: string,
      values: Partial<typeof items.$inferInsert> & { ownerId?: number } = {},
    ) =>
      createItem(db, {
        ownerId: seller.id,
        title,
        category: 'agriculture',
        price: 4_000_000,
        ...values,
      });
    // Arabic ي and the half-space typed as a space: the list's search finds it, so does the alert.
    const found = await idea('کیت آبیاري قطره اي باغ پسته');
    await idea('کیت آبیاری قطره‌ای باغ پسته', { price: 6_000_000 });
    await idea('کیت آبیاری قطره‌ای باغ پسته', { category: 'technology' });
    await idea('گلخانه هوشمند خیار');
    await idea('کیت آبیاری قطره‌ای باغ پسته', { section: 'need' });
    await idea('آبیاری قطره‌ای پسته', { ownerId: member.id });
    await createItem(db, {
      ownerId: seller.id,
      title: 'Draft kit',
      status: 'draft',
      publishedAt: null,
    });
    const { matching } = t.app.services;
    await Promise.all([matching.processQueue(), matching.processQueue()]);
    const alerts = await alertsOf(t, member.id);
    expect(alerts.filter((alert) => alert.ref === search.id)).toMatchObject([
      { itemId: found.id, actorId: seller.id, eventKey: `saved_search:${search.id}:${found.id}` },
    ]);
    // 'kit' is in no Persian title: only the draft says it, and a draft alerts nobody.
    expect(alerts.filter((alert) => alert.ref === broad.id)).toEqual([]);
    // An edit of a published item is no new publication.
    await db
      .update(items)
      .set({ title: 'کیت آبیاری قطره‌ای پسته kit' })
      .where(eq(items.id, found.id));
    await matching.processQueue();
    expect(await alertsOf(t, member.id)).toHaveLength(1);
    // Published through the question flow and the API, as a member does.
    const walnut = (await save(t, member, { section: 'idea', q: 'WALNUT toys' })).json();
    const { id } = await answeredItem(t, seller.token, { text: () => 'Walnut wood toys' });
    const published = await t.app.inject({
      method: 'PATCH',
      url: `/api/items/${id}`,
      headers: bearer(seller.token),
      payload: { status: 'published', negotiable: true },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await alertsOf(t, member.id)).toHaveLength(1);
    await matching.processQueue();
    expect((await alertsOf(t, member.id)).filter((alert) => alert.ref === walnut.id)).toMatchObject(
      [{ itemId: id, actorId: seller.id }],
    );
  });
});

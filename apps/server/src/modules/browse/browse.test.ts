import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { createItem, createMember } from '../../../test/helpers/factories';
import { bearer, signIn } from '../../../test/helpers/sign-in';

let t: TestApp;
const day = (n: number) => new Date(Date.UTC(2026, 0, n, 8));

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createMember(t.db.db, { firstName: 'Nima', lastName: 'Karimi' });
  const ownerId = owner.id;
  const db = t.db.db;
  await createItem(db, {
    ownerId,
    title: 'Lunch for the office',
    category: 'food',
    price: 500000,
    publishedAt: day(1),
    viewCount: 5,
  });
  await createItem(db, {
    ownerId,
    title: 'كتاب علمي برای کودکان',
    category: 'education',
    price: 200000,
    publishedAt: day(2),
    viewCount: 50,
    rating: 80,
  });
  await createItem(db, {
    ownerId,
    title: 'مدل ۲۰۲۶ دوچرخه',
    category: 'technology',
    negotiable: true,
    publishedAt: day(3),
    viewCount: 1,
  });
  await createItem(db, {
    ownerId,
    title: 'می‌خواهم باغ بسازم',
    category: 'agriculture',
    price: 900000,
    publishedAt: day(4),
    rating: 40,
  });
  await createItem(db, { ownerId, title: 'Draft only', status: 'draft', publishedAt: null });
  await createItem(db, { ownerId, title: 'Archived one', status: 'archived' });
  await createItem(db, {
    ownerId,
    title: 'A need for a website',
    section: 'need',
    price: 3000000,
    publishedAt: day(5),
  });
});
afterAll(() => t.close());

const list = async (query: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ url: `/api/items?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: { title: string; id: string }[]; next_cursor: string | null };
};
const titles = async (query: string) => (await list(query)).items.map((item) => item.title);

describe('browsing', () => {
  it('lists published ideas newest first, never drafts, archived items or needs', async () => {
    expect(await titles('')).toEqual([
      'می‌خواهم باغ بسازم',
      'مدل ۲۰۲۶ دوچرخه',
      'كتاب علمي برای کودکان',
      'Lunch for the office',
    ]);
    expect(await titles('section=need')).toEqual(['A need for a website']);
  });

  it.each([
    ['q=office%20LUNCH', ['Lunch for the office']],
    [`q=${encodeURIComponent('کتاب علمی')}`, ['كتاب علمي برای کودکان']],
    [`q=${encodeURIComponent('مدل 2026')}`, ['مدل ۲۰۲۶ دوچرخه']],
    [`q=${encodeURIComponent('میخواهم')}`, ['می‌خواهم باغ بسازم']],
    [`q=${encodeURIComponent('می خواهم')}`, ['می‌خواهم باغ بسازم']],
    ['q=100%25', []],
  ])('searches %s', async (query, expected) => {
    expect(await titles(query)).toEqual(expected);
  });

  it.each([
    ['category=food', ['Lunch for the office']],
    ['min_price=300000', ['می‌خواهم باغ بسازم', 'Lunch for the office']],
    ['max_price=%DB%B3%DB%B0%DB%B0%DB%B0%DB%B0%DB%B0', ['كتاب علمي برای کودکان']],
    ['negotiable=true', ['مدل ۲۰۲۶ دوچرخه']],
    ['from=2026-01-02&to=2026-01-03', ['مدل ۲۰۲۶ دوچرخه', 'كتاب علمي برای کودکان']],
  ])('filters by %s', async (query, expected) => {
    expect(await titles(query)).toEqual(expected);
  });

  it.each([
    [
      'views',
      ['كتاب علمي برای کودکان', 'Lunch for the office', 'مدل ۲۰۲۶ دوچرخه', 'می‌خواهم باغ بسازم'],
    ],
    [
      'price_asc',
      ['كتاب علمي برای کودکان', 'Lunch for the office', 'می‌خواهم باغ بسازم', 'مدل ۲۰۲۶ دوچرخه'],
    ],
    [
      'price_desc',
      ['می‌خواهم باغ بسازم', 'Lunch for the office', 'كتاب علمي برای کودکان', 'مدل ۲۰۲۶ دوچرخه'],
    ],
    ['rating', ['كتاب علمي برای کودکان', 'می‌خواهم باغ بسازم']],
  ])('sorts by %s', async (sort, expected) => {
    const found = await titles(`sort=${sort}`);
    expect(found.slice(0, expected.length)).toEqual(expected);
  });

  it.each(['newest', 'views', 'price_asc', 'price_desc', 'rating'])(
    'pages by %s without duplicates or gaps',
    async (sort) => {
      const all = (await list(`sort=${sort}&limit=50`)).items.map((item) => item.id);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await list(`sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...page.items.map((item) => item.id));
        cursor = page.next_cursor;
      } while (cursor);
      expect(seen).toEqual(all);
    },
  );

  it('pages the same with many items sharing a sort key', async () => {
    const owner = await createMember(t.db.db);
    const same = new Date(Date.UTC(2025, 5, 1));
    for (let i = 0; i < 7; i += 1) {
      await createItem(t.db.db, {
        ownerId: owner.id,
        title: `Twin ${i}`,
        section: 'need',
        publishedAt: same,
        price: 7,
      });
    }
    const all = (await list('section=need&sort=price_asc&limit=50')).items.map((item) => item.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(
        `section=need&sort=price_asc&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.items.map((item) => item.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('gives the category label in the reader language and the creator name', async () => {
    const body = await list('category=food', { 'accept-language': 'fa' });
    expect(body.items[0]).toMatchObject({
      category_label: 'غذا و نوشیدنی',
      creator: { name: 'Nima Karimi' },
    });
  });

  it.each([
    'sort=cheapest',
    'min_price=abc',
    'from=yesterday',
    'limit=500',
    'cursor=garbage',
    'section=both',
  ])('refuses %s with 422', async (query) => {
    const response = await t.app.inject({ url: `/api/items?${query}` });
    expect(response.statusCode).toBe(422);
  });

  it("lists a member's own items with drafts and archived ones", async () => {
    const token = await signIn(t, 'lister@example.com');
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/question-before-login-auth',
      payload: { section: 'idea' },
      headers: bearer(token),
    });
    const mine = (
      await t.app.inject({ url: '/api/my/items?section=idea', headers: bearer(token) })
    ).json();
    expect(
      mine.items.map((item: { id: string; status: string }) => [item.id, item.status]),
    ).toEqual([[started.json().idea_id, 'draft']]);
    expect((await t.app.inject({ url: '/api/my/items' })).statusCode).toBe(401);
  });

  it('lists the categories in the reader language', async () => {
    const body = (
      await t.app.inject({ url: '/api/categories', headers: { 'accept-language': 'fa' } })
    ).json();
    expect(body.categories).toContainEqual({ value: 'food', label: 'غذا و نوشیدنی' });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { createItem, createMember, createPurchase } from '../../../test/helpers/factories';
import { bearer, signIn } from '../../../test/helpers/sign-in';
import { items, users } from '../../db/schema';

let t: TestApp;
let owner: string;
const buyers: string[] = [];
let outsider: string;
let itemId: string;

const idOf = async (email: string) =>
  (await t.db.db.select().from(users).where(eq(users.email, email)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t, 'rated.owner@example.com');
  itemId = (
    await createItem(t.db.db, { ownerId: await idOf('rated.owner@example.com'), price: 100 })
  ).id;
  for (let i = 0; i < 3; i += 1) {
    buyers.push(await signIn(t, `buyer${i}@example.com`));
    await createPurchase(t.db.db, itemId, await idOf(`buyer${i}@example.com`), 100 * (i + 1));
  }
  outsider = await signIn(t, 'outsider@example.com');
});
afterAll(() => t.close());

const rate = (token: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/items/${itemId}/indicators`,
    payload,
    headers: bearer(token),
  });
const read = async (token?: string) =>
  (
    await t.app.inject({
      url: `/api/items/${itemId}/indicators`,
      headers: token ? bearer(token) : {},
    })
  ).json();
const score = (body: { indicators: { key: string; score: number | null }[] }, key: string) =>
  body.indicators.find((indicator) => indicator.key === key)?.score;

describe('indicators', () => {
  it('accepts ratings only from buyers', async () => {
    expect((await rate(outsider, { innovation: 5 })).statusCode).toBe(403);
    expect((await rate(owner, { innovation: 5 })).statusCode).toBe(403);
    expect((await read(buyers[0])).can_rate).toBe(true);
    expect((await read(outsider)).can_rate).toBe(false);
  });

  it("shows 'not enough ratings' (null) below three, then the average as 0-100", async () => {
    await rate(buyers[0]!, { innovation: 5, market: 4 });
    await rate(buyers[1]!, { innovation: 3 });
    expect(score(await read(), 'innovation')).toBeNull();
    await rate(buyers[2]!, { innovation: 4 });
    expect(score(await read(), 'innovation')).toBe(80);
    expect(score(await read(), 'market')).toBeNull();
    const [row] = await t.db.db.select().from(items).where(eq(items.id, itemId));
    expect(row?.rating).toBe(80);
  });

  it("lets a buyer change a rating, and shows the buyer's own", async () => {
    await rate(buyers[2]!, { innovation: 1 });
    const body = await read(buyers[2]);
    expect(body.mine).toEqual({ innovation: 1 });
    expect(score(body, 'innovation')).toBe(60);
  });

  it.each([{ innovation: 0 }, { innovation: 6 }, { innovation: 2.5 }, {}, { beauty: 3 }])(
    'refuses %j with 422',
    async (payload) => {
      expect((await rate(buyers[0]!, payload)).statusCode).toBe(422);
    },
  );

  it('computes completeness from what the owner filled in', async () => {
    const completeness = score(await read(), 'completeness');
    expect(completeness).toBeGreaterThan(0);
    expect(completeness).toBeLessThan(100);
  });

  it('gives the owner the statistics, and nobody else', async () => {
    await t.app.inject({ url: `/api/items/${itemId}`, headers: bearer(outsider) });
    const stats = await t.app.inject({ url: `/api/items/${itemId}/stats`, headers: bearer(owner) });
    expect(stats.statusCode).toBe(200);
    const body = stats.json();
    expect(body).toMatchObject({ buyers: 3, revenue: 600 });
    expect(body.views).toBeGreaterThanOrEqual(1);
    expect(body.series).toHaveLength(30);
    expect(body.series.at(-1)).toMatchObject({ buyers: 3, revenue: 600 });
    expect(
      (await t.app.inject({ url: `/api/items/${itemId}/stats`, headers: bearer(buyers[0]!) }))
        .statusCode,
    ).toBe(403);
  });

  it('counts a view once per viewer per day', async () => {
    await t.app.services.items.flushViews();
    const before = (await t.db.db.select().from(items).where(eq(items.id, itemId)))[0]!.viewCount;
    for (let i = 0; i < 3; i += 1)
      await t.app.inject({ url: `/api/items/${itemId}`, headers: bearer(buyers[1]!) });
    await t.app.inject({ url: `/api/items/${itemId}`, headers: bearer(owner) });
    await t.app.services.items.flushViews();
    const after = (await t.db.db.select().from(items).where(eq(items.id, itemId)))[0]!.viewCount;
    expect(after).toBe(before + 1);
  });
});

describe('contact phone (seed section 6)', () => {
  it('gives an idea creator phone to buyers only, with the seed text to others', async () => {
    await t.db.db
      .update(users)
      .set({ phone: '02188776655' })
      .where(eq(users.email, 'rated.owner@example.com'));
    const url = `/api/items/${itemId}/contact`;
    // The creator gave no name: the screen writes 'User {id}' in the reader's language.
    expect((await t.app.inject({ url, headers: bearer(buyers[0]!) })).json()).toEqual({
      name: null,
      phone: '02188776655',
    });
    const refused = await t.app.inject({ url, headers: bearer(outsider) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "To view the idea creator's contact information, please purchase the idea",
    );
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it("gives a need's creator phone to any member", async () => {
    const need = await createItem(t.db.db, {
      ownerId: await idOf('rated.owner@example.com'),
      section: 'need',
    });
    const response = await t.app.inject({
      url: `/api/items/${need.id}/contact`,
      headers: bearer(outsider),
    });
    expect(response.json().phone).toBe('02188776655');
  });

  it('never gives the sign-in mobile of a creator who published no phone', async () => {
    const owner = await createMember(t.db.db, { mobile: '09127770001', email: null });
    const need = await createItem(t.db.db, { ownerId: owner.id, section: 'need' });
    const response = await t.app.inject({
      url: `/api/items/${need.id}/contact`,
      headers: bearer(outsider),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().phone).toBeNull();
    expect(response.body).not.toContain('09127770001');
  });

  it('shows a buyer the private parts and isBuy', async () => {
    const body = (
      await t.app.inject({ url: `/api/items/${itemId}`, headers: bearer(buyers[0]!) })
    ).json();
    expect(body.isBuy).toBe(true);
    expect(body).toHaveProperty('business_text');
    const other = (
      await t.app.inject({ url: `/api/items/${itemId}`, headers: bearer(outsider) })
    ).json();
    expect(other.isBuy).toBe(false);
    expect(other).not.toHaveProperty('business_text');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { createItem, createMember } from '../../../test/helpers/factories';
import { bearer, signIn } from '../../../test/helpers/sign-in';
import { items, reports, users } from '../../db/schema';

let t: TestApp;
let owner: string;
let alice: string;
let bob: string;
let itemId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t, 'item.owner@example.com');
  alice = await signIn(t, 'alice@example.com');
  bob = await signIn(t, 'bob@example.com');
  const [ownerRow] = await t.db.db
    .select()
    .from(users)
    .where(eq(users.email, 'item.owner@example.com'));
  itemId = (await createItem(t.db.db, { ownerId: ownerRow!.id, title: 'Commented idea' })).id;
});
afterAll(() => t.close());

const post = (token: string, body: unknown, id = itemId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/items/${id}/comments`,
    payload: { body } as object,
    headers: bearer(token),
  });
const count = async () =>
  (await t.db.db.select().from(items).where(eq(items.id, itemId)))[0]?.commentCount;

describe('comments', () => {
  it('lets a member comment, counts it on the item, and shows it to visitors', async () => {
    const before = await count();
    const created = await post(alice, '  Great idea, how big is the market?  ');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      body: 'Great idea, how big is the market?',
      can_edit: true,
      can_delete: true,
    });
    expect(await count()).toBe((before ?? 0) + 1);
    const listed = (await t.app.inject({ url: `/api/items/${itemId}/comments` })).json();
    expect(listed.comments[0]).toMatchObject({
      body: 'Great idea, how big is the market?',
      can_edit: false,
      can_delete: false,
    });
  });

  it.each([
    ['', 'Please write a comment'],
    ['   ', 'Please write a comment'],
    ['x'.repeat(1001), 'A comment can be at most 1,000 characters'],
    [42, 'Please write a comment'],
  ])('refuses the body %j with 422', async (body, message) => {
    const response = await post(alice, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.body).toEqual([message]);
  });

  it('needs a member to comment', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/items/${itemId}/comments`,
      payload: { body: 'hi' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('lets the author edit and delete, the item owner delete, and no one else', async () => {
    const comment = (await post(bob, 'First thought')).json();
    const edit = (token: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/comments/${comment.id}`,
        payload: { body: 'Second thought' },
        headers: bearer(token),
      });
    const remove = (token: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/comments/${comment.id}`,
        headers: bearer(token),
      });
    expect((await edit(alice)).statusCode).toBe(403);
    expect((await edit(owner)).statusCode).toBe(403);
    expect((await edit(bob)).json().body).toBe('Second thought');
    expect((await remove(alice)).statusCode).toBe(403);
    const before = await count();
    expect((await remove(owner)).json()).toEqual({ status: 'ok' });
    expect(await count()).toBe((before ?? 1) - 1);
    expect((await remove(bob)).statusCode).toBe(404);
  });

  it('takes one report per member', async () => {
    const comment = (await post(alice, 'Buy my course instead')).json();
    const report = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/comments/${comment.id}/report`,
        payload: { reason: 'spam' },
        headers: bearer(token),
      });
    expect((await report(bob)).json()).toEqual({ status: 'ok' });
    expect((await report(bob)).statusCode).toBe(409);
    expect((await report(owner)).statusCode).toBe(200);
    const rows = await t.db.db.select().from(reports).where(eq(reports.targetId, comment.id));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ kind: 'comment', status: 'open', reason: 'spam' });
  });

  it('pages newest first without repeats', async () => {
    const someone = await createMember(t.db.db);
    const paged = (await createItem(t.db.db, { ownerId: someone.id })).id;
    for (let i = 0; i < 5; i += 1)
      expect((await post(alice, `Comment ${i}`, paged)).statusCode).toBe(201);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/items/${paged}/comments?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await t.app.inject({ url })).json();
      seen.push(...page.comments.map((c: { body: string }) => c.body));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(['Comment 4', 'Comment 3', 'Comment 2', 'Comment 1', 'Comment 0']);
  });

  it('hides the comments of a draft from others', async () => {
    const someone = await createMember(t.db.db);
    const draft = (
      await createItem(t.db.db, { ownerId: someone.id, status: 'draft', publishedAt: null })
    ).id;
    expect((await t.app.inject({ url: `/api/items/${draft}/comments` })).statusCode).toBe(404);
    expect((await post(alice, 'hello', draft)).statusCode).toBe(404);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { createItem } from '../../../test/helpers/factories';
import { postAs, signedInMember } from '../../../test/helpers/members';
import { notificationsOf } from '../../../test/helpers/notifications';
import { bearer } from '../../../test/helpers/sign-in';

// GET /api/notifications and POST /api/notifications/read (PGlite and PostgreSQL).

let t: TestApp;
let owner: { token: string; id: number };
let other: { token: string; id: number };

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInMember(t);
  other = await signedInMember(t);
  const commenter = await signedInMember(t);
  const idea = await createItem(t.db.db, { ownerId: owner.id });
  const othersIdea = await createItem(t.db.db, { ownerId: other.id });
  // Five comments on the owner's idea, one on the other's: six notifications in all.
  for (let i = 1; i <= 5; i += 1) {
    const made = await postAs(t, commenter.token, `/api/items/${idea.id}/comments`, {
      body: `Comment ${i}`,
    });
    expect(made.statusCode).toBe(201);
  }
  await postAs(t, commenter.token, `/api/items/${othersIdea.id}/comments`, { body: 'Hello' });
});
afterAll(() => t.close());

const read = (token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/notifications/read',
    headers: bearer(token),
    payload,
  });

describe('the list of notifications', () => {
  it('pages newest first by cursor, with the unread total', async () => {
    const first = await notificationsOf(t, owner.token, '?limit=2');
    expect(first.unread).toBe(5);
    expect(first.notifications).toHaveLength(2);
    const seen = [...first.notifications];
    let cursor = first.next_cursor;
    while (cursor) {
      const page = await notificationsOf(t, owner.token, `?limit=2&cursor=${cursor}`);
      seen.push(...page.notifications);
      cursor = page.next_cursor;
    }
    const ids = seen.map((n) => Number(n.id));
    expect(ids).toHaveLength(5);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(seen.every((n) => n.kind === 'comment' && !n.read)).toBe(true);
  });

  it('refuses a cursor not made for it, a limit out of bounds, and a visitor', async () => {
    const bad = await t.app.inject({
      url: '/api/notifications?cursor=bm90LWEtY3Vyc29y',
      headers: bearer(owner.token),
    });
    expect(bad.statusCode).toBe(422);
    const tooMany = await t.app.inject({
      url: '/api/notifications?limit=51',
      headers: bearer(owner.token),
    });
    expect(tooMany.statusCode).toBe(422);
    expect((await t.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      payload: { all: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('marking notifications read', () => {
  it("marks the member's own by id, passes another's by, then marks all", async () => {
    const mine = (await notificationsOf(t, owner.token)).notifications;
    const theirs = (await notificationsOf(t, other.token)).notifications;
    expect(theirs).toHaveLength(1);
    const marked = await read(owner.token, { ids: [mine[0]!.id, mine[1]!.id, theirs[0]!.id] });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ unread: 3 });
    const after = (await notificationsOf(t, owner.token)).notifications;
    expect(after.map((n) => n.read)).toEqual([true, true, false, false, false]);
    expect(await notificationsOf(t, other.token)).toMatchObject({
      unread: 1,
      notifications: [{ read: false }],
    });
    expect((await read(owner.token, { all: true })).json()).toEqual({ unread: 0 });
    expect((await notificationsOf(t, owner.token)).notifications.every((n) => n.read)).toBe(true);
    expect((await notificationsOf(t, other.token)).unread).toBe(1);
  });

  it("lists the matches another module makes through notify(), naming only what's public", async () => {
    const needOwner = await signedInMember(t);
    const need = await createItem(t.db.db, { ownerId: needOwner.id, section: 'need' });
    const idea = await createItem(t.db.db, { ownerId: other.id, title: 'Matching idea' });
    const draft = await createItem(t.db.db, { ownerId: other.id, status: 'draft' });
    await t.db.db.execute(sql`
      select notify(${needOwner.id}, 'need_match', ${idea.id}, ${idea.id}::uuid, null, null, null, ${need.id}),
        notify(${needOwner.id}, 'saved_search_match', ${draft.id}, ${draft.id}::uuid, null, null, null, '7'),
        notify(${needOwner.id}, 'need_match', ${idea.id}, ${idea.id}::uuid, null, null, null, ${need.id})`);
    const { notifications, unread } = await notificationsOf(t, needOwner.token);
    expect(unread).toBe(2);
    expect(notifications).toMatchObject([
      { kind: 'saved_search_match', item: null, ref: '7' },
      { kind: 'need_match', item: { id: idea.id, title: 'Matching idea' }, ref: need.id },
    ]);
  });

  it('refuses a body that is neither ids nor all', async () => {
    for (const payload of [
      {},
      { ids: [] },
      { ids: ['abc'] },
      { all: false },
      { ids: ['1'], all: true },
    ]) {
      expect((await read(owner.token, payload)).statusCode).toBe(422);
    }
  });
});

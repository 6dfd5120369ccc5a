import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { answeredItem } from '../../../test/helpers/question-flow';
import { bearer, signIn } from '../../../test/helpers/sign-in';

// The lists' cache on, for a minute: only a write can make a change show.
let t: TestApp;
let owner: string;
let reader: string;
beforeAll(async () => {
  t = await createTestApp({ config: { listCacheMs: 60_000 } });
  owner = await signIn(t, 'cache-owner@example.com');
  reader = await signIn(t, 'cache-reader@example.com');
});
afterAll(() => t.close());

async function publish(title: string): Promise<string> {
  const { id } = await answeredItem(t, owner, { text: () => title });
  const published = await t.app.inject({
    method: 'PATCH',
    url: `/api/items/${id}`,
    payload: { status: 'published', price: 1000 },
    headers: bearer(owner),
  });
  expect(published.statusCode, published.body).toBe(200);
  return id;
}

const list = () => t.app.inject({ url: '/api/items?section=idea' });
const card = async (id: string) =>
  (list().then((r) => r.json()) as Promise<{ items: { id: string }[] }>).then((page) =>
    page.items.find((item) => item.id === id),
  ) as Promise<{ view_count: number; comment_count: number } | undefined>;

describe('the public list from its cache', () => {
  it('answers an unchanged page 304 by its ETag, and a changed one with the change at once', async () => {
    const first = await publish('First cached idea');
    const before = await list();
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-cache');
    const etag = before.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(before.json().items.map((item: { id: string }) => item.id)).toContain(first);

    const again = await t.app.inject({
      url: '/api/items?section=idea',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const second = await publish('Second cached idea');
    const after = await t.app.inject({
      url: '/api/items?section=idea',
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().items.map((item: { id: string }) => item.id)).toEqual([second, first]);
  });

  it('shows a comment at once, and views once they are counted', async () => {
    const id = await publish('Watched idea');
    expect(await card(id)).toMatchObject({ view_count: 0, comment_count: 0 });

    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/items/${id}/comments`,
      payload: { body: 'Nice one' },
      headers: bearer(reader),
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(await card(id)).toMatchObject({ comment_count: 1 });

    for (const address of ['198.51.100.7', '198.51.100.8', '198.51.100.8']) {
      expect(
        (await t.app.inject({ url: `/api/items/${id}`, remoteAddress: address })).statusCode,
      ).toBe(200);
    }
    // Recorded, not yet counted on the item.
    expect(await card(id)).toMatchObject({ view_count: 0 });
    expect(await t.app.services.items.flushViews()).toBe(1);
    expect(await card(id)).toMatchObject({ view_count: 2 });
    expect(await t.app.services.items.flushViews()).toBe(0);
  });
});

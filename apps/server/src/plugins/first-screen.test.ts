import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createItem, createMember, deleteItems } from '../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { TEMPLATE, writeTestDrawing } from '../../test/helpers/first-screen-drawing';
import { bearer, signIn } from '../../test/helpers/sign-in';
import { rowsOf } from '../db/rows';
import { cookieLanguage, cookieOf, cookieRightToLeft } from './first-screen';

// The server's side of the first screens: which requests get a drawn page, what the page is made
// of, whose view an item's page records, and that the same data is drawn once. The drawing itself
// is the web app's (apps/web/src/entry-server.tsx, tested against this server in
// apps/web/src/app/start.test.tsx and in the browser suite); here a small module with the same
// exports stands beside a test index.html, as the build puts dist-ssr beside dist.

const renders = () => (globalThis as { firstScreenRenders?: number }).firstScreenRenders ?? 0;

describe('the first screens drawn on the server', () => {
  let t: TestApp;
  let root: string;
  let ownerId: number;

  beforeAll(async () => {
    const drawing = await writeTestDrawing();
    root = drawing.root;
    t = await createTestApp({ config: { webDist: drawing.webDist } });
    ownerId = (await createMember(t.db.db)).id;
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await deleteItems(t.db.db);
  });

  /** The views recorded of an item (one per viewer and day). */
  const viewsOf = async (itemId: string) => {
    const result = await t.db.db.execute(
      sql`select count(*)::int as count from item_views where item_id = ${itemId}`,
    );
    return rowsOf<{ count: number }>(result)[0]?.count;
  };

  const get = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
    t.app.inject({ method: 'GET', url, headers, ...(remoteAddress ? { remoteAddress } : {}) });

  it('sends `/` with the list drawn in it, its styles in the head and its data for the app', async () => {
    await createItem(t.db.db, { ownerId, title: 'Saffron for export $& more' });

    const response = await get('/');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/cookie/);
    const page = response.body;
    expect(page).toContain('<html lang="en" dir="ltr">');
    // A `$&` in a title is text, not a replacement pattern.
    expect(page).toContain('<div id="root"><ul><li>Saffron for export $& more</li></ul></div>');
    expect(page).not.toContain('shell-bar');
    expect(page).toContain('<style data-emotion="mui a">.a{}</style></head>');
    expect(page).toContain(
      '<script type="application/json" id="ssr-state">{"titles":["Saffron for export $& more"],',
    );
  });

  it('draws in the language of the cookie, right to left in Persian, with its manifest', async () => {
    await createItem(t.db.db, { ownerId, title: 'زعفران' });
    const page = (await get('/', { cookie: 'other=1; ideabazaar_lang=fa' })).body;
    expect(page).toContain('<html lang="fa" dir="rtl">');
    expect(page).toContain('<li>زعفران</li>');
    expect(page).toContain('<link rel="manifest" href="/manifest-fa.webmanifest">');
    expect(page).not.toContain('/manifest.webmanifest');
    expect((await get('/')).body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it('draws Persian left to right for a reader who turned right-to-left off (the cookie)', async () => {
    await createItem(t.db.db, { ownerId, title: 'زعفران' });
    const off = (await get('/', { cookie: 'ideabazaar_lang=fa; ideabazaar_ltr=1' })).body;
    expect(off).toContain('<html lang="fa" dir="ltr">');
    expect(off).toContain('<li>زعفران</li>');
    // The same data in the other direction is another page, not the one kept for the first.
    const on = (await get('/', { cookie: 'ideabazaar_lang=fa' })).body;
    expect(on).toContain('<html lang="fa" dir="rtl">');
    expect((await get('/', { cookie: 'ideabazaar_lang=fa; ideabazaar_ltr=0' })).body).toContain(
      '<html lang="fa" dir="rtl">',
    );
  });

  it('sends the plain page for a path with a query, and for a path that is not a first screen', async () => {
    await createItem(t.db.db, { ownerId, title: 'Not drawn' });
    for (const url of ['/?section=need', '/profile', '/wallet']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(TEMPLATE);
    }
  });

  it("records an item page's view as the visitor's, by their address, once a day", async () => {
    const item = await createItem(t.db.db, { ownerId, title: 'Pistachio irrigation' });
    const views = () => viewsOf(item.id);

    const first = await get(`/TheIdea/${item.id}`, {}, '203.0.113.5');
    expect(first.body).toContain('<li>Pistachio irrigation</li>');
    expect(await views()).toBe(1);
    await get(`/TheIdea/${item.id}`, {}, '203.0.113.5');
    expect(await views()).toBe(1);
    await get(`/TheIdea/${item.id}`, {}, '198.51.100.7');
    expect(await views()).toBe(2);
  });

  it('draws an item as a visitor sees it: its hidden parts are in no byte of the page', async () => {
    const secret = `business-plan-${Math.random().toString(36).slice(2)}`;
    // The owner, who sees the plan, asks with their own token: the page is still a visitor's.
    const token = await signIn(t, 'first-screen-owner@example.com');
    const me = (
      await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })
    ).json<{ id: string }>();
    const item = await createItem(t.db.db, {
      ownerId: Number(me.id),
      title: 'An idea with a hidden plan',
      businessText: secret,
    });
    const own = await t.app.inject({ url: `/api/items/${item.id}`, headers: bearer(token) });
    expect(own.body).toContain(secret);

    const page = await get(`/TheIdea/${item.id}`, bearer(token));
    expect(page.body).toContain('<li>An idea with a hidden plan</li>');
    expect(page.body).not.toContain(secret);
  });

  it('answers a HEAD with the plain page, counting no view', async () => {
    const item = await createItem(t.db.db, { ownerId, title: 'Asked with HEAD' });
    const head = await t.app.inject({ method: 'HEAD', url: `/TheIdea/${item.id}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(await viewsOf(item.id)).toBe(0);
  });

  it("leaves a member's item screens to the app, and still draws them the list", async () => {
    const item = await createItem(t.db.db, { ownerId, title: 'Seen by a member' });
    const cookie = { cookie: 'ideabazaar_member=1' };
    expect((await get(`/TheIdea/${item.id}`, cookie)).body).toBe(TEMPLATE);
    expect((await get('/', cookie)).body).toContain('<li>Seen by a member</li>');
  });

  it('sends the plain page for an item that does not exist', async () => {
    const response = await get('/TheIdea/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(TEMPLATE);
  });

  it('draws the same data once, and again when it changed', async () => {
    await createItem(t.db.db, { ownerId, title: 'Drawn once' });
    await get('/');
    const before = renders();
    const again = await get('/');
    expect(again.body).toContain('<li>Drawn once</li>');
    expect(renders()).toBe(before);

    await createItem(t.db.db, { ownerId, title: 'A newer idea' });
    const changed = await get('/');
    expect(changed.body).toContain('<li>A newer idea</li>');
    expect(renders()).toBe(before + 1);
  });

  it('sends the plain page when drawing fails', async () => {
    await createItem(t.db.db, { ownerId, title: 'breaks the drawing' });
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(TEMPLATE);
  });
});

describe('the cookies of the first screen', () => {
  it('reads one cookie among others, and only a known language', () => {
    expect(cookieOf('a=1; ideabazaar_lang=fa; b=2', 'ideabazaar_lang')).toBe('fa');
    expect(cookieOf('xideabazaar_lang=fa', 'ideabazaar_lang')).toBeUndefined();
    expect(cookieOf(undefined, 'ideabazaar_lang')).toBeUndefined();
    expect(cookieLanguage('ideabazaar_lang=fa')).toBe('fa');
    expect(cookieLanguage('ideabazaar_lang=de')).toBe('en');
    expect(cookieLanguage(undefined)).toBe('en');
    expect(cookieRightToLeft('ideabazaar_lang=fa; ideabazaar_ltr=1')).toBe(false);
    expect(cookieRightToLeft('ideabazaar_lang=fa')).toBe(true);
    expect(cookieRightToLeft(undefined)).toBe(true);
  });
});

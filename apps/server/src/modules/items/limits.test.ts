import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { createItem, createMember } from '../../../test/helpers/factories';
import { multipartFile, samples } from '../../../test/helpers/multipart';
import { bearer, signIn } from '../../../test/helpers/sign-in';
import { itemFiles, items } from '../../db/schema';
import { MAX_DRAFTS_PER_MEMBER } from './flow.service';

// Limits are checked where the write happens, under a lock, so requests that arrive together
// cannot all pass a count made before any of them wrote.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimitDrafts: 1000, rateLimitComments: 3 } });
});
afterAll(() => t.close());

const start = (token: string | undefined, section = 'idea') =>
  t.app.inject({
    method: 'POST',
    url: token ? '/api/question-before-login-auth' : '/api/question-before-login',
    payload: { section },
    headers: token ? bearer(token) : {},
  });
const storedFiles = async () => {
  const root = path.join(t.config.dataDir, 'files');
  const folders = (await readdir(root)).filter((name) => name !== 'tmp');
  const files = await Promise.all(folders.map((folder) => readdir(path.join(root, folder))));
  return files.flat().length;
};

describe('limits under concurrency', () => {
  it('stores exactly ten of sixteen files uploaded to one item at once', async () => {
    const token = await signIn(t, 'uploader@example.com');
    const id = (await start(token)).json().idea_id as string;
    const before = await storedFiles();
    const responses = await Promise.all(
      Array.from({ length: 16 }, (_, i) => {
        const body = multipartFile(samples.png, `parallel-${i}.png`);
        return t.app.inject({
          method: 'POST',
          url: `/api/items/${id}/files?purpose=abstract`,
          payload: body.payload,
          headers: { ...body.headers, ...bearer(token) },
        });
      }),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(6);
    const rows = await t.db.db.select().from(itemFiles).where(eq(itemFiles.itemId, id));
    expect(rows).toHaveLength(10);
    // The refused uploads left no bytes behind.
    expect((await storedFiles()) - before).toBe(10);
  });

  it(`lets a member keep ${MAX_DRAFTS_PER_MEMBER} drafts, however many starts arrive at once`, async () => {
    const token = await signIn(t, 'drafter@example.com');
    const responses = await Promise.all(
      Array.from({ length: MAX_DRAFTS_PER_MEMBER + 6 }, () => start(token)),
    );
    const created = responses.filter((response) => response.statusCode === 200);
    expect(created).toHaveLength(MAX_DRAFTS_PER_MEMBER);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(6);
    expect(refused[0]?.json().message).toBe(
      `You have ${MAX_DRAFTS_PER_MEMBER} unfinished ideas and needs. Finish or delete one in My ideas or My needs first.`,
    );

    // A visitor's draft cannot be claimed past the cap either.
    const visitorDraft = (await start(undefined)).json();
    const claim = await t.app.inject({
      method: 'POST',
      url: '/api/answer-question-before-login',
      payload: {
        answers: [
          {
            questions_id: visitorDraft.questions[0].id,
            idea_id: visitorDraft.idea_id,
            answer: 'A title',
          },
        ],
      },
      headers: bearer(token),
    });
    expect(claim.statusCode).toBe(409);

    // Deleting a draft makes room for a new one.
    const one = created[0]?.json().idea_id as string;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/items/${one}`,
      headers: bearer(token),
    });
    expect(deleted.json()).toEqual({ status: 'ok' });
    expect((await start(token)).statusCode).toBe(200);
  });

  it('counts comments per member atomically', async () => {
    const token = await signIn(t, 'talker@example.com');
    const owner = await createMember(t.db.db);
    const item = await createItem(t.db.db, { ownerId: owner.id });
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/items/${item.id}/comments`,
          payload: { body: `Comment ${i}` },
          headers: bearer(token),
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(3);
    expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(3);
  });
});

describe('writes racing the deletion of their draft', () => {
  it('answer an upload whose draft was deleted mid-body with 404, keeping no bytes', async () => {
    const token = await signIn(t, 'racer@example.com');
    const me = (await t.app.inject({ url: '/api/me', headers: bearer(token) })).json();
    const id = (await start(token)).json().idea_id as string;
    const { files } = t.app.services;
    const before = await storedFiles();
    // The body arrives in two parts; between them the owner deletes the draft in another tab.
    const content = Readable.from(
      (async function* () {
        yield samples.png.subarray(0, 16);
        await files.removeDraft({ memberId: Number(me.id), itemId: id });
        yield samples.png.subarray(16);
      })(),
    );
    const upload = files.upload({
      memberId: Number(me.id),
      itemId: id,
      purpose: 'abstract',
      visibility: 'private',
      filename: 'late.png',
      content,
    });
    await expect(upload).rejects.toMatchObject({ code: 'item_not_found', statusCode: 404 });
    expect(await storedFiles()).toBe(before);
  });

  it('never answers 5xx to answers saved while the draft is deleted', async () => {
    const token = await signIn(t, 'racer.two@example.com');
    for (let round = 0; round < 3; round += 1) {
      const started = (await start(token)).json();
      const textual = started.questions.find((q: { kind: string }) => q.kind === 'textual');
      const save = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/items/${started.idea_id}/answers`,
          payload: { answers: [{ questions_id: textual.id, answer: 'Racing' }] },
          headers: bearer(token),
        });
      const remove = () =>
        t.app.inject({
          method: 'DELETE',
          url: `/api/items/${started.idea_id}`,
          headers: bearer(token),
        });
      const statuses = (await Promise.all([save(), save(), remove(), save(), save()])).map(
        (response) => response.statusCode,
      );
      expect(
        statuses.every((status) => [200, 404].includes(status)),
        String(statuses),
      ).toBe(true);
    }
  });
});

describe('drafts', () => {
  it('deletes only a draft of your own, with its files', async () => {
    const token = await signIn(t, 'deleter@example.com');
    const other = await signIn(t, 'not.the.owner@example.com');
    const id = (await start(token)).json().idea_id as string;
    const body = multipartFile(samples.pdf, 'plan.pdf');
    await t.app.inject({
      method: 'POST',
      url: `/api/items/${id}/files?purpose=abstract`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    const before = await storedFiles();
    const remove = (who: string, itemId = id) =>
      t.app.inject({ method: 'DELETE', url: `/api/items/${itemId}`, headers: bearer(who) });
    expect((await remove(other)).statusCode).toBe(403);
    expect((await remove(token)).statusCode).toBe(200);
    expect(await t.db.db.select().from(items).where(eq(items.id, id))).toEqual([]);
    expect(await storedFiles()).toBe(before - 1);

    const member = await createMember(t.db.db, { email: 'published.owner@example.com' });
    const published = await createItem(t.db.db, { ownerId: member.id });
    const ownerToken = await signIn(t, 'published.owner@example.com');
    const refused = await remove(ownerToken, published.id);
    expect(refused.statusCode).toBe(409);
    // Nor can a published item become a draft to be deleted.
    const back = await t.app.inject({
      method: 'PATCH',
      url: `/api/items/${published.id}`,
      payload: { status: 'draft' },
      headers: bearer(ownerToken),
    });
    expect(back.statusCode).toBe(422);
  });

  it("cleans up a visitor's drafts nobody claimed within a day", async () => {
    const fresh = (await start(undefined)).json().idea_id as string;
    const stale = (await start(undefined)).json().idea_id as string;
    await t.db.db
      .update(items)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(items.id, stale));
    await t.app.maintenance.run();
    const left = await t.db.db
      .select({ id: items.id })
      .from(items)
      .where(and(isNull(items.ownerId), eq(items.status, 'draft')));
    const ids = left.map((row) => row.id);
    expect(ids).toContain(fresh);
    expect(ids).not.toContain(stale);
  });
});

describe('views and my items', () => {
  it('counts a visitor once a day by address, whatever their browser says it is', async () => {
    const owner = await createMember(t.db.db);
    const item = await createItem(t.db.db, { ownerId: owner.id });
    for (const agent of ['Firefox', 'Chrome', 'curl/8', 'bot-1', 'bot-2']) {
      await t.app.inject({
        url: `/api/items/${item.id}`,
        headers: { 'user-agent': agent },
        remoteAddress: '198.51.100.200',
      });
    }
    await t.app.inject({ url: `/api/items/${item.id}`, remoteAddress: '198.51.100.201' });
    await t.app.services.items.flushViews();
    const [row] = await t.db.db.select().from(items).where(eq(items.id, item.id));
    expect(row?.viewCount).toBe(2);
  });

  it('pages the member’s own items past any number, without repeats', async () => {
    const token = await signIn(t, 'prolific@example.com');
    const me = (await t.app.inject({ url: '/api/me', headers: bearer(token) })).json();
    for (let i = 0; i < 45; i += 1) {
      await createItem(t.db.db, { ownerId: Number(me.id), title: `Mine ${i}` });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `section=idea&limit=20${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (
        await t.app.inject({ url: `/api/my/items?${query}`, headers: bearer(token) })
      ).json();
      seen.push(...page.items.map((item: { id: string }) => item.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
  });
});

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { multipartFile, samples } from '../../../test/helpers/multipart';
import { answeredItem } from '../../../test/helpers/question-flow';
import { bearer, signIn } from '../../../test/helpers/sign-in';

let t: TestApp;
let owner: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t, 'owner@example.com');
  member = await signIn(t, 'member@example.com');
});
afterAll(() => t.close());

/** An idea answered in full by its owner. */
const answeredIdea = (section: 'idea' | 'need' = 'idea') => answeredItem(t, owner, { section });
const get = (id: string, token?: string, language = 'en') =>
  t.app.inject({
    url: `/api/items/${id}`,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': language },
  });
const patch = (id: string, payload: object, token = owner) =>
  t.app.inject({ method: 'PATCH', url: `/api/items/${id}`, payload, headers: bearer(token) });
function upload(
  id: string,
  content: Buffer,
  name: string,
  query = 'purpose=abstract',
  token = owner,
) {
  const body = multipartFile(content, name);
  return t.app.inject({
    method: 'POST',
    url: `/api/items/${id}/files?${query}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

describe('items', () => {
  it('shows a draft to its owner only', async () => {
    const { id } = await answeredIdea();
    const mine = await get(id, owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      id,
      status: 'draft',
      is_owner: true,
      isBuy: false,
      title: 'Answer text',
    });
    expect((await get(id, member)).statusCode).toBe(404);
    expect((await get(id)).statusCode).toBe(404);
  });

  it('publishes an idea once it has a price or is negotiable, with the price given in Persian digits', async () => {
    const { id } = await answeredIdea();
    const early = await patch(id, { status: 'published' });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe("Please enter a price or choose 'Negotiable'");
    const priced = await patch(id, { price: '۲۵۰۰۰۰۰', status: 'published' });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json()).toMatchObject({
      price: 2500000,
      status: 'published',
      published_at: expect.any(String),
    });
  });

  it('keeps private answers, the business text and private files out of what others receive', async () => {
    const { id, questions } = await answeredIdea();
    const secret = questions[2]!.id;
    expect((await upload(id, samples.pdf, 'plan.pdf')).statusCode).toBe(201);
    expect(
      (await upload(id, samples.png, 'pitch.png', 'purpose=elevator&visibility=public')).statusCode,
    ).toBe(201);
    const saved = await patch(id, {
      negotiable: true,
      elevator_text: 'Fresh lunch, delivered.',
      business_text: 'Secret margins',
      private_question_ids: [secret],
      status: 'published',
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const ownerView = (await get(id, owner)).json();
    expect(ownerView.business_text).toBe('Secret margins');
    expect(
      ownerView.answers.find((a: { questions_id: number }) => a.questions_id === secret).is_private,
    ).toBe(true);
    expect(ownerView.files).toHaveLength(2);

    for (const viewer of [member, undefined]) {
      const response = await get(id, viewer);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).not.toHaveProperty('business_text');
      expect(response.body).not.toContain('Secret margins');
      expect(body.answers.map((a: { questions_id: number }) => a.questions_id)).not.toContain(
        secret,
      );
      expect(body.files.map((f: { name: string }) => f.name)).toEqual(['pitch.png']);
      expect(body).toMatchObject({
        elevator_text: 'Fresh lunch, delivered.',
        is_owner: false,
        negotiable: true,
      });
    }
  });

  it('shows answers in the reader language', async () => {
    const { id } = await answeredIdea();
    await patch(id, { negotiable: true, status: 'published' });
    const yesNo = (await get(id, member, 'fa'))
      .json()
      .answers.find((a: { kind: string }) => a.kind === 'two_button');
    expect(yesNo).toMatchObject({ answer: 'no', display: 'خیر' });
  });

  it('lets only the owner edit', async () => {
    const { id } = await answeredIdea();
    expect((await patch(id, { price: 10 }, member)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/items/${id}`, payload: { price: 10 } }))
        .statusCode,
    ).toBe(401);
  });

  it.each([
    [{ price: 'abc' }, 'price', 'Please enter numbers only!!'],
    [
      { elevator_text: 'x'.repeat(301) },
      'elevator_text',
      'The elevator pitch must be at most 300 characters',
    ],
    [
      { business_text: 'x'.repeat(5001) },
      'business_text',
      'The business model must be at most 5,000 characters',
    ],
    [{ status: 'sold' }, 'status', undefined],
  ])('refuses %j with 422', async (payload, field, message) => {
    const { id } = await answeredIdea();
    const response = await patch(id, payload);
    expect(response.statusCode).toBe(422);
    if (message) expect(response.json().errors[field]).toEqual([message]);
    else expect(response.json().errors[field]).toBeDefined();
  });

  it('refuses to keep an unanswered question private, and private answers on a need', async () => {
    const { id } = await answeredIdea();
    expect((await patch(id, { private_question_ids: [999999] })).statusCode).toBe(422);
    const need = await answeredIdea('need');
    expect(
      (await patch(need.id, { private_question_ids: [need.questions[0]!.id] })).statusCode,
    ).toBe(422);
  });

  it('archives and republishes', async () => {
    const { id } = await answeredIdea();
    await patch(id, { negotiable: true, status: 'published' });
    expect((await patch(id, { status: 'archived' })).json().status).toBe('archived');
    expect((await get(id, member)).statusCode).toBe(404);
    expect((await patch(id, { status: 'published' })).json().status).toBe('published');
  });

  it('serves the later question sets with the answers so far', async () => {
    const { id } = await answeredIdea();
    const url = `/api/items/${id}/questions?set=competitor`;
    const first = (await t.app.inject({ url, headers: bearer(owner) })).json();
    expect(first.questions.length).toBeGreaterThan(0);
    expect(first.answers).toEqual([]);
    const yesNo = first.questions.find((q: { kind: string }) => q.kind === 'two_button');
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/items/${id}/answers`,
      payload: { answers: [{ questions_id: yesNo.id, answer: 'Yes' }] },
      headers: bearer(owner),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.app.inject({ url, headers: bearer(owner) })).json().answers).toEqual([
      { questions_id: yesNo.id, answer: 'yes' },
    ]);
    expect((await t.app.inject({ url, headers: bearer(member) })).statusCode).toBe(403);
    const setUrl = (set: string) => `/api/items/${id}/questions?set=${set}`;
    expect((await t.app.inject({ url: setUrl('need'), headers: bearer(owner) })).statusCode).toBe(
      422,
    );
    expect((await t.app.inject({ url: setUrl('other'), headers: bearer(owner) })).statusCode).toBe(
      422,
    );
  });

  it("reopens the item's own questions to edit its first answers", async () => {
    const { id } = await answeredIdea();
    const own = (
      await t.app.inject({ url: `/api/items/${id}/questions?set=idea`, headers: bearer(owner) })
    ).json();
    expect(own.answers).toHaveLength(own.questions.length);
    const edited = await t.app.inject({
      method: 'POST',
      url: `/api/items/${id}/answers`,
      payload: { answers: [{ questions_id: own.questions[0].id, answer: 'A better title' }] },
      headers: bearer(owner),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await get(id, owner)).json().title).toBe('A better title');
  });
});

describe('files', () => {
  const tempDir = () => path.join(t.config.dataDir, 'files', 'tmp');

  it('refuses a renamed program whatever its name, and leaves nothing on disk', async () => {
    const { id } = await answeredIdea();
    const response = await upload(id, samples.exe, 'report.pdf');
    expect(response.statusCode).toBe(415);
    expect(await readdir(tempDir())).toEqual([]);
    expect((await get(id, owner)).json().files).toEqual([]);
  });

  it('serves a private file to its owner and refuses it to another member', async () => {
    const { id } = await answeredIdea();
    await patch(id, { negotiable: true, status: 'published' });
    const file = (await upload(id, samples.pdf, 'business plan.pdf')).json();
    expect(file).toMatchObject({
      visibility: 'private',
      mime: 'application/pdf',
      name: 'business plan.pdf',
    });
    const mine = await t.app.inject({ url: file.url, headers: bearer(owner) });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(samples.pdf)).toBe(true);
    expect(mine.headers['content-disposition']).toContain("filename*=UTF-8''business%20plan.pdf");
    expect((await t.app.inject({ url: file.url, headers: bearer(member) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: file.url })).statusCode).toBe(403);
  });

  it('serves a public file of a published item to anyone', async () => {
    const { id } = await answeredIdea();
    const file = (
      await upload(id, samples.png, 'pitch.png', 'purpose=elevator&visibility=public')
    ).json();
    expect((await t.app.inject({ url: file.url })).statusCode).toBe(404);
    await patch(id, { negotiable: true, status: 'published' });
    const open = await t.app.inject({ url: file.url });
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toBe('image/png');
  });

  it('lets only the owner upload and remove, and removes the bytes', async () => {
    const { id } = await answeredIdea();
    expect((await upload(id, samples.png, 'x.png', 'purpose=abstract', member)).statusCode).toBe(
      403,
    );
    const file = (await upload(id, samples.png, 'x.png')).json();
    const remove = (token: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/items/${id}/files/${file.id}`,
        headers: bearer(token),
      });
    expect((await remove(member)).statusCode).toBe(403);
    expect((await remove(owner)).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: file.url, headers: bearer(owner) })).statusCode).toBe(404);
  });

  it('allows at most 10 files an item', async () => {
    const { id } = await answeredIdea();
    for (let i = 0; i < 10; i += 1)
      expect((await upload(id, samples.png, `${i}.png`)).statusCode).toBe(201);
    expect((await upload(id, samples.png, 'eleven.png')).statusCode).toBe(409);
  });

  it('refuses a file over 20 MB and one that is not multipart', async () => {
    const { id } = await answeredIdea();
    const big = Buffer.concat([samples.pdf, Buffer.alloc(20 * 1024 * 1024)]);
    const response = await upload(id, big, 'big.pdf');
    expect(response.statusCode).toBe(413);
    expect(await readdir(tempDir())).toEqual([]);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/items/${id}/files?purpose=abstract`,
      payload: { file: 'x' },
      headers: bearer(owner),
    });
    expect(json.statusCode).toBe(415);
  });

  it('answers a broken multipart body with 400 and keeps nothing', async () => {
    const { id } = await answeredIdea();
    const body = multipartFile(samples.png, 'x.png');
    const broken = await t.app.inject({
      method: 'POST',
      url: `/api/items/${id}/files?purpose=abstract`,
      payload: body.payload.subarray(0, 80),
      headers: { ...body.headers, ...bearer(owner) },
    });
    expect(broken.statusCode).toBe(400);
    const wrongBoundary = await t.app.inject({
      method: 'POST',
      url: `/api/items/${id}/files?purpose=abstract`,
      payload: body.payload,
      headers: { 'content-type': 'multipart/form-data; boundary=nope', ...bearer(owner) },
    });
    expect(wrongBoundary.statusCode).toBe(400);
    expect(await readdir(tempDir())).toEqual([]);
    expect((await get(id, owner)).json().files).toEqual([]);
  });
});

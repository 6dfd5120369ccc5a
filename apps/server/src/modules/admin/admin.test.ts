import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { bearer, signIn } from '../../../test/helpers/sign-in';

let t: TestApp;
let operator: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.members.setOperator('ops@example.com', true);
  operator = await signIn(t, 'ops@example.com');
  member = await signIn(t, 'plain@example.com');
});
afterAll(() => t.close());

const list = (token: string) =>
  t.app.inject({ url: '/api/admin/questions', headers: bearer(token) });
const edit = (token: string, id: number, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/questions/${id}`,
    payload,
    headers: bearer(token),
  });

describe('the question bank for operators', () => {
  it('is seeded in both languages for the four sets', async () => {
    const { questions } = (await list(operator)).json();
    expect(new Set(questions.map((q: { set: string }) => q.set))).toEqual(
      new Set(['idea', 'need', 'after', 'competitor']),
    );
    expect(questions.every((q: { title_fa: string }) => /[\u0600-\u06ff]/.test(q.title_fa))).toBe(
      true,
    );
  });

  it('is closed to members who are not operators, and to visitors', async () => {
    expect((await list(member)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/questions' })).statusCode).toBe(401);
  });

  it('checks the role before it reads the body: a member learns nothing of its rules', async () => {
    for (const payload of [
      {},
      { kind: 'nonsense', position: -1 },
      { title_en: 'x'.repeat(9999) },
    ]) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/questions',
        payload,
        headers: bearer(member),
      });
      expect(created.statusCode).toBe(403);
      expect(created.json()).toEqual({
        message: 'Only operators can do this',
        code: 'operators_only',
      });
      const edited = await t.app.inject({
        method: 'PATCH',
        url: '/api/admin/questions/not-a-number',
        payload,
        headers: bearer(member),
      });
      expect(edited.statusCode).toBe(403);
    }
  });

  it('lets an operator edit a question, and the flow shows the edit', async () => {
    const { questions } = (await list(operator)).json();
    const guide = questions.find(
      (q: { set: string; kind: string }) => q.set === 'need' && q.kind === 'textual',
    );
    const response = await edit(operator, guide.id, { guide_en: 'Say it in one sentence.' });
    expect(response.statusCode).toBe(200);
    const flow = await t.app.inject({
      method: 'POST',
      url: '/api/question-before-login',
      payload: { section: 'need' },
    });
    expect(flow.json().questions.find((q: { id: number }) => q.id === guide.id).guide).toBe(
      'Say it in one sentence.',
    );
    expect((await edit(member, guide.id, { guide_en: 'x' })).statusCode).toBe(403);
  });

  it('keeps the questions that fill every item: not retired, not of another kind', async () => {
    const { questions } = (await list(operator)).json();
    const title = questions.find((q: { role: string | null }) => q.role === 'title');
    const retire = await edit(operator, title.id, { active: false });
    expect(retire.statusCode).toBe(409);
    expect(retire.json().code).toBe('question_role_fixed');
    const other = title.kind === 'textual' ? 'two_button' : 'textual';
    const rekind = await edit(operator, title.id, { kind: other });
    expect(rekind.json().code).toBe('question_role_fixed');
    const after = (await list(operator))
      .json()
      .questions.find((q: { id: number }) => q.id === title.id);
    expect(after).toMatchObject({ active: true, kind: title.kind });
    // Its words can still be edited.
    expect((await edit(operator, title.id, { guide_en: 'A short name' })).statusCode).toBe(200);
    await edit(operator, title.id, { guide_en: title.guide_en });
  });

  it('deactivates a question so new flows no longer ask it', async () => {
    const { questions } = (await list(operator)).json();
    const target = questions.find(
      (q: { set: string; role: string | null }) => q.set === 'after' && !q.role,
    );
    await edit(operator, target.id, { active: false });
    const flowIds = async () => {
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/question-before-login-auth',
        payload: { section: 'idea' },
        headers: bearer(operator),
      });
      const url = `/api/items/${started.json().idea_id}/questions?set=after`;
      return (await t.app.inject({ url, headers: bearer(operator) }))
        .json()
        .questions.map((q: { id: number }) => q.id);
    };
    expect(await flowIds()).not.toContain(target.id);
    await edit(operator, target.id, { active: true });
    expect(await flowIds()).toContain(target.id);
  });

  it('adds a question and checks options against the kind', async () => {
    const base = {
      set: 'competitor',
      kind: 'multiple_choice',
      position: 999,
      title_en: 'Price level?',
      title_fa: 'سطح قیمت؟',
    };
    const noOptions = await t.app.inject({
      method: 'POST',
      url: '/api/admin/questions',
      payload: { ...base, key: 'price_level' },
      headers: bearer(operator),
    });
    expect(noOptions.statusCode).toBe(422);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/questions',
      payload: {
        ...base,
        key: 'price_level',
        options: [
          { value: 'low', en: 'Low', fa: 'پایین' },
          { value: 'high', en: 'High', fa: 'بالا' },
        ],
      },
      headers: bearer(operator),
    });
    expect(created.statusCode, created.body).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/questions',
      payload: {
        ...base,
        key: 'price_level',
        options: [
          { value: 'a', en: 'A', fa: 'آ' },
          { value: 'b', en: 'B', fa: 'ب' },
        ],
      },
      headers: bearer(operator),
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers 404 for an unknown question and 422 for a bad id', async () => {
    expect((await edit(operator, 999999, { active: false })).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/questions/abc',
      payload: {},
      headers: bearer(operator),
    });
    expect(bad.statusCode).toBe(422);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { bearer, signIn } from '../../../test/helpers/sign-in';
import { itemAnswers, items } from '../../db/schema';

let t: TestApp;
let owner: string;
let stranger: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t, 'founder@example.com');
  stranger = await signIn(t, 'stranger@example.com');
});
afterAll(() => t.close());

interface FlowQuestion {
  id: number;
  kind: string;
  title: string;
  options: string[];
  max_length: number;
}

async function start(section: unknown, headers: Record<string, string> = {}, auth = false) {
  return t.app.inject({
    method: 'POST',
    url: auth ? '/api/question-before-login-auth' : '/api/question-before-login',
    payload: { section },
    headers,
  });
}
async function flow(section: 'idea' | 'need', token?: string) {
  const response = await start(section, token ? bearer(token) : {}, Boolean(token));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    questions: FlowQuestion[];
    idea_id: string;
    active_private_responses: boolean;
  };
}
const submit = (token: string | undefined, answers: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/answer-question-before-login',
    payload: { answers } as object,
    headers: token ? bearer(token) : {},
  });

/** A valid answer for every question of the flow, as a person would give it. */
function goodAnswers(questions: FlowQuestion[], ideaId: string) {
  return questions.map((question) => ({
    questions_id: question.id,
    idea_id: ideaId,
    answer:
      question.kind === 'two_button'
        ? 'Yes'
        : question.kind === 'multiple_choice'
          ? question.options[0]
          : question.kind === 'textual'
            ? question.max_length === 50
              ? 'Lunch boxes for offices'
              : 'Office workers eat badly and pay too much.'
            : question.kind === 'single-textual-with-checkbox'
              ? '0'
              : // Within every number question's bounds: 45 days, 45 people, 45 tomans.
                '۴۵',
  }));
}
const byKind = (questions: FlowQuestion[], kind: string) => questions.find((q) => q.kind === kind)!;

describe('the question flow', () => {
  it("gives a visitor the idea questions of every kind, an unguessable draft id and 'active_private_responses'", async () => {
    const body = await flow('idea');
    expect(body.idea_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.active_private_responses).toBe(true);
    const kinds = new Set(body.questions.map((q) => q.kind));
    expect(kinds).toEqual(
      new Set([
        'two_button',
        'textual',
        'multiple_choice',
        'single-textual',
        'single-textual-with-checkbox',
      ]),
    );
    expect(body.questions[0]?.title).toContain('Idea Title');
    expect(body.questions[0]?.max_length).toBe(50);
    const [row] = await t.db.db.select().from(items).where(eq(items.id, body.idea_id));
    expect(row).toMatchObject({ section: 'idea', status: 'draft', ownerId: null });
  });

  it('asks in Persian for a Persian reader, and a need has no private answers', async () => {
    const response = await start('need', { 'accept-language': 'fa' });
    const body = response.json();
    expect(body.questions[0].title).toContain('عنوان نیاز');
    expect(body.active_private_responses).toBe(false);
  });

  it.each([['nope'], [undefined], [42]])('refuses the section %j with 422', async (section) => {
    const response = await start(section);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.section).toEqual(["Section must be 'idea' or 'need'"]);
  });

  it('needs a member to start with the -auth call, and to answer', async () => {
    expect((await start('idea', {}, true)).statusCode).toBe(401);
    const { questions, idea_id } = await flow('idea');
    expect((await submit(undefined, goodAnswers(questions, idea_id))).statusCode).toBe(401);
  });

  it("lets the member who signs in claim a visitor's draft, and refuses it to anyone else", async () => {
    const { questions, idea_id } = await flow('idea');
    const claimed = await submit(owner, goodAnswers(questions, idea_id));
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toEqual({ status: 'ok', idea_id });
    const [row] = await t.db.db.select().from(items).where(eq(items.id, idea_id));
    expect(row?.title).toBe('Lunch boxes for offices');
    expect(row?.category).toBe('technology');

    const foreign = await submit(stranger, goodAnswers(questions, idea_id));
    expect(foreign.statusCode).toBe(403);
  });

  it("refuses answers to a member's own draft from someone else", async () => {
    const { questions, idea_id } = await flow('need', owner);
    expect((await submit(stranger, goodAnswers(questions, idea_id))).statusCode).toBe(403);
    expect((await submit(owner, goodAnswers(questions, idea_id))).statusCode).toBe(200);
  });

  it('stores numbers with Persian digits as Latin digits, and options by value in any language', async () => {
    const fa = (await start('idea', { 'accept-language': 'fa' })).json();
    const answers = goodAnswers(fa.questions, fa.idea_id);
    expect((await submit(owner, answers)).statusCode).toBe(200);
    const stored = await t.db.db
      .select()
      .from(itemAnswers)
      .where(eq(itemAnswers.itemId, fa.idea_id));
    const numberQuestion = byKind(fa.questions, 'single-textual');
    expect(stored.find((s) => s.questionId === numberQuestion.id)?.value).toBe('45');
    const choice = byKind(fa.questions, 'multiple_choice');
    expect(stored.find((s) => s.questionId === choice.id)?.value).toBe('technology');
    const yesNo = byKind(fa.questions, 'two_button');
    expect(stored.find((s) => s.questionId === yesNo.id)?.value).toBe('yes');
  });

  describe('checks every answer with the seed rules', () => {
    let questions: FlowQuestion[];
    let ideaId: string;
    beforeAll(async () => {
      ({ questions, idea_id: ideaId } = await flow('idea', owner));
    });
    const one = (kind: string, answer: unknown, pick?: (q: FlowQuestion[]) => FlowQuestion) => {
      const question = pick ? pick(questions) : byKind(questions, kind);
      return submit(owner, [{ questions_id: question.id, idea_id: ideaId, answer }]);
    };

    it.each([
      ['textual', '', 'Answer cannot be empty'],
      ['textual', '   ', 'Answer cannot be empty'],
      ['single-textual', '12a', 'Please enter numbers only!!'],
      ['single-textual', '-5', 'Please enter numbers only!!'],
      ['single-textual-with-checkbox', '1.5', 'Please enter numbers only!!'],
      ['multiple_choice', 'Space travel', 'Please choose one of the options'],
      ['two_button', 'maybe', 'Please answer Yes or No'],
    ])('%s answer %j -> %s', async (kind, answer, message) => {
      const response = await one(kind, answer);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ message, errors: { 'answers.0.answer': [message] } });
    });

    it('limits a title to 50 characters and other text to 500', async () => {
      const title = await one('textual', 'x'.repeat(51), (q) => q[0]!);
      expect(title.json().message).toBe('Answer must be at most 50 characters');
      expect((await one('textual', 'x'.repeat(50), (q) => q[0]!)).statusCode).toBe(200);
      const other = (q: FlowQuestion[]) =>
        q.find((x) => x.kind === 'textual' && x.max_length === 500)!;
      expect((await one('textual', 'x'.repeat(501), other)).json().message).toBe(
        'Answer must be at most 500 characters',
      );
      expect((await one('textual', 'x'.repeat(500), other)).statusCode).toBe(200);
    });

    it("takes '0' for Negotiable", async () => {
      expect((await one('single-textual-with-checkbox', '0')).statusCode).toBe(200);
    });

    it('refuses a question of another flow', async () => {
      const need = await flow('need');
      const response = await submit(owner, [
        { questions_id: need.questions[0]!.id, idea_id: ideaId, answer: 'x' },
      ]);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors['answers.0.questions_id']).toEqual([
        'This question is not part of this flow',
      ]);
    });

    it('changes nothing when one answer of several is bad', async () => {
      const before = await t.db.db.select().from(itemAnswers).where(eq(itemAnswers.itemId, ideaId));
      const answers = goodAnswers(questions, ideaId);
      answers[2] = { ...answers[2]!, answer: '' };
      expect((await submit(owner, answers)).statusCode).toBe(422);
      const after = await t.db.db.select().from(itemAnswers).where(eq(itemAnswers.itemId, ideaId));
      expect(after).toEqual(before);
    });

    it('refuses the same question answered twice in one call, naming the second', async () => {
      const answers = goodAnswers(questions, ideaId);
      const twice = [...answers, { ...answers[0]!, answer: 'Another answer' }];
      const response = await submit(owner, twice);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        [`answers.${answers.length}.questions_id`]: ['Each question can be answered only once'],
      });
    });

    it('refuses a question id beyond what the database holds', async () => {
      const response = await submit(owner, [
        { questions_id: 2147483648, idea_id: ideaId, answer: 'x' },
      ]);
      expect(response.statusCode).toBe(422);
    });
  });

  it.each([
    ['{', 'application/json'],
    ['[]', 'application/json'],
    ['{"answers":"x"}', 'application/json'],
    ['{"answers":[{"questions_id":"abc","idea_id":"not-a-uuid","answer":{}}]}', 'application/json'],
    ['{"answers":[]}', 'application/json'],
    ['answers=1', 'application/x-www-form-urlencoded'],
  ])('answers the body %s with a 4xx, never a 5xx', async (payload, type) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/answer-question-before-login',
      payload,
      headers: { ...bearer(owner), 'content-type': type },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('answers an unknown draft id with 404', async () => {
    const { questions } = await flow('idea');
    const response = await submit(
      owner,
      goodAnswers(questions, '00000000-0000-4000-8000-000000000000'),
    );
    expect(response.statusCode).toBe(404);
  });
});

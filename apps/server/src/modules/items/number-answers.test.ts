import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { bearer, signIn } from '../../../test/helpers/sign-in';

// Number answers have bounds in their unit (issue 32): every path that saves an answer refuses
// one outside them with a 422 naming them, grouped, in the caller's language; never a 500.

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t, 'numbers@example.com');
});
afterAll(() => t.close());

interface FlowQuestion {
  id: number;
  kind: string;
  unit: string;
  min_value: number | null;
  max_value: number | null;
}

async function draft(section: 'idea' | 'need', language = 'en') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/question-before-login-auth',
    payload: { section },
    headers: { ...bearer(owner), 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { questions: FlowQuestion[]; idea_id: string };
}

async function laterQuestions(itemId: string, set: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/items/${itemId}/questions?set=${set}`,
    headers: bearer(owner),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { questions: FlowQuestion[] }).questions;
}

const answerFirst = (itemId: string, questionId: number, answer: unknown, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/answer-question-before-login',
    payload: { answers: [{ questions_id: questionId, idea_id: itemId, answer }] },
    headers: { ...bearer(owner), 'accept-language': language },
  });

const answerLater = (itemId: string, questionId: number, answer: unknown, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/items/${itemId}/answers`,
    payload: { answers: [{ questions_id: questionId, answer }] },
    headers: { ...bearer(owner), 'accept-language': language },
  });

/** The question whose unit is `unit` (the seeded bank's wording) among those of a set. */
const withUnit = (questions: FlowQuestion[], unit: string) =>
  questions.find((question) => question.unit === unit)!;

describe('number answers within their bounds', () => {
  it('sends each number question with its bounds', async () => {
    const need = await draft('need');
    const days = withUnit(need.questions, 'days');
    expect(days).toMatchObject({ min_value: 1, max_value: 3650 });
    const team = withUnit(await laterQuestions(need.idea_id, 'after'), 'people');
    expect(team).toMatchObject({ min_value: 1, max_value: 10_000 });
  });

  it('refuses a team of 15,000,000 people, naming the bounds in English and in Persian', async () => {
    const idea = await draft('idea');
    const team = withUnit(await laterQuestions(idea.idea_id, 'after'), 'people');
    const english = await answerLater(idea.idea_id, team.id, '15000000');
    expect(english.statusCode).toBe(422);
    expect(english.json()).toMatchObject({
      code: 'validation_failed',
      errors: { 'answers.0.answer': ['Please enter a number from 1 to 10,000 people'] },
      field_codes: {
        'answers.0.answer': [
          {
            code: 'number_out_of_range',
            params: { minimum: '1', maximum: '10,000', unit: 'people' },
          },
        ],
      },
    });
    const persian = await answerLater(idea.idea_id, team.id, '۱۵٬۰۰۰٬۰۰۰', 'fa');
    expect(persian.statusCode).toBe(422);
    expect(persian.json().field_codes['answers.0.answer']).toEqual([
      { code: 'number_out_of_range', params: { minimum: '۱', maximum: '۱۰٬۰۰۰', unit: 'نفر' } },
    ]);
    expect((await answerLater(idea.idea_id, team.id, '۱۲')).statusCode).toBe(200);
  });

  it('refuses 15,000,000 days to deliver on the first answers, and takes 45', async () => {
    const need = await draft('need');
    const days = withUnit(need.questions, 'days');
    const refused = await answerFirst(need.idea_id, days.id, '15,000,000');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors['answers.0.answer']).toEqual([
      'Please enter a number from 1 to 3,650 days',
    ]);
    expect((await answerFirst(need.idea_id, days.id, '۴۵')).statusCode).toBe(200);
  });

  it('refuses a competitor price past its bound and takes one grouped in Persian', async () => {
    const idea = await draft('idea');
    const price = withUnit(await laterQuestions(idea.idea_id, 'competitor'), 'Toman');
    const refused = await answerLater(idea.idea_id, price.id, '1000000000001', 'fa');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().field_codes['answers.0.answer'][0].params).toEqual({
      minimum: '۰',
      maximum: '۱٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰',
      unit: 'تومان',
    });
    expect((await answerLater(idea.idea_id, price.id, '۲۵۰٬۰۰۰')).statusCode).toBe(200);
  });

  it('keeps a ticked Negotiable (0) for a budget whose smallest answer is 1,000', async () => {
    const need = await draft('need');
    const budget = need.questions.find((q) => q.kind === 'single-textual-with-checkbox')!;
    expect(budget.min_value).toBe(1_000);
    expect((await answerFirst(need.idea_id, budget.id, '0')).statusCode).toBe(200);
    expect((await answerFirst(need.idea_id, budget.id, '999')).statusCode).toBe(422);
    expect((await answerFirst(need.idea_id, budget.id, '80,000,000')).statusCode).toBe(200);
  });

  describe('the edge cases of a team size', () => {
    let idea: { idea_id: string };
    let team: FlowQuestion;
    beforeAll(async () => {
      idea = await draft('idea');
      team = withUnit(await laterQuestions(idea.idea_id, 'after'), 'people');
    });
    it.each([
      ['-5', 'Please enter numbers only!!'],
      ['+5', 'Please enter numbers only!!'],
      ['2.5', 'Please enter numbers only!!'],
      ['۲٫۵', 'Please enter numbers only!!'],
      ['1e4', 'Please enter numbers only!!'],
      [',12', 'Please enter numbers only!!'],
      ['0', 'Please enter a number from 1 to 10,000 people'],
      ['9'.repeat(16), 'Please enter a number from 1 to 10,000 people'],
      ['9'.repeat(400), 'Please enter a number from 1 to 10,000 people'],
      [1e300, 'Please enter numbers only!!'],
      [-3, 'Please enter numbers only!!'],
    ])('refuses %j with a 422: %s', async (answer, message) => {
      const response = await answerLater(idea.idea_id, team.id, answer);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors['answers.0.answer']).toEqual([message]);
    });
  });
});

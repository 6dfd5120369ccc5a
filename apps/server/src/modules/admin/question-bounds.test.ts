import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { bearer, signIn } from '../../../test/helpers/sign-in';

// Operators edit a number question's bounds in the console (issue 32); the flow asks and checks
// with them at once.

let t: TestApp;
let operator: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.members.setOperator('bounds-ops@example.com', true);
  operator = await signIn(t, 'bounds-ops@example.com');
});
afterAll(() => t.close());

interface Row {
  id: number;
  key: string;
  kind: string;
  role: string | null;
  min_value: number | null;
  max_value: number | null;
}
const bank = async () =>
  (await t.app.inject({ url: '/api/admin/questions', headers: bearer(operator) })).json()
    .questions as Row[];
const edit = (id: number, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/questions/${id}`,
    payload,
    headers: bearer(operator),
  });

describe("a number question's bounds in the console", () => {
  it('are seeded, edited by an operator, and asked and checked by the flow at once', async () => {
    const deadline = (await bank()).find((q) => q.key === 'deadline')!;
    expect(deadline).toMatchObject({ min_value: 1, max_value: 3650 });
    expect((await edit(deadline.id, { max_value: 90 })).statusCode).toBe(200);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/question-before-login-auth',
      payload: { section: 'need' },
      headers: bearer(operator),
    });
    const asked = started.json().questions.find((q: { id: number }) => q.id === deadline.id);
    expect(asked).toMatchObject({ min_value: 1, max_value: 90 });
    const answer = (value: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/answer-question-before-login',
        payload: {
          answers: [{ questions_id: deadline.id, idea_id: started.json().idea_id, answer: value }],
        },
        headers: bearer(operator),
      });
    expect((await answer('91')).json().errors['answers.0.answer']).toEqual([
      'Please enter a number from 1 to 90 days',
    ]);
    expect((await answer('90')).statusCode).toBe(200);
    expect((await edit(deadline.id, { max_value: null })).statusCode).toBe(200);
    expect((await answer('5000')).statusCode).toBe(200);
    await edit(deadline.id, { max_value: 3650 });
  });

  it('refuses a smallest above the largest, bounds on a text, and a budget past a price', async () => {
    const rows = await bank();
    const team = rows.find((q) => q.key === 'team_size')!;
    const text = rows.find((q) => q.kind === 'textual')!;
    const budget = rows.find((q) => q.role === 'budget')!;
    const refusal = async (id: number, payload: object) => {
      const response = await edit(id, payload);
      expect(response.statusCode, response.body).toBe(422);
      return response.json().field_codes;
    };
    expect(await refusal(team.id, { min_value: 20, max_value: 10 })).toEqual({
      max_value: [{ code: 'question_bounds_rule' }],
    });
    expect(await refusal(team.id, { min_value: 20_000 })).toEqual({
      max_value: [{ code: 'question_bounds_rule' }],
    });
    expect(await refusal(text.id, { max_value: 10 })).toEqual({
      max_value: [{ code: 'question_bounds_rule' }],
    });
    expect(await refusal(budget.id, { max_value: null })).toEqual({
      max_value: [{ code: 'price_too_high' }],
    });
    for (const bad of [-1, 1.5, 1e16, '12']) {
      expect((await edit(team.id, { max_value: bad })).statusCode).toBe(422);
    }
    expect((await bank()).find((q) => q.id === team.id)).toMatchObject({
      min_value: 1,
      max_value: 10_000,
    });
  });

  it('are refused with a 422, not a 500, when another edit moved them since they were read', async () => {
    const deadline = (await bank()).find((q) => q.key === 'deadline')!;
    // Another operator (another process, past this one's copy of the bank) lowered the largest.
    await t.db.db.update(questions).set({ maxValue: 10 }).where(eq(questions.id, deadline.id));
    const raised = await edit(deadline.id, { min_value: 100 });
    expect(raised.statusCode).toBe(422);
    expect(raised.json().code).toBe('question_bounds_rule');
    await t.db.db
      .update(questions)
      .set({ minValue: 1, maxValue: 3650 })
      .where(eq(questions.id, deadline.id));
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { createPurchase } from '../../../test/helpers/factories';
import { answerFor } from '../../../test/helpers/flow-answers';
import { bearer, signIn } from '../../../test/helpers/sign-in';
import { auditLog, questions, users } from '../../db/schema';

let t: TestApp;
let owner: string;
let stranger: string;
let buyer: string;
let operator: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t, 'private.owner@example.com');
  stranger = await signIn(t, 'private.stranger@example.com');
  buyer = await signIn(t, 'private.buyer@example.com');
  await t.app.services.members.setOperator('private.ops@example.com', true);
  operator = await signIn(t, 'private.ops@example.com');
});
afterAll(() => t.close());

interface FlowQuestion {
  id: number;
  kind: string;
  title: string;
  options: string[];
  max_length: number;
  private_by_default: boolean;
}
interface ShownAnswer {
  questions_id: number;
  role: string | null;
  answer: string;
  is_private: boolean;
}

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
const patch = (id: string, payload: object, token = owner) =>
  call('PATCH', `/api/items/${id}`, token, payload);
const detail = async (id: string, token?: string) =>
  (await call('GET', `/api/items/${id}`, token)).json() as { answers: ShownAnswer[] };

/** A unique text per question, so a page shows which answers it holds. */
const textOf = (question: FlowQuestion) =>
  question.max_length === 50 ? `Title ${question.id}` : `answer-${question.id}-secretword`;

/**
 * A visitor's draft, every question answered before sign-in and submitted by the member who
 * signs in (the AuthAfter step claims it).
 */
async function claimedDraft(section: 'idea' | 'need' = 'idea') {
  const started = await call('POST', '/api/question-before-login', undefined, { section });
  expect(started.statusCode, started.body).toBe(200);
  const body = started.json() as { questions: FlowQuestion[]; idea_id: string };
  const answers = body.questions.map((question) => ({
    questions_id: question.id,
    idea_id: body.idea_id,
    answer: answerFor(question, { choice: 0, text: textOf(question), number: '250000' }),
  }));
  const saved = await call('POST', '/api/answer-question-before-login', owner, { answers });
  expect(saved.statusCode, saved.body).toBe(200);
  return { id: body.idea_id, questions: body.questions };
}

/** The bank as operators read it: each question's key, role and private default. */
const adminBank = async () =>
  (await call('GET', '/api/admin/questions', operator)).json().questions as {
    id: number;
    set: string;
    key: string;
    role: string | null;
    private_by_default: boolean;
  }[];
/** The questions whose answers give an idea away (question-bank.ts). */
const SECRET_KEYS = [
  'idea/solution',
  'idea/target_customers',
  'idea/investment_needed',
  'idea/monthly_revenue',
  'after/validation',
  'after/main_risks',
  'competitor/competitors',
  'competitor/difference',
];

describe('answers private by default (issue 31)', () => {
  it("tells the flow which questions' answers start private, as the bank says", async () => {
    const bank = await adminBank();
    const secret = bank.filter((row) => row.private_by_default);
    expect(secret.map((row) => `${row.set}/${row.key}`).sort()).toEqual([...SECRET_KEYS].sort());
    // The title, category, summary and budget questions never are, nor a need's.
    expect(secret.every((row) => row.role === null && row.set !== 'need')).toBe(true);
    const { questions: asked } = await claimedDraft();
    const byId = new Map(bank.map((row) => [row.id, row]));
    for (const question of asked) {
      expect(question.private_by_default, question.title).toBe(
        byId.get(question.id)?.private_by_default,
      );
    }
  });

  it('keeps the default-private answers of a creator who skipped hide-answers from everyone but the owner and buyers', async () => {
    const { id, questions: asked } = await claimedDraft();
    // No hide-answers call at all: the creator skipped the step.
    const published = await patch(id, { status: 'published', price: 1000 });
    expect(published.statusCode, published.body).toBe(200);

    // The texts written for it: a number's answer is not one of them.
    const secret = asked.filter(
      (question) => question.private_by_default && question.kind === 'textual',
    );
    expect(secret.length).toBeGreaterThan(0);
    const own = await detail(id, owner);
    for (const question of asked) {
      const answer = own.answers.find((a) => a.questions_id === question.id);
      expect(answer?.is_private, question.title).toBe(question.private_by_default);
    }
    expect(own.answers.filter((a) => a.role !== null).every((answer) => !answer.is_private)).toBe(
      true,
    );

    for (const token of [undefined, stranger]) {
      const page = await call('GET', `/api/items/${id}`, token);
      expect(page.statusCode).toBe(200);
      for (const question of secret) expect(page.body).not.toContain(textOf(question));
      // The title is public.
      expect(page.json().title).toBe(own.answers.find((a) => a.role === 'title')?.answer);
    }
    const [buyerRow] = await t.db.db
      .select()
      .from(users)
      .where(eq(users.email, 'private.buyer@example.com'));
    await createPurchase(t.db.db, id, buyerRow!.id);
    const bought = await call('GET', `/api/items/${id}`, buyer);
    for (const question of secret) expect(bought.body).toContain(textOf(question));
  });

  it("starts a later answer private too, and keeps the owner's choice when an answer is given again", async () => {
    const { id, questions: asked } = await claimedDraft();
    const later = await call('GET', `/api/items/${id}/questions?set=after`, owner);
    const afterQuestions = later.json().questions as FlowQuestion[];
    const privateLater = afterQuestions.find((question) => question.private_by_default)!;
    expect(privateLater).toBeDefined();
    const answered = await call('POST', `/api/items/${id}/answers`, owner, {
      answers: [{ questions_id: privateLater.id, answer: 'We asked forty offices' }],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(
      (await detail(id, owner)).answers.find((a) => a.questions_id === privateLater.id)?.is_private,
    ).toBe(true);

    // The owner makes every answer public, then changes one: it stays public.
    expect((await patch(id, { private_question_ids: [] })).statusCode).toBe(200);
    const solution = asked.find((question) => question.private_by_default)!;
    const again = await call('POST', `/api/items/${id}/answers`, owner, {
      answers: [{ questions_id: solution.id, answer: 'A better way, told again' }],
    });
    expect(again.statusCode, again.body).toBe(200);
    const shown = (await detail(id, owner)).answers;
    expect(shown.every((answer) => !answer.is_private)).toBe(true);
    expect(shown.find((a) => a.questions_id === solution.id)?.answer).toBe(
      'A better way, told again',
    );
  });

  it('asks for a confirmation to publish an idea with every answer public, and to make a published one so', async () => {
    const { id } = await claimedDraft();
    expect((await patch(id, { private_question_ids: [] })).statusCode).toBe(200);
    const refused = await patch(id, { status: 'published', price: 1000 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'all_answers_public',
      message:
        'Publish with every answer public? Anyone can read the whole idea without buying it.',
    });
    expect((await detail(id, owner)).answers.length).toBeGreaterThan(0);
    expect((await call('GET', `/api/items/${id}`, owner)).json().status).toBe('draft');
    const confirmed = await patch(id, {
      status: 'published',
      price: 1000,
      all_public_confirmed: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().status).toBe('published');

    // A published idea with a private answer asks again before the last one is made public.
    const own = await detail(id, owner);
    const hideable = own.answers.find((a) => a.role === null)!;
    expect((await patch(id, { private_question_ids: [hideable.questions_id] })).statusCode).toBe(
      200,
    );
    expect((await patch(id, { private_question_ids: [] })).json().code).toBe('all_answers_public');
    expect(
      (await detail(id, owner)).answers.find((a) => a.questions_id === hideable.questions_id)
        ?.is_private,
    ).toBe(true);
    expect(
      (await patch(id, { private_question_ids: [], all_public_confirmed: true })).statusCode,
    ).toBe(200);

    // Archived and published again: the same question.
    expect((await patch(id, { status: 'archived' })).statusCode).toBe(200);
    expect((await patch(id, { status: 'published' })).statusCode).toBe(409);
    expect((await patch(id, { status: 'published', all_public_confirmed: true })).statusCode).toBe(
      200,
    );
  });

  it('makes no answer of a need private, and publishes it without a confirmation', async () => {
    const { id } = await claimedDraft('need');
    expect((await detail(id, owner)).answers.every((answer) => !answer.is_private)).toBe(true);
    expect((await patch(id, { status: 'published' })).statusCode).toBe(200);
  });
});

describe("the operators' private default", () => {
  const bank = adminBank;
  const edit = (id: number, payload: object) =>
    call('PATCH', `/api/admin/questions/${id}`, operator, payload);

  it('refuses it on the title, category, summary and budget questions and on a need question', async () => {
    const rows = await bank();
    const refusedRows = [
      ...rows.filter((row) => row.role !== null),
      rows.find((row) => row.set === 'need' && row.role === null)!,
    ];
    expect(new Set(refusedRows.map((row) => row.role))).toEqual(
      new Set(['title', 'category', 'summary', 'budget', null]),
    );
    for (const row of refusedRows) {
      const response = await edit(row.id, { private_by_default: true });
      expect(response.statusCode, row.key).toBe(422);
      expect(response.json().field_codes).toEqual({
        private_by_default: [{ code: 'private_default_refused' }],
      });
    }
    const created = await call('POST', '/api/admin/questions', operator, {
      set: 'need',
      key: 'need_secret_default',
      kind: 'textual',
      position: 999,
      title_en: 'A need question',
      title_fa: 'پرسش نیاز',
      private_by_default: true,
    });
    expect(created.statusCode).toBe(422);
    // The table refuses it too, whatever writes it.
    const title = rows.find((row) => row.role === 'title')!;
    await expect(
      t.db.db.execute(sql`update questions set private_by_default = true where id = ${title.id}`),
    ).rejects.toThrow();
  });

  it('is set by an operator, audited, and given to the next answers to that question', async () => {
    const rows = await bank();
    const open = rows.find(
      (row) => row.set === 'idea' && row.role === null && !row.private_by_default,
    )!;
    const edited = await edit(open.id, { private_by_default: true });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().private_by_default).toBe(true);
    const [entry] = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'question.update'), eq(auditLog.objectId, String(open.id))));
    expect(entry?.before).toMatchObject({ private_by_default: false });
    expect(entry?.after).toMatchObject({ private_by_default: true });

    const { id } = await claimedDraft();
    expect(
      (await detail(id, owner)).answers.find((a) => a.questions_id === open.id)?.is_private,
    ).toBe(true);
    expect((await edit(open.id, { private_by_default: false })).statusCode).toBe(200);
    const [row] = await t.db.db.select().from(questions).where(eq(questions.id, open.id));
    expect(row?.privateByDefault).toBe(false);
  });
});

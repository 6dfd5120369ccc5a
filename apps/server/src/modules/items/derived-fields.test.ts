import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { createPurchase } from '../../../test/helpers/factories';
import { answeredItem, type FlowQuestion } from '../../../test/helpers/question-flow';
import { bearer, signIn } from '../../../test/helpers/sign-in';
import { appState, items, users } from '../../db/schema';

let t: TestApp;
let owner: string;
let member: string;
let buyer: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t, 'deriving.owner@example.com');
  member = await signIn(t, 'deriving.member@example.com');
  buyer = await signIn(t, 'deriving.buyer@example.com');
});
afterAll(() => t.close());

/** A published item whose text answers carry `text(question)`, the numbers `number`. */
async function publishedItem(
  section: 'idea' | 'need',
  text: (question: FlowQuestion) => string,
  number = '250000',
) {
  const item = await answeredItem(t, owner, { section, text, number });
  const published = await patch(item.id, {
    status: 'published',
    ...(section === 'idea' ? { price: 1000 } : {}),
  });
  expect(published.statusCode, published.body).toBe(200);
  return item;
}

const patch = (id: string, payload: object, token = owner) =>
  t.app.inject({ method: 'PATCH', url: `/api/items/${id}`, payload, headers: bearer(token) });
const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? bearer(token) : {} });
const detail = async (id: string, token?: string) => (await get(`/api/items/${id}`, token)).json();

describe('a private answer feeds nothing others read', () => {
  it('keeps a private summary out of the detail, the cards and the search', async () => {
    const { id } = await publishedItem('idea', (q) =>
      /title/i.test(q.title) ? 'Solar kiosk' : `secretsummary${q.id}x words`,
    );
    const item = await detail(id, owner);
    const summaryAnswer = item.answers.find((a: { role: string }) => a.role === 'summary');
    expect(item.summary).toBe(summaryAnswer.answer);
    expect(
      (await patch(id, { private_question_ids: [summaryAnswer.questions_id] })).statusCode,
    ).toBe(200);

    for (const token of [undefined, member]) {
      const seen = await get(`/api/items/${id}`, token);
      expect(seen.json().summary).toBe('');
      expect(seen.body).not.toContain(summaryAnswer.answer);
      const cards = await get('/api/items?section=idea&limit=50', token);
      expect(cards.body).toContain(id);
      expect(cards.body).not.toContain(summaryAnswer.answer);
      const search = await get(
        `/api/items?section=idea&q=${summaryAnswer.answer.split(' ')[0]}`,
        token,
      );
      expect(search.json().items).toEqual([]);
    }
    // The owner and a buyer still read it.
    expect((await detail(id, owner)).summary).toBe(summaryAnswer.answer);
    const [buyerRow] = await t.db.db
      .select()
      .from(users)
      .where(eq(users.email, 'deriving.buyer@example.com'));
    await createPurchase(t.db.db, id, buyerRow?.id ?? 0);
    expect((await detail(id, buyer)).summary).toBe(summaryAnswer.answer);
    // Made public again, it is found again.
    expect(
      (await patch(id, { private_question_ids: [], all_public_confirmed: true })).statusCode,
    ).toBe(200);
    const found = await get(`/api/items?section=idea&q=${summaryAnswer.answer.split(' ')[0]}`);
    expect(found.json().items.map((card: { id: string }) => card.id)).toEqual([id]);
  });

  it('refuses to make the title or the category private', async () => {
    const { id } = await publishedItem('idea', (q) => `answer ${q.id}`);
    const item = await detail(id, owner);
    for (const role of ['title', 'category']) {
      const answer = item.answers.find((a: { role: string }) => a.role === role);
      const response = await patch(id, { private_question_ids: [answer.questions_id] });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('The title and the category are always public');
    }
    // They stayed public; the answers private by default stayed private.
    const after = (await detail(id, owner)).answers;
    expect(
      after
        .filter((a: { role: string }) => a.role === 'title' || a.role === 'category')
        .map((a: { is_private: boolean }) => a.is_private),
    ).toEqual([false, false]);
    expect(after.some((a: { is_private: boolean }) => a.is_private)).toBe(true);
  });
});

describe("a need's budget", () => {
  it('becomes its price, so needs filter and sort by budget', async () => {
    const { id } = await publishedItem('need', (q) => `need answer ${q.id}`, '۳۰۰۰۰۰۰');
    expect(await detail(id)).toMatchObject({ price: 3_000_000, negotiable: false });
    const page = await get('/api/items?section=need&min_price=2999999&max_price=3000001');
    expect(page.json().items.map((card: { id: string }) => card.id)).toContain(id);
  });

  it("is 'Negotiable' when answered with the checkbox ('0'), and found as negotiable", async () => {
    const { id } = await publishedItem('need', (q) => `open need ${q.id}`, '0');
    expect(await detail(id)).toMatchObject({ price: null, negotiable: true });
    const page = await get('/api/items?section=need&negotiable=true&limit=50');
    expect(page.json().items.map((card: { id: string }) => card.id)).toContain(id);
  });

  it('follows the answer, and is not edited as a price', async () => {
    const { id, questions } = await publishedItem('need', (q) => `need ${q.id}`, '5000');
    const budget = questions.find((q) => q.kind === 'single-textual-with-checkbox');
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/items/${id}/answers`,
      payload: { answers: [{ questions_id: budget?.id, answer: '7000' }] },
      headers: bearer(owner),
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await detail(id)).price).toBe(7000);
    const refused = await patch(id, { price: 1 });
    expect(refused.statusCode).toBe(422);
    expect((await detail(id)).price).toBe(7000);
  });
});

describe('items stored by an older rule', () => {
  it('are derived again once at start, private summaries blanked and budgets priced', async () => {
    const idea = await publishedItem('idea', (q) => `oldrule${q.id}x text`);
    const need = await publishedItem('need', (q) => `oldneed${q.id} text`, '4200');
    const ownerView = await detail(idea.id, owner);
    const summary = ownerView.answers.find((a: { role: string }) => a.role === 'summary');
    await patch(idea.id, { private_question_ids: [summary.questions_id] });
    // What the old rule stored: the private summary copied and searchable, no budget price.
    await t.db.db
      .update(items)
      .set({ summary: summary.answer, searchText: summary.answer })
      .where(eq(items.id, idea.id));
    await t.db.db.update(items).set({ price: null }).where(eq(items.id, need.id));
    await t.db.db
      .update(appState)
      .set({ value: '1' })
      .where(eq(appState.key, 'items.derived_fields'));

    const { items: service } = t.app.services;
    expect(await service.upgradeDerivedFields()).toBeGreaterThanOrEqual(2);
    expect(await service.upgradeDerivedFields()).toBe(0);
    expect((await detail(idea.id)).summary).toBe('');
    expect(
      (await get(`/api/items?section=idea&q=oldrule${summary.questions_id}x`)).json().items,
    ).toEqual([]);
    expect((await detail(need.id)).price).toBe(4200);
  });
});

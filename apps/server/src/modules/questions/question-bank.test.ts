import { AMOUNT_MAX } from '@ideabazaar/shared/schemas/bounds';
import { PRICE_MAX } from '@ideabazaar/shared/schemas/items';
import {
  checkAnswer,
  type QuestionKind,
  type QuestionSet,
} from '@ideabazaar/shared/schemas/questions';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { categories, questionBank, type BankQuestion, type Text } from './question-bank';

const allKinds: QuestionKind[] = [
  'two_button',
  'textual',
  'multiple_choice',
  'single-textual',
  'single-textual-with-checkbox',
];
const numberKinds: QuestionKind[] = ['single-textual', 'single-textual-with-checkbox'];
const noInputKinds: QuestionKind[] = ['two_button', 'multiple_choice'];
const slug = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;
const persianLetter = /[\u0622-\u063A\u0641-\u0648\u067E\u0686\u0698\u06A9\u06AF\u06CC]/;
// Arabic kaf and yeh look alike but break Persian search and sorting.
const arabicLetters = /[\u0643\u064A]/;

const inSet = (set: QuestionSet) => questionBank.filter((q) => q.set === set);
const kindsOf = (questions: BankQuestion[]) => new Set(questions.map((q) => q.kind));
const texts = (q: BankQuestion): [string, Text][] => [
  ['title', q.title],
  ['guide', q.guide],
  ...(q.unit ? [['unit', q.unit] as [string, Text]] : []),
  ...(q.placeholder.en || q.placeholder.fa
    ? [['placeholder', q.placeholder] as [string, Text]]
    : []),
  ...(q.options ?? []).map((o): [string, Text] => [`option ${o.value}`, o]),
];

describe('question bank', () => {
  it('bounds every number question in its unit, and only those', () => {
    const expected: Record<string, [string, number, number]> = {
      investment_needed: ['Toman', 0, PRICE_MAX],
      monthly_revenue: ['Toman', 0, 1_000_000_000_000],
      collaboration_fee: ['Toman', 1_000, 10_000_000_000],
      budget: ['Toman', 1_000, PRICE_MAX],
      deadline: ['days', 1, 3_650],
      team_size: ['people', 1, 10_000],
      competitor_price: ['Toman', 0, 1_000_000_000_000],
    };
    for (const q of questionBank) {
      if (!numberKinds.includes(q.kind)) {
        expect(q.bounds, q.key).toBeUndefined();
        continue;
      }
      expect([q.unit?.en, q.bounds?.min, q.bounds?.max], q.key).toEqual(expected[q.key]);
      expect(q.bounds!.max, q.key).toBeLessThanOrEqual(AMOUNT_MAX);
    }
    expect(questionBank.filter((q) => q.bounds).length).toBe(Object.keys(expected).length);
  });

  it('refuses a team of 15,000,000 and 15,000,000 days, and keeps Negotiable for a fee', () => {
    const bounds = (key: string) => {
      const q = questionBank.find((question) => question.key === key)!;
      return { kind: q.kind, bounds: { min: q.bounds!.min, max: q.bounds!.max } };
    };
    const check = (key: string, answer: string) =>
      checkAnswer(bounds(key).kind, answer, 500, bounds(key).bounds);
    expect(check('team_size', '15,000,000')).toEqual({
      ok: false,
      error: { code: 'number_out_of_range', params: { minimum: 1, maximum: 10_000 } },
    });
    expect(check('deadline', '15000000')).toMatchObject({ ok: false });
    expect(check('team_size', '0')).toMatchObject({ ok: false });
    expect(check('team_size', '۱۲')).toEqual({ ok: true, value: '12' });
    expect(check('collaboration_fee', '0')).toEqual({ ok: true, value: '0' });
    expect(check('collaboration_fee', '999')).toMatchObject({ ok: false });
    expect(check('budget', '۸۰٬۰۰۰٬۰۰۰')).toEqual({ ok: true, value: '80000000' });
  });

  it('has its bounds in the hand-written backfill of existing databases (migration 0021)', () => {
    const sql = readFileSync(new URL('../../../drizzle/0021_issue32.sql', import.meta.url), 'utf8');
    for (const q of questionBank.filter((question) => question.bounds)) {
      expect(sql, q.key).toContain(`('${q.set}', '${q.key}', ${q.bounds!.min}, ${q.bounds!.max})`);
    }
  });

  it('holds the expected number of questions in each set', () => {
    expect(inSet('idea').length).toBeGreaterThanOrEqual(8);
    expect(inSet('idea').length).toBeLessThanOrEqual(10);
    expect(inSet('need').length).toBeGreaterThanOrEqual(6);
    expect(inSet('need').length).toBeLessThanOrEqual(8);
    expect(inSet('after').length).toBeGreaterThanOrEqual(4);
    expect(inSet('after').length).toBeLessThanOrEqual(6);
    expect(inSet('competitor').length).toBeGreaterThanOrEqual(3);
    expect(inSet('competitor').length).toBeLessThanOrEqual(5);
  });

  it('uses unique slug keys within each set', () => {
    for (const set of ['idea', 'need', 'after', 'competitor'] as const) {
      const keys = inSet(set).map((q) => q.key);
      expect(new Set(keys).size, set).toBe(keys.length);
      for (const key of keys) expect(key).toMatch(slug);
    }
  });

  it('uses every kind across the bank and in the idea set, and four or more in the need set', () => {
    expect([...kindsOf(questionBank)].sort()).toEqual([...allKinds].sort());
    expect([...kindsOf(inSet('idea'))].sort()).toEqual([...allKinds].sort());
    expect(kindsOf(inSet('need')).size).toBeGreaterThanOrEqual(4);
  });

  it('gives options exactly to multiple-choice questions, with 3 to 12 unique slugs', () => {
    for (const q of questionBank) {
      if (q.kind !== 'multiple_choice') {
        expect(q.options, q.key).toBeUndefined();
        continue;
      }
      const values = (q.options ?? []).map((o) => o.value);
      expect(values.length, q.key).toBeGreaterThanOrEqual(3);
      expect(values.length, q.key).toBeLessThanOrEqual(12);
      expect(new Set(values).size, q.key).toBe(values.length);
      for (const value of values) expect(value).toMatch(slug);
    }
  });

  it('gives a unit exactly to number questions, with whole-number placeholders', () => {
    for (const q of questionBank) {
      if (!numberKinds.includes(q.kind)) {
        expect(q.unit, q.key).toBeUndefined();
        continue;
      }
      expect(q.unit, q.key).toBeDefined();
      expect(q.placeholder.en, q.key).toMatch(/^\D*\d+$/);
      expect(q.placeholder.fa, q.key).toMatch(/^[^\d۰-۹]*[۰-۹]+$/);
    }
  });

  it('has non-empty, trimmed texts in both languages, Persian ones in Persian letters', () => {
    for (const q of questionBank) {
      for (const [name, text] of texts(q)) {
        for (const value of [text.en, text.fa]) {
          expect(value.trim(), `${q.set}.${q.key} ${name}`).toBe(value);
          expect(value.length, `${q.set}.${q.key} ${name}`).toBeGreaterThan(0);
          expect(value, `${q.set}.${q.key} ${name}`).not.toMatch(/ {2}/);
        }
        expect(text.fa, `${q.set}.${q.key} ${name}`).toMatch(persianLetter);
        expect(text.fa, `${q.set}.${q.key} ${name}`).not.toMatch(arabicLetters);
        // The prefix «می» is joined with a half-space, never a plain one.
        expect(text.fa, `${q.set}.${q.key} ${name}`).not.toMatch(/(^|\s)ن?می /);
      }
    }
  });

  it('leaves the placeholder empty only for questions without a text input', () => {
    for (const q of questionBank) {
      if (noInputKinds.includes(q.kind)) continue;
      expect(q.placeholder.en, q.key).not.toBe('');
      expect(q.placeholder.fa, q.key).not.toBe('');
    }
  });

  it('asks short questions', () => {
    for (const q of questionBank) {
      expect(q.title.en.length, q.key).toBeLessThanOrEqual(120);
      expect(q.title.en, q.key).toMatch(/\?$/);
      expect(q.title.fa, q.key).toMatch(/؟$/);
    }
  });

  it.each([
    ['idea', 'Idea Title', 'عنوان ایده'],
    ['need', 'Need Title', 'عنوان نیاز'],
  ] as const)('opens the %s set with the only textual title question', (set, en, fa) => {
    const first = inSet(set)[0];
    expect(first).toMatchObject({ kind: 'textual', role: 'title' });
    expect(first?.title.en).toContain(en);
    expect(first?.title.fa).toContain(fa);
    // The title field is limited to 50 characters, so its example must fit.
    expect(first?.placeholder.en.length).toBeLessThanOrEqual(50);
    // Any title naming 'Idea Title' or 'Need Title' gets the 50-character limit.
    const limited = questionBank.filter((q) => /Idea Title|Need Title/.test(q.title.en));
    expect(limited.map((q) => q.key)).toEqual(['idea_title', 'need_title']);
  });

  it('gives each role at most once per set, with title, category and summary in idea and need', () => {
    for (const set of ['idea', 'need', 'after', 'competitor'] as const) {
      const roles = inSet(set).flatMap((q) => (q.role ? [q.role] : []));
      expect(new Set(roles).size, set).toBe(roles.length);
    }
    for (const set of ['idea', 'need'] as const) {
      const byRole = (role: BankQuestion['role']) => inSet(set).find((q) => q.role === role);
      expect(byRole('category')?.kind).toBe('multiple_choice');
      expect(byRole('category')?.options).toEqual(categories);
      expect(byRole('summary')?.kind).toBe('textual');
    }
    expect(inSet('need').find((q) => q.role === 'budget')).toMatchObject({
      kind: 'single-textual-with-checkbox',
      unit: { en: 'Toman', fa: 'تومان' },
    });
  });

  it('lists 10 to 12 categories with unique slugs and both names', () => {
    expect(categories.length).toBeGreaterThanOrEqual(10);
    expect(categories.length).toBeLessThanOrEqual(12);
    expect(new Set(categories.map((c) => c.value)).size).toBe(categories.length);
    for (const c of categories) {
      expect(c.value).toMatch(slug);
      expect(c.en).not.toBe('');
      expect(c.fa).toMatch(persianLetter);
    }
  });
});

import { checkAnswer } from '@ideabazaar/shared/schemas/questions';
import { describe, expect, it } from 'vitest';
import { categories, questionBank } from '../modules/questions/question-bank';
import { demoItems, demoMembers, type DemoItem } from './demo-content';

const persianLetter = /[\u0600-\u06FF]/;
const arabicYehOrKaf = /[\u064A\u0643]/;
// «می» or «نمی» standing alone before a space: the half-space of «می‌خواهیم» is missing.
const looseVerbPrefix = /(^|[^\u0600-\u06FF\u200C])(ن?می) /;

const titleOf = (item: DemoItem) =>
  item.answers[item.section === 'idea' ? 'idea_title' : 'need_title'] ?? '';
const isPersian = (item: DemoItem) => persianLetter.test(titleOf(item));
const questionsOf = (item: DemoItem) => questionBank.filter((q) => q.set === item.section);

/** The free texts of an item: textual answers, pitch, business text and comments. */
function textsOf(item: DemoItem): string[] {
  const textual = questionsOf(item)
    .filter((q) => q.kind === 'textual')
    .map((q) => item.answers[q.key] ?? '');
  const texts = [...textual, item.elevatorText, ...item.comments.map((c) => c.body)];
  return item.businessText ? [...texts, item.businessText] : texts;
}

const memberKeys = new Set(demoMembers.map((m) => m.key));
const ideas = demoItems.filter((item) => item.section === 'idea');
const needs = demoItems.filter((item) => item.section === 'need');

describe('demo members', () => {
  it('has 8 members with unique keys, emails and phones', () => {
    expect(demoMembers).toHaveLength(8);
    expect(memberKeys.size).toBe(demoMembers.length);
    expect(new Set(demoMembers.map((m) => m.email)).size).toBe(demoMembers.length);
    expect(new Set(demoMembers.map((m) => m.phone)).size).toBe(demoMembers.length);
  });

  it('gives every member a name, a city, an example.com email and an Iranian phone', () => {
    for (const member of demoMembers) {
      expect(member.firstName.trim(), member.key).not.toBe('');
      expect(member.lastName.trim(), member.key).not.toBe('');
      expect(member.city.trim(), member.key).not.toBe('');
      expect(member.email, member.key).toMatch(/^[a-z0-9.]+@example\.com$/);
      expect(member.phone, member.key).toMatch(/^0\d{10}$/);
      expect(arabicYehOrKaf.test(JSON.stringify(member)), member.key).toBe(false);
    }
  });
});

describe('demo items', () => {
  it('has 12 ideas and 6 needs', () => {
    expect(ideas).toHaveLength(12);
    expect(needs).toHaveLength(6);
  });

  it('is owned and commented on by known members, never by the owner', () => {
    for (const item of demoItems) {
      expect(memberKeys.has(item.owner), titleOf(item)).toBe(true);
      expect(item.comments.length, titleOf(item)).toBeLessThanOrEqual(4);
      for (const comment of item.comments) {
        expect(memberKeys.has(comment.author), comment.body).toBe(true);
        expect(comment.author, comment.body).not.toBe(item.owner);
        expect(comment.body.trim(), titleOf(item)).not.toBe('');
        expect(comment.body.length, comment.body).toBeLessThanOrEqual(1000);
      }
    }
  });

  it('answers exactly the questions of its section, each by the answer rules', () => {
    for (const item of demoItems) {
      const questions = questionsOf(item);
      expect(Object.keys(item.answers).sort(), titleOf(item)).toEqual(
        questions.map((q) => q.key).sort(),
      );
      for (const question of questions) {
        const answer = item.answers[question.key] ?? '';
        const label = `${titleOf(item)} / ${question.key}`;
        const max = question.role === 'title' ? 50 : 500;
        const bounds = question.bounds && { min: question.bounds.min, max: question.bounds.max };
        const checked = checkAnswer(question.kind, answer, max, bounds);
        expect(checked, label).toMatchObject({ ok: true });
        if (question.kind === 'multiple_choice') {
          expect(
            question.options?.map((o) => o.value),
            label,
          ).toContain(answer);
        }
        if (question.kind === 'two_button') expect(['yes', 'no'], label).toContain(answer);
        if (
          question.kind === 'single-textual' ||
          question.kind === 'single-textual-with-checkbox'
        ) {
          // Numbers are stored in their plain form: Latin digits, no leading zeros.
          expect(checked.ok && checked.value, label).toBe(answer);
        }
      }
    }
  });

  it('keeps prices and the negotiable flag consistent', () => {
    for (const item of ideas) {
      expect(item.negotiable, titleOf(item)).toBe(item.price === null);
      if (item.price !== null) {
        expect(Number.isInteger(item.price), titleOf(item)).toBe(true);
        expect(item.price, titleOf(item)).toBeGreaterThanOrEqual(1_000_000);
        expect(item.price, titleOf(item)).toBeLessThanOrEqual(500_000_000);
      }
    }
    for (const item of needs) {
      expect(item.price, titleOf(item)).toBeNull();
      // A need's budget of '0' is the Negotiable tick.
      expect(item.negotiable, titleOf(item)).toBe(item.answers.budget === '0');
    }
    expect(ideas.some((item) => item.negotiable)).toBe(true);
    expect(ideas.some((item) => !item.negotiable)).toBe(true);
  });

  it('has a short pitch, a business text for ideas only, and sensible private keys', () => {
    for (const item of demoItems) {
      expect(item.elevatorText.trim(), titleOf(item)).not.toBe('');
      expect(item.elevatorText.length, titleOf(item)).toBeLessThanOrEqual(300);
      expect(Number.isInteger(item.daysAgo), titleOf(item)).toBe(true);
      expect(item.daysAgo, titleOf(item)).toBeGreaterThanOrEqual(0);
      expect(item.daysAgo, titleOf(item)).toBeLessThanOrEqual(40);
      for (const key of item.privateKeys) {
        expect(Object.keys(item.answers), titleOf(item)).toContain(key);
      }
    }
    for (const item of ideas) {
      expect(item.businessText.trim(), titleOf(item)).not.toBe('');
      expect(item.businessText.length, titleOf(item)).toBeLessThanOrEqual(5000);
      expect(item.privateKeys.length, titleOf(item)).toBeGreaterThanOrEqual(1);
      expect(item.privateKeys.length, titleOf(item)).toBeLessThanOrEqual(3);
      expect(new Set(item.privateKeys).size, titleOf(item)).toBe(item.privateKeys.length);
    }
    for (const item of needs) {
      expect(item.businessText, titleOf(item)).toBe('');
      expect(item.privateKeys, titleOf(item)).toEqual([]);
    }
  });

  it('spreads the items across the categories', () => {
    const used = new Set(demoItems.map((item) => item.answers.category));
    expect([...used].sort()).toEqual(categories.map((c) => c.value).sort());
  });

  it('writes about half the items in Persian and the rest in English, each throughout', () => {
    for (const items of [ideas, needs]) {
      const persian = items.filter(isPersian).length;
      expect(persian).toBeGreaterThanOrEqual(items.length / 3);
      expect(persian).toBeLessThanOrEqual((items.length * 2) / 3);
    }
    for (const item of demoItems) {
      for (const text of textsOf(item)) {
        expect(persianLetter.test(text), text).toBe(isPersian(item));
      }
    }
  });

  it('uses Persian orthography in the Persian items', () => {
    for (const item of demoItems.filter(isPersian)) {
      for (const text of [...textsOf(item), titleOf(item)]) {
        expect(arabicYehOrKaf.test(text), text).toBe(false);
        expect(looseVerbPrefix.test(text), text).toBe(false);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { searchForm, searchWords } from './search';

const contains = (text: string, query: string) =>
  searchWords(query).every((word) => searchForm(text).includes(word));

describe('search normalisation', () => {
  it('matches the Arabic and Persian forms of ی and ک both ways', () => {
    expect(contains('كتاب علمي', 'کتاب علمی')).toBe(true);
    expect(contains('کتاب علمی', 'كتاب علمي')).toBe(true);
  });

  it('matches Persian, Arabic-Indic and Latin digits', () => {
    expect(contains('مدل ۲۰۲۶', 'مدل 2026')).toBe(true);
    expect(contains('model 2026', '۲۰۲۶')).toBe(true);
    expect(contains('model ٢٠٢٦', '2026')).toBe(true);
  });

  it('treats half-space, space and nothing alike inside a word', () => {
    expect(contains('می‌خواهم', 'میخواهم')).toBe(true);
    expect(contains('میخواهم', 'می‌خواهم')).toBe(true);
    expect(contains('ایده‌ها', 'ایده ها')).toBe(true);
  });

  it('is case-insensitive and needs every word, in any order', () => {
    expect(contains('Lunch for the Office', 'office LUNCH')).toBe(true);
    expect(contains('Lunch for the Office', 'office dinner')).toBe(false);
  });

  it('ignores diacritics and tatweel', () => {
    expect(contains('کـــتاب', 'کتاب')).toBe(true);
    expect(contains('مُدیر', 'مدیر')).toBe(true);
  });

  it('has no words for an empty or blank query', () => {
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords('\u200C')).toEqual([]);
  });
});

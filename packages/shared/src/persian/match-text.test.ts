import { describe, expect, it } from 'vitest';
import { searchForm } from './search';
import { matchForm, matchWords } from './match-text';

describe('matchForm', () => {
  it('gives Arabic and Persian letter forms, digits and case one form, words kept', () => {
    expect(matchForm('سيستم نوبت‌دهي آنلاين براي مطب دندانپزشكي')).toBe(
      matchForm('سیستم نوبت‌دهی آنلاین برای مطب دندانپزشکی'),
    );
    expect(matchForm('کنکور ۱۴۰۴ و ١٤٠٤ Math')).toBe('کنکور 1404 و 1404 math');
    expect(matchForm('مسئله، مسأله؟ رؤیا ة')).toBe('مسیله مساله رویا ه');
  });

  it('drops diacritics, tatweel and joiners, and joins what Persian writes joined or apart', () => {
    expect(matchForm('فَرشِ دستـــباف')).toBe('فرش دستباف');
    for (const spelling of ['می‌خواهم', 'می خواهم', 'میخواهم', 'مي‌خواهم']) {
      expect(matchForm(spelling)).toBe('میخواهم');
    }
    for (const spelling of ['کتاب‌ها', 'کتاب ها', 'کتابها'])
      expect(matchForm(spelling)).toBe('کتابها');
    expect(matchForm('نمی دانم')).toBe('نمیدانم');
  });

  it('drops punctuation and keeps the words apart', () => {
    expect(matchForm('  Drip-irrigation, (solar) kit!  ')).toBe('drip irrigation solar kit');
  });

  it('leaves the list search form as it was', () => {
    expect(searchForm('می خواهم Kit')).toBe('میخواهمkit');
  });
});

describe('matchWords', () => {
  it('keeps the distinct topic words: no stop words, numbers or single letters', () => {
    expect(matchWords('I need a drip irrigation kit for the orchard, a kit! 2024 x')).toEqual([
      'drip',
      'irrigation',
      'kit',
      'orchard',
    ]);
    expect(matchWords('نیاز دارم به یک سیستم آبیاری قطره‌ای برای باغ')).toEqual([
      'سیستم',
      'ابیاری',
      'قطرهای',
      'باغ',
    ]);
  });
});

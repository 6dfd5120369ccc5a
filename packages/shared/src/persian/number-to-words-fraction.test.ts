import { describe, expect, it } from 'vitest';
import { numberToPersianWords } from './number-to-words';

describe('numberToPersianWords, fractions', () => {
  it('reads the fraction as a number followed by its place', () => {
    expect(numberToPersianWords('3.14')).toBe('سه ممیز چهارده صدم');
    expect(numberToPersianWords(0.5)).toBe('صفر ممیز پنج دهم');
    expect(numberToPersianWords('3.05')).toBe('سه ممیز پنج صدم');
    expect(numberToPersianWords(-2.5)).toBe('منفی دو ممیز پنج دهم');
    expect(numberToPersianWords('1200000.25')).toBe('یک میلیون و دویست هزار ممیز بیست و پنج صدم');
  });

  it.each([
    [1, 'دهم'],
    [2, 'صدم'],
    [3, 'هزارم'],
    [4, 'ده هزارم'],
    [5, 'صد هزارم'],
    [6, 'میلیونیم'],
    [7, 'ده میلیونیم'],
    [8, 'صد میلیونیم'],
    [9, 'میلیاردم'],
    [10, 'ده میلیاردم'],
    [11, 'صد میلیاردم'],
  ])('names the place of %d fraction digits %s', (places, name) => {
    expect(numberToPersianWords(`0.${'0'.repeat(places - 1)}1`)).toBe(`صفر ممیز یک ${name}`);
  });

  it('drops trailing zeros, since 1.50 is the value 1.5', () => {
    expect(numberToPersianWords('1.50')).toBe('یک ممیز پنج دهم');
    expect(numberToPersianWords('0.2500')).toBe('صفر ممیز بیست و پنج صدم');
    expect(numberToPersianWords('2.000')).toBe('دو');
    expect(numberToPersianWords('2.')).toBe('دو');
  });

  it('cuts a fraction to 11 digits without rounding', () => {
    expect(numberToPersianWords('0.123456789012345')).toBe(
      'صفر ممیز دوازده میلیارد و سیصد و چهل و پنج میلیون و ششصد و هفتاد و هشت هزار' +
        ' و نهصد و یک صد میلیاردم',
    );
    expect(numberToPersianWords(`7.${'9'.repeat(15)}`)).toBe(
      'هفت ممیز نود و نه میلیارد و نهصد و نود و نه میلیون و نهصد و نود و نه هزار' +
        ' و نهصد و نود و نه صد میلیاردم',
    );
  });

  it('drops what becomes trailing zeros after the cut', () => {
    expect(numberToPersianWords('0.100000000009')).toBe('صفر ممیز یک دهم');
  });

  it('writes a fraction lost entirely to the cut as the integer alone, and zero without a sign', () => {
    expect(numberToPersianWords('4.000000000001')).toBe('چهار');
    expect(numberToPersianWords('-0.000000000001')).toBe('صفر');
  });

  it('accepts a fraction with no integer digits', () => {
    expect(numberToPersianWords('.5')).toBe('صفر ممیز پنج دهم');
  });

  it('takes tiny numbers that JavaScript prints in exponent notation', () => {
    expect(numberToPersianWords(1.5e-7)).toBe('صفر ممیز پانزده صد میلیونیم');
    expect(numberToPersianWords(1e-12)).toBe('صفر');
  });

  it('keeps a 66-digit integer part exact next to a fraction', () => {
    const words = numberToPersianWords(`${'9'.repeat(66)}.75`);
    expect(words.startsWith('نهصد و نود و نه ویجینتیلیون')).toBe(true);
    expect(words.endsWith('هزار و نهصد و نود و نه ممیز هفتاد و پنج صدم')).toBe(true);
  });
});

describe('numberToPersianWords, typed input', () => {
  it('reads Persian and Arabic-Indic digits', () => {
    expect(numberToPersianWords('۱۲۰۰۰۰۰')).toBe('یک میلیون و دویست هزار');
    expect(numberToPersianWords('١٢')).toBe('دوازده');
    expect(numberToPersianWords('۳٫۱۴')).toBe('سه ممیز چهارده صدم');
    expect(numberToPersianWords('۳.۱۴')).toBe('سه ممیز چهارده صدم');
  });

  it('ignores thousands separators and surrounding spaces', () => {
    expect(numberToPersianWords('1,200,000')).toBe('یک میلیون و دویست هزار');
    expect(numberToPersianWords('۱٬۲۰۰٬۰۰۰')).toBe('یک میلیون و دویست هزار');
    expect(numberToPersianWords(' -1,000.5 ')).toBe('منفی یک هزار ممیز پنج دهم');
  });

  it.each(['', '   ', 'abc', '12a', '1.2.3', '1e5', '-', '.', ',5', '1.2,5', '--1', '۱ ۲'])(
    'throws a TypeError for %j',
    (input) => {
      expect(() => numberToPersianWords(input)).toThrow(TypeError);
    },
  );

  it('throws a TypeError for NaN', () => {
    expect(() => numberToPersianWords(Number.NaN)).toThrow(TypeError);
  });
});

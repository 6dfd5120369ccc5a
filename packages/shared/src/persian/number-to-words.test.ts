import { numberToWords } from '@persian-tools/persian-tools';
import { describe, expect, it } from 'vitest';
import { OUT_OF_RANGE, numberToPersianWords } from './number-to-words';

// Every group name from 10^63 down to 10^3, typed out here rather than taken from the code.
const SCALES_DESCENDING = [
  'ویجینتیلیون',
  'نومدسیلیون',
  'اکتودسیلیون',
  'سپتدسیلیون',
  'سکسدسیلیون',
  'کویندسیلیون',
  'کواتردسیلیون',
  'تریدسیلیون',
  'دودسیلیون',
  'آندسیلیون',
  'دسیلیون',
  'نانیلیون',
  'اکتیلیون',
  'سپتیلیون',
  'سکستیلیون',
  'کوینتیلیون',
  'کوادریلیون',
  'تریلیون',
  'میلیارد',
  'میلیون',
  'هزار',
];

// persian-tools is right about everything up to Number.MAX_SAFE_INTEGER except two spellings:
// it writes 400 and 600-900 as two words ('نه صد') and 10^15 as 'کوآدریلیون'.
function persianToolsWords(value: number): string {
  return String(numberToWords(value))
    .replace(/(چهار|شش|هفت|هشت|نه) صد/g, '$1صد')
    .replace('کوآدریلیون', 'کوادریلیون');
}

describe('numberToPersianWords, integers', () => {
  it.each([
    [0, 'صفر'],
    [1, 'یک'],
    [9, 'نه'],
    [10, 'ده'],
    [11, 'یازده'],
    [12, 'دوازده'],
    [16, 'شانزده'],
    [18, 'هجده'],
    [19, 'نوزده'],
    [20, 'بیست'],
    [21, 'بیست و یک'],
    [99, 'نود و نه'],
    [100, 'صد'],
    [101, 'صد و یک'],
    [110, 'صد و ده'],
    [115, 'صد و پانزده'],
    [200, 'دویست'],
    [400, 'چهارصد'],
    [500, 'پانصد'],
    [999, 'نهصد و نود و نه'],
    [1000, 'یک هزار'],
    [1001, 'یک هزار و یک'],
    [2000, 'دو هزار'],
    [1_000_000, 'یک میلیون'],
    [1_000_001, 'یک میلیون و یک'],
    [1_200_000, 'یک میلیون و دویست هزار'],
    [1_000_000_000, 'یک میلیارد'],
    [1_000_000_000_000, 'یک تریلیون'],
  ])('writes %d as %s', (value, words) => {
    expect(numberToPersianWords(value)).toBe(words);
  });

  it('writes a 16-digit number as persian-tools does, apart from its two spellings', () => {
    const expected =
      'یک کوادریلیون و دویست و سی و چهار تریلیون و پانصد و شصت و هفت میلیارد و هشتصد و نود میلیون' +
      ' و صد و بیست و سه هزار و چهارصد و پنجاه و شش';
    expect(numberToPersianWords(1_234_567_890_123_456)).toBe(expected);
    expect(persianToolsWords(1_234_567_890_123_456)).toBe(expected);
  });

  it('agrees with persian-tools on a spread of safe integers of every length', () => {
    let seed = 20240320n;
    for (let i = 0; i < 500; i += 1) {
      seed = (seed * 6364136223846793005n + 1442695040888963407n) % 2n ** 64n;
      const value = Number((seed % 10n ** BigInt(1 + (i % 16))) % BigInt(Number.MAX_SAFE_INTEGER));
      expect(numberToPersianWords(value)).toBe(persianToolsWords(value));
    }
  });

  it('goes past persian-tools with a 17-digit number', () => {
    expect(numberToPersianWords('12345678901234567')).toBe(
      'دوازده کوادریلیون و سیصد و چهل و پنج تریلیون و ششصد و هفتاد و هشت میلیارد و نهصد و یک میلیون' +
        ' و دویست و سی و چهار هزار و پانصد و شصت و هفت',
    );
  });

  it('names every group of three digits up to 10^63', () => {
    SCALES_DESCENDING.forEach((name, index) => {
      const zeros = 3 * (SCALES_DESCENDING.length - index);
      expect(numberToPersianWords(`1${'0'.repeat(zeros)}`)).toBe(`یک ${name}`);
    });
  });

  it('writes the largest 66-digit number in full and exactly', () => {
    const group = 'نهصد و نود و نه';
    const expected = [...SCALES_DESCENDING.map((name) => `${group} ${name}`), group].join(' و ');
    const words = numberToPersianWords('9'.repeat(66));
    expect(words.startsWith('نهصد و نود و نه ویجینتیلیون و نهصد و نود و نه نومدسیلیون')).toBe(true);
    expect(words).toBe(expected);
  });

  it('skips empty groups', () => {
    expect(numberToPersianWords(`5${'0'.repeat(62)}7`)).toBe('پنج ویجینتیلیون و هفت');
    expect(numberToPersianWords(1_000_000_010)).toBe('یک میلیارد و ده');
  });

  it('answers out of range from 67 digits on', () => {
    expect(numberToPersianWords(`1${'0'.repeat(66)}`)).toBe(OUT_OF_RANGE);
    expect(numberToPersianWords('9'.repeat(67))).toBe('out of range');
    expect(numberToPersianWords(`-${'9'.repeat(67)}`)).toBe('out of range');
    expect(numberToPersianWords(`${'9'.repeat(67)}.5`)).toBe('out of range');
    expect(numberToPersianWords(10n ** 66n)).toBe('out of range');
    expect(numberToPersianWords(1e66)).toBe('out of range');
    expect(numberToPersianWords(Infinity)).toBe('out of range');
    expect(numberToPersianWords(-Infinity)).toBe('out of range');
  });

  it('does not count leading zeros towards the 66 digits', () => {
    expect(numberToPersianWords(`000${'9'.repeat(66)}`)).toBe(numberToPersianWords('9'.repeat(66)));
    expect(numberToPersianWords('007')).toBe('هفت');
  });

  it('takes bigints exactly', () => {
    expect(numberToPersianWords(10n ** 63n)).toBe('یک ویجینتیلیون');
    expect(numberToPersianWords(10n ** 63n + 1n)).toBe('یک ویجینتیلیون و یک');
    expect(numberToPersianWords(-25n)).toBe('منفی بیست و پنج');
  });

  it('spells out numbers that JavaScript prints in exponent notation', () => {
    expect(numberToPersianWords(1e21)).toBe('یک سکستیلیون');
    expect(numberToPersianWords(2.5e24)).toBe('دو سپتیلیون و پانصد سکستیلیون');
  });
});

describe('numberToPersianWords, signs', () => {
  it('prefixes negatives with منفی', () => {
    expect(numberToPersianWords(-5)).toBe('منفی پنج');
    expect(numberToPersianWords('-1200000')).toBe('منفی یک میلیون و دویست هزار');
    expect(numberToPersianWords('−۵')).toBe('منفی پنج');
  });

  it('writes every zero as صفر, without a sign', () => {
    expect(numberToPersianWords('-0')).toBe('صفر');
    expect(numberToPersianWords(-0)).toBe('صفر');
    expect(numberToPersianWords('-0.000')).toBe('صفر');
    expect(numberToPersianWords('+0')).toBe('صفر');
    expect(numberToPersianWords(0n)).toBe('صفر');
  });

  it('accepts a plus sign', () => {
    expect(numberToPersianWords('+7')).toBe('هفت');
  });
});

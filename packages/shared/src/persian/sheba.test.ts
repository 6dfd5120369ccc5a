import { describe, expect, it } from 'vitest';
import { isValidSheba, normalizeSheba } from './sheba';

// Computes check digits independently of the code under test, with bigint arithmetic.
function shebaFor(account: string): string {
  const check = 98n - (BigInt(`${account}182700`) % 97n);
  return `IR${String(check).padStart(2, '0')}${account}`;
}

const PUBLISHED_EXAMPLE = 'IR820540102680020817909002';

describe('normalizeSheba', () => {
  it('accepts the published example as it is', () => {
    expect(normalizeSheba(PUBLISHED_EXAMPLE)).toBe(PUBLISHED_EXAMPLE);
  });

  it('accepts numbers whose check digits the test computed', () => {
    for (const account of [
      '0120000000004243123456',
      '0170000000109876543210',
      '0000000000000000000000',
      '0560000000000000000001',
    ]) {
      const sheba = shebaFor(account);
      expect(normalizeSheba(sheba)).toBe(sheba);
    }
  });

  it('accepts check digits with a leading zero', () => {
    const sheba = 'IR050120000000000000000006';
    expect(shebaFor('0120000000000000000006')).toBe(sheba);
    expect(normalizeSheba(sheba)).toBe(sheba);
  });

  it('ignores spaces and dashes, upper-cases and converts Persian digits', () => {
    expect(normalizeSheba('IR82 0540 1026 8002 0817 9090 02')).toBe(PUBLISHED_EXAMPLE);
    expect(normalizeSheba(' ir82-0540-1026-8002-0817-9090-02 ')).toBe(PUBLISHED_EXAMPLE);
    expect(normalizeSheba('IR۸۲۰۵۴۰۱۰۲۶۸۰۰۲۰۸۱۷۹۰۹۰۰۲')).toBe(PUBLISHED_EXAMPLE);
    expect(normalizeSheba('IR٨٢٠٥٤٠١٠٢٦٨٠٠٢٠٨١٧٩٠٩٠٠٢')).toBe(PUBLISHED_EXAMPLE);
  });

  it('adds IR when all 24 digits are given without it', () => {
    expect(normalizeSheba('820540102680020817909002')).toBe(PUBLISHED_EXAMPLE);
    expect(normalizeSheba('۸۲ ۰۵۴۰ ۱۰۲۶ ۸۰۰۲ ۰۸۱۷ ۹۰۹۰ ۰۲')).toBe(PUBLISHED_EXAMPLE);
  });

  it('rejects a wrong check digit and a changed account digit', () => {
    expect(normalizeSheba('IR830540102680020817909002')).toBeNull();
    expect(normalizeSheba('IR820540102680020817909003')).toBeNull();
  });

  it('rejects two swapped digits, which mod 97 always catches', () => {
    expect(normalizeSheba('IR820540102680020817909020')).toBeNull();
    expect(normalizeSheba('IR280540102680020817909002')).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['letters only', 'IR'],
    ['one digit short', 'IR82054010268002081790900'],
    ['one digit long', 'IR8205401026800208179090021'],
    ['another country', 'DE820540102680020817909002'],
    ['23 digits without IR', '82054010268002081790900'],
    ['a letter among the digits', 'IR82054010268002081790900A'],
    ['a valid German IBAN', 'DE89370400440532013000'],
  ])('rejects %s', (_label, input) => {
    expect(normalizeSheba(input)).toBeNull();
  });
});

describe('isValidSheba', () => {
  it('is true exactly when the number normalises', () => {
    expect(isValidSheba('ir82 0540 1026 8002 0817 9090 02')).toBe(true);
    expect(isValidSheba(shebaFor('0120000000004243123456'))).toBe(true);
    expect(isValidSheba('IR830540102680020817909002')).toBe(false);
  });
});

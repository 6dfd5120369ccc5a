import { ledgerKinds } from '@ideabazaar/shared/schemas/wallet';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/wallet.json';
import fa from '@/locales/fa/wallet.json';
import { kindIcons } from './kind-icons';

describe('the kinds of movement', () => {
  it('each have their own icon', () => {
    const icons = ledgerKinds.map((kind) => kindIcons[kind]);
    expect(icons.every((icon) => icon !== undefined)).toBe(true);
    expect(new Set(icons).size).toBe(ledgerKinds.length);
  });

  it('each have a name in English and in Persian', () => {
    for (const kind of ledgerKinds) {
      expect(en.kinds[kind]).toMatch(/\S/);
      expect(fa.kinds[kind]).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

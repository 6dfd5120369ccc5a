import {
  operationFilters,
  operationKinds,
  operationStatuses,
} from '@ideabazaar/shared/schemas/wallet';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/wallet.json';
import fa from '@/locales/fa/wallet.json';
import { kindIcons } from './kind-icons';

describe('the kinds of operation', () => {
  it('each have their own icon', () => {
    const icons = operationKinds.map((kind) => kindIcons[kind]);
    expect(icons.every((icon) => icon !== undefined)).toBe(true);
    expect(new Set(icons).size).toBe(operationKinds.length);
  });

  it('each kind, status and filter have a name in English and in Persian', () => {
    for (const kind of operationKinds) {
      expect(en.kinds[kind]).toMatch(/\S/);
      expect(fa.kinds[kind]).toMatch(/[\u0600-\u06FF]/);
    }
    for (const status of operationStatuses) {
      expect(en.status[status]).toMatch(/\S/);
      expect(fa.status[status]).toMatch(/[\u0600-\u06FF]/);
    }
    for (const filter of operationFilters) {
      expect(en.transactions.filters[filter]).toMatch(/\S/);
      expect(fa.transactions.filters[filter]).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

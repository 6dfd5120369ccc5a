import { idempotencyKeySchema } from '@ideabazaar/shared/schemas/wallet';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('an Idempotency-Key', () => {
  it('is a fresh random UUID the server accepts', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(UUID_V4);
    expect(idempotencyKeySchema.safeParse(first).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('is made from random bytes where randomUUID is missing (an origin that is not secure)', () => {
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const key = newIdempotencyKey();
      expect(key).toMatch(UUID_V4);
      expect(newIdempotencyKey()).not.toBe(key);
    } finally {
      // The method lives on Crypto.prototype; removing the own property shows it again.
      Reflect.deleteProperty(crypto, 'randomUUID');
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});

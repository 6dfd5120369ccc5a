import { describe, expect, it } from 'vitest';
import { createEncryptedStorage, memoryKeyStore, type TextStore } from './encrypted-storage';

function mapStore(): TextStore & { raw: Map<string, string> } {
  const raw = new Map<string, string>();
  return {
    raw,
    getItem: (name) => raw.get(name) ?? null,
    setItem: (name, value) => void raw.set(name, value),
    removeItem: (name) => void raw.delete(name),
  };
}

describe('encrypted storage', () => {
  it('round-trips a value and stores only base64 ciphertext', async () => {
    const backing = mapStore();
    const storage = createEncryptedStorage({ keyStore: memoryKeyStore(), backing });
    const value = JSON.stringify({ accessToken: '12|secret-token', profile: { city: 'تهران' } });
    await storage.setItem('state', value);

    const stored = backing.raw.get('state') ?? '';
    expect(stored).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(stored).not.toContain('secret-token');
    expect(atob(stored)).not.toContain('secret-token');
    expect(await storage.getItem('state')).toBe(value);
  });

  it('uses a fresh IV each time, so equal values differ when stored', async () => {
    const backing = mapStore();
    const storage = createEncryptedStorage({ keyStore: memoryKeyStore(), backing });
    await storage.setItem('a', 'same');
    await storage.setItem('b', 'same');
    expect(backing.raw.get('a')).not.toBe(backing.raw.get('b'));
  });

  it('keeps the key between instances that share a key store', async () => {
    const backing = mapStore();
    const keyStore = memoryKeyStore();
    await createEncryptedStorage({ keyStore, backing }).setItem('state', 'kept');
    expect(await createEncryptedStorage({ keyStore, backing }).getItem('state')).toBe('kept');
  });

  it('drops a value it cannot decrypt (another key, or tampered) instead of failing', async () => {
    const backing = mapStore();
    await createEncryptedStorage({ keyStore: memoryKeyStore(), backing }).setItem('state', 'x');
    const other = createEncryptedStorage({ keyStore: memoryKeyStore(), backing });
    expect(await other.getItem('state')).toBeNull();
    expect(backing.raw.has('state')).toBe(false);

    backing.raw.set('state', 'not base64 at all!');
    expect(await other.getItem('state')).toBeNull();
  });

  it('stores the last value asked for when encryptions end out of order, and reads after writes', async () => {
    const backing = mapStore();
    // The real WebCrypto, except that the first encryption ends after the second.
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let encryptions = 0;
    const real = crypto.subtle;
    const subtle = {
      generateKey: real.generateKey.bind(real),
      decrypt: real.decrypt.bind(real),
      async encrypt(...args: Parameters<SubtleCrypto['encrypt']>) {
        const cipher = await real.encrypt(...args);
        encryptions += 1;
        if (encryptions === 1) await firstHeld;
        return cipher;
      },
    } as SubtleCrypto;
    const storage = createEncryptedStorage({ keyStore: memoryKeyStore(), backing, subtle });

    const older = storage.setItem('state', 'older');
    const newer = storage.setItem('state', 'newer');
    const read = storage.getItem('state');
    releaseFirst();
    await Promise.all([older, newer]);
    expect(await read).toBe('newer');
    expect(await storage.getItem('state')).toBe('newer');
  });

  it('returns null for a missing value and removes values', async () => {
    const backing = mapStore();
    const storage = createEncryptedStorage({ keyStore: memoryKeyStore(), backing });
    expect(await storage.getItem('none')).toBeNull();
    await storage.setItem('state', 'v');
    await storage.removeItem('state');
    expect(await storage.getItem('state')).toBeNull();
  });
});

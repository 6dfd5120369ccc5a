/**
 * Browser storage whose values are encrypted with AES-GCM (Web Crypto) and base64-encoded (seed
 * section 3). The key is generated in the browser, is not extractable, and is kept in IndexedDB,
 * so the stored text alone (a copy of localStorage, a shared disk, a browser extension reading
 * storage) reveals nothing. It does not protect against code running in the page itself (an XSS
 * can ask the browser to decrypt with the same key); that is what the server-side checks and the
 * content security policy are for. See docs/decisions.md.
 */
export interface KeyStore {
  load(): Promise<CryptoKey | undefined>;
  save(key: CryptoKey): Promise<void>;
}

export interface TextStore {
  getItem(name: string): string | null;
  setItem(name: string, value: string): void;
  removeItem(name: string): void;
}

const IV_BYTES = 12;

const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** Keeps the key in IndexedDB, where a non-extractable CryptoKey can be stored as it is. */
export function indexedDbKeyStore(dbName = 'ideabazaar-keys'): KeyStore {
  const open = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(dbName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore('keys');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
    });
  const run = async <T>(
    mode: IDBTransactionMode,
    action: (store: IDBObjectStore) => IDBRequest,
  ) => {
    const db = await open();
    try {
      return await new Promise<T>((resolve, reject) => {
        const request = action(db.transaction('keys', mode).objectStore('keys'));
        request.onsuccess = () => resolve(request.result as T);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
      });
    } finally {
      db.close();
    }
  };
  return {
    load: () => run<CryptoKey | undefined>('readonly', (store) => store.get('state')),
    save: async (key) => {
      await run('readwrite', (store) => store.put(key, 'state'));
    },
  };
}

/** A key kept only in memory: state lasts as long as the page (used where IndexedDB is absent). */
export function memoryKeyStore(): KeyStore {
  let key: CryptoKey | undefined;
  return {
    load: async () => key,
    save: async (next) => {
      key = next;
    },
  };
}

export interface EncryptedStorage {
  getItem(name: string): Promise<string | null>;
  setItem(name: string, value: string): Promise<void>;
  removeItem(name: string): Promise<void>;
}

export function createEncryptedStorage(options: {
  keyStore: KeyStore;
  backing: TextStore;
  subtle?: SubtleCrypto;
}): EncryptedStorage {
  const subtle = options.subtle ?? globalThis.crypto.subtle;
  let keyPromise: Promise<CryptoKey> | undefined;

  const key = () =>
    (keyPromise ??= (async () => {
      const existing = await options.keyStore.load();
      if (existing) return existing;
      const created = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
        'encrypt',
        'decrypt',
      ]);
      await options.keyStore.save(created);
      return created;
    })());

  // Writes are encrypted one after another, in the order they were asked for: two encryptions
  // under way at once may end in either order, and the older state must never be stored last.
  // A read waits for the writes asked for before it.
  let writes: Promise<unknown> = Promise.resolve();
  const queued = <T>(work: () => Promise<T>): Promise<T> => {
    const done = writes.then(work);
    writes = done.catch(() => undefined);
    return done;
  };

  async function write(name: string, value: string) {
    const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const cipher = await subtle.encrypt(
      { name: 'AES-GCM', iv },
      await key(),
      new TextEncoder().encode(value),
    );
    const bytes = new Uint8Array(IV_BYTES + cipher.byteLength);
    bytes.set(iv);
    bytes.set(new Uint8Array(cipher), IV_BYTES);
    options.backing.setItem(name, toBase64(bytes));
  }

  return {
    async getItem(name) {
      await writes;
      const stored = options.backing.getItem(name);
      if (stored === null) return null;
      try {
        const bytes = fromBase64(stored);
        const plain = await subtle.decrypt(
          { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) },
          await key(),
          bytes.slice(IV_BYTES),
        );
        return new TextDecoder().decode(plain);
      } catch {
        // Written with a key this browser no longer has, or tampered with: start afresh.
        options.backing.removeItem(name);
        return null;
      }
    },
    setItem: (name, value) => queued(() => write(name, value)),
    removeItem: (name) => queued(async () => options.backing.removeItem(name)),
  };
}

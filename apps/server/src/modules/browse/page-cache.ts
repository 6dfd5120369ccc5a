import { createHash } from 'node:crypto';

export interface CachedPage {
  /** The page as JSON, sent as it is. */
  body: string;
  /** A strong validator of `body`, for If-None-Match. */
  etag: string;
}

interface Entry extends CachedPage {
  version: number;
  expires: number;
}

export interface PageCacheOptions {
  /** How long a page is served without running its query again, at most. */
  ttlMs: number;
  /** Pages kept; the least recently used goes first. */
  maxEntries: number;
  /** The catalogue's version (items/catalog-version.ts): a page read before it moved is old. */
  version: () => number;
  now?: () => number;
}

/**
 * The public lists' pages as JSON, for a short time and only while the catalogue has not moved
 * in this process. Concurrent misses of one key share one query. Other processes' writes are
 * seen within `ttlMs`.
 */
export function createPageCache(options: PageCacheOptions) {
  const { ttlMs, maxEntries, version } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<CachedPage>>();

  const fresh = (entry: Entry | undefined) =>
    entry !== undefined && entry.version === version() && entry.expires > now();

  async function fill(key: string, load: () => Promise<unknown>): Promise<CachedPage> {
    const startedAt = version();
    const body = JSON.stringify(await load());
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    const page = { body, etag: `"${hash}"` };
    // Kept only if nothing was written while it was read; either way, this caller gets it.
    if (ttlMs > 0 && version() === startedAt) {
      entries.delete(key);
      entries.set(key, { ...page, version: startedAt, expires: now() + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    }
    return page;
  }

  return {
    async get(key: string, load: () => Promise<unknown>): Promise<CachedPage> {
      const entry = entries.get(key);
      if (fresh(entry)) {
        entries.delete(key);
        entries.set(key, entry!);
        return { body: entry!.body, etag: entry!.etag };
      }
      // A request joins a read of the same page only if that read began at this version.
      const joined = `${version()}:${key}`;
      let pending = loading.get(joined);
      if (!pending) {
        pending = fill(key, load).finally(() => loading.delete(joined));
        loading.set(joined, pending);
      }
      return pending;
    },
    size: () => entries.size,
  };
}
export type PageCache = ReturnType<typeof createPageCache>;

import { authorshipKeysSchema, type AuthorshipKey } from '@ideabazaar/shared/schemas/authorship';
import { z } from 'zod';
import { env } from '@/config/env';

/** Where the platform publishes its signing keys, past ones included (issue 31). */
export const KEYS_PATH = '/.well-known/ideabazaar-authorship-keys.json';
const STORAGE_KEY = 'ideabazaar.authorship-keys';

/** The published keys and when this device fetched them. */
export interface RememberedKeys {
  keys: AuthorshipKey[];
  fetchedAt: string;
}

const rememberedSchema = z.object({ keys: authorshipKeysSchema.shape.keys, fetchedAt: z.string() });

/**
 * The keys this device fetched last, so that /verify checks a key offline. A stored value that no
 * longer parses (an older form, a hand edit) counts as none.
 */
export function rememberedKeys(): RememberedKeys | null {
  try {
    const text = localStorage.getItem(STORAGE_KEY);
    if (text === null) return null;
    const parsed = rememberedSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Fetches the published keys and remembers them with the date. Not through the API client: the
 * file lives outside /api, and a failure here is no error to show (the page says which keys it
 * used, remembered ones or none).
 */
export async function fetchPublishedKeys(): Promise<RememberedKeys> {
  const response = await fetch(`${env.apiUrl}${KEYS_PATH}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`keys: ${response.status}`);
  const { keys } = authorshipKeysSchema.parse(await response.json());
  const remembered = { keys, fetchedAt: new Date().toISOString() };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(remembered));
  } catch {
    // A full or refused storage only costs the offline copy; the keys still serve this check.
  }
  return remembered;
}

/** The freshest keys at hand: fetched now when the network answers, else the remembered ones. */
export async function currentKeys(): Promise<RememberedKeys | null> {
  try {
    return await fetchPublishedKeys();
  } catch {
    return rememberedKeys();
  }
}

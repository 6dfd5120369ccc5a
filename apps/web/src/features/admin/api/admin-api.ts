import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { fetchFileBlob, saveBlob } from '@/lib/api-files';

// The console's calls: every route under /api/admin, every query key under ['admin', ...] so that
// one invalidation refreshes the whole console after an action.

/** A query's values: empty ones are left out of the URL. */
export type Query = Record<string, string | undefined>;

export const adminKeys = {
  all: ['admin'] as const,
  /** One list of a section with its filters (and, for a cursor list, its cursor). */
  list: (section: string, query: Query = {}) => ['admin', section, query] as const,
  one: (section: string, id: string) => ['admin', section, 'one', id] as const,
};

/** `/admin{path}?{query}` without the query's empty values. */
export function adminPath(path: string, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return `/admin${path}${text ? `?${text}` : ''}`;
}

/** GET a console route, parsed with its response schema from packages/shared. */
export const adminGet = <T>(
  path: string,
  schema: z.ZodType<T>,
  query?: Query,
  signal?: AbortSignal,
) => apiRequest(adminPath(path, query), { schema, signal });

/** POST to a console route with a body written against its request schema. */
export const adminPost = <T, R extends z.ZodType>(
  path: string,
  request: R,
  body: z.input<R>,
  schema: z.ZodType<T>,
  /** Statuses the form shows itself (a refused field beside it). */
  handles?: number[],
) => apiRequest(adminPath(path), { method: 'POST', request, body, schema, handles });

/** POST to a console route that takes no body (disable, restore). */
export const adminAction = <T>(path: string, schema: z.ZodType<T>) =>
  apiRequest(adminPath(path), { method: 'POST', schema });

/**
 * Saves a file a console route answers (the bank's CSV): fetched with the bearer token, then
 * handed to the browser as a download; a refusal goes through the shared error handling.
 */
export async function adminDownload(path: string, query: Query, fileName: string): Promise<void> {
  saveBlob(await fetchFileBlob(`/api${adminPath(path, query)}`), fileName);
}

/**
 * A server too busy to serve a request answers 503 with Retry-After (issue 33). The client waits
 * as told and sends again, a few times, only requests that may safely arrive twice: reads, and
 * writes that carry an Idempotency-Key or a chat message's client_id, which the server applies
 * once. A longer wait than this is not waited for: the member is told instead.
 */
export const RETRY_AFTER_MAX_SECONDS = 30;
export const OVERLOAD_RETRIES = 2;

/** The seconds a response's Retry-After asks for (a number or an HTTP date); undefined if none. */
export function retryAfterSeconds(response: Response, now = Date.now()): number | undefined {
  const value = response.headers.get('retry-after')?.trim();
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value) ? Number(value) : (Date.parse(value) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, seconds) : undefined;
}

/** Whether the server applies the request once however often it arrives. */
export function replayable(
  method: string,
  headers: Record<string, string>,
  body: unknown,
): boolean {
  if (method === 'GET') return true;
  if (Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key')) return true;
  return typeof body === 'object' && body !== null && 'client_id' in body;
}

/** Resolves after `ms`, or rejects with the signal's reason once it aborts. */
export function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

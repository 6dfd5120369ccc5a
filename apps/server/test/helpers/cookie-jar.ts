/** A browser's cookies between requests: what responses set, sent back on the next ones. */
export function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    /** Headers carrying the cookies, merged into `headers`. */
    headers(headers: Record<string, string> = {}): Record<string, string> {
      if (cookies.size === 0) return headers;
      const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      return { ...headers, cookie };
    },
    /** Keeps the cookies a response sets. */
    keep<T extends { headers: Record<string, unknown> }>(response: T): T {
      for (const header of [response.headers['set-cookie'] ?? []].flat()) {
        const [pair = ''] = String(header).split(';');
        const at = pair.indexOf('=');
        if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
      return response;
    },
  };
}
export type CookieJar = ReturnType<typeof cookieJar>;

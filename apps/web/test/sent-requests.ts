import { vi } from 'vitest';

/**
 * A request the web app sent to the server, its JSON body parsed (an upload's: each form field's
 * name to its file name).
 */
export interface SentRequest {
  method: string;
  /** Path and query, as the server saw them. */
  url: string;
  body: unknown;
}

/**
 * Records what the app's fetch calls send to `origin`, passing every call on unchanged but for the
 * cookies: Node's fetch keeps none, so the page's cookies for `origin` are kept here, as a browser
 * keeps them (what responses set, sent back on the next requests).
 */
export function recordRequests(origin: string) {
  const original = globalThis.fetch.bind(globalThis);
  const requests: SentRequest[] = [];
  const cookies = new Map<string, string>();
  /** Requests a test holds back, as a slow network would, until it lets them go. */
  const holds: { matches: (request: SentRequest) => boolean; released: Promise<void> }[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const target = new URL(input instanceof Request ? input.url : String(input));
    if (target.origin === origin) {
      const raw = typeof init?.body === 'string' ? init.body : undefined;
      requests.push({
        method: init?.method ?? 'GET',
        url: `${target.pathname}${target.search}`,
        body: raw === undefined ? undefined : (JSON.parse(raw) as unknown),
      });
      const sentNow = requests.at(-1)!;
      await Promise.all(holds.filter((hold) => hold.matches(sentNow)).map((hold) => hold.released));
      const response = await original(input, withCookies(cookies, input, init));
      keepCookies(cookies, response);
      return response;
    }
    return original(input, init);
  });
  const uploads = recordUploads(origin, requests, holds);
  return {
    requests,
    original,
    /** Holds back the requests that match until the returned function is called. */
    hold(matches: (request: SentRequest) => boolean): () => void {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.push({ matches, released });
      return () => {
        holds.splice(
          holds.findIndex((hold) => hold.released === released),
          1,
        );
        release();
      };
    },
    /** The page's cookies for `origin`, name to value. */
    cookies,
    restore: () => {
      spy.mockRestore();
      uploads.restore();
    },
  };
}

/** `init` with the kept cookies in a Cookie header (none when there are none). */
function withCookies(
  cookies: Map<string, string>,
  input: RequestInfo | URL,
  init: RequestInit | undefined,
): RequestInit | undefined {
  if (cookies.size === 0) return init;
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
  headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
  return { ...init, headers };
}

/** Keeps the cookies a response sets; one set to expire at once is forgotten. */
function keepCookies(cookies: Map<string, string>, response: Response) {
  for (const header of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = header.split(';');
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    const gone = attributes.some((attribute) => /^\s*max-age\s*=\s*(0|-)/i.test(attribute));
    if (gone) cookies.delete(name);
    else cookies.set(name, pair.slice(at + 1).trim());
  }
}

/**
 * Records the uploads (XMLHttpRequest) to `origin` too, their body as field name to file name, and
 * holds them back as it holds the fetch calls.
 */
function recordUploads(
  origin: string,
  requests: SentRequest[],
  holds: { matches: (request: SentRequest) => boolean; released: Promise<void> }[],
) {
  const prototype = XMLHttpRequest.prototype;
  const { open, send } = prototype;
  const targets = new WeakMap<XMLHttpRequest, { method: string; url: URL }>();
  prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL) {
    targets.set(this, { method, url: new URL(url) });
    return open.call(this, method, url, true);
  };
  prototype.send = function (this: XMLHttpRequest, body?: XMLHttpRequestBodyInit | null) {
    const target = targets.get(this);
    if (target?.url.origin === origin) {
      const fields = body instanceof FormData ? [...body] : [];
      const sentNow: SentRequest = {
        method: target.method,
        url: `${target.url.pathname}${target.url.search}`,
        body: Object.fromEntries(
          fields.map(([name, value]) => [name, value instanceof File ? value.name : value]),
        ),
      };
      requests.push(sentNow);
      const held = holds.filter((hold) => hold.matches(sentNow));
      if (held.length > 0) {
        void Promise.all(held.map((hold) => hold.released)).then(() => send.call(this, body));
        return;
      }
    }
    return send.call(this, body);
  };
  return {
    restore() {
      prototype.open = open;
      prototype.send = send;
    },
  };
}

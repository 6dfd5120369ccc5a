import { vi } from 'vitest';
import { createTestApp, type TestAppOptions } from '../../server/test/helpers/app';
import { answeredItem, type FlowQuestion } from '../../server/test/helpers/question-flow';
import { signIn } from '../../server/test/helpers/sign-in';

/** A request the web app sent to the server, its JSON body parsed. */
export interface SentRequest {
  method: string;
  /** Path and query, as the server saw them. */
  url: string;
  body: unknown;
}

/** jsdom's handle on its own window, which Vitest's jsdom environment exposes as a global. */
declare const jsdom: { reconfigure(settings: { url: string }): void };

/**
 * The real server for the web's screen tests: `buildApp` on a copy of the prepared database (the
 * server's global setup provides it), listening on a random loopback port. The API address points
 * at it and jsdom's page is moved to its origin (uploads use XMLHttpRequest, which jsdom holds to
 * the same-origin rule), and only then are the app's modules loaded (they read the address once).
 * A change of either side's contract breaks these tests.
 */
export async function startRealApp(options: TestAppOptions = {}) {
  const server = await createTestApp(options);
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  jsdom.reconfigure({ url: `${url}/` });
  vi.stubEnv('VITE_API_URL', url);
  const sent = recordRequests(url);
  const { routes } = await import('@/app/router');
  const state = await import('@/lib/client-state');

  /** A call to the API as another client would make it (to set up data), with this token. */
  async function api<T = unknown>(method: string, path: string, token?: string, body?: object) {
    const response = await sent.original(`${url}/api${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  return {
    server,
    url,
    routes,
    state,
    /** The requests the web app sent, oldest first; tests may empty it. */
    requests: sent.requests,
    api,
    /** A member signed in through the e-mail code flow, with a name when given; their token. */
    async member(email: string, name?: { first_name: string; last_name?: string }) {
      const token = await signIn(server, email);
      if (name) await api('PATCH', '/me', token, { last_name: '', ...name });
      return token;
    },
    /**
     * A member's idea (or need) with every flow question answered through the API, its free-text
     * answers from `text`; published with `publish`'s fields unless `publish` is false.
     */
    async item(
      token: string,
      text: (question: FlowQuestion) => string,
      publish: object | false = { price: 1000 },
      section: 'idea' | 'need' = 'idea',
    ) {
      const { id } = await answeredItem(server, token, { section, text });
      if (publish) await api('PATCH', `/items/${id}`, token, { status: 'published', ...publish });
      return id;
    },
    /** The web app signed in with this member's token, as after the sign-in screens. */
    signInAs(token: string) {
      state.useClientState.setState({ ...state.initialState, auth: true, accessToken: token });
    },
    async close() {
      sent.restore();
      vi.unstubAllEnvs();
      await server.close();
    },
  };
}
export type RealApp = Awaited<ReturnType<typeof startRealApp>>;

/** Records what the app's fetch calls send to `origin`, passing every call on unchanged. */
function recordRequests(origin: string) {
  const original = globalThis.fetch.bind(globalThis);
  const requests: SentRequest[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const target = new URL(input instanceof Request ? input.url : String(input));
    if (target.origin === origin) {
      const raw = typeof init?.body === 'string' ? init.body : undefined;
      requests.push({
        method: init?.method ?? 'GET',
        url: `${target.pathname}${target.search}`,
        body: raw === undefined ? undefined : (JSON.parse(raw) as unknown),
      });
    }
    return original(input, init);
  });
  return { requests, original, restore: () => spy.mockRestore() };
}

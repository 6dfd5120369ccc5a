import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { vi } from 'vitest';
import { createTestApp, type TestAppOptions } from '../../server/test/helpers/app';
import {
  createItem,
  createPurchase,
  createViews,
  deleteItems,
  updateMember,
} from '../../server/test/helpers/factories';
import {
  answeredItem,
  type AnsweredItemOptions,
  type FlowQuestion,
} from '../../server/test/helpers/question-flow';
import {
  lastFailureJustNow,
  resendable,
  signIn,
  signInResponse,
} from '../../server/test/helpers/sign-in';
import { recordRequests } from './sent-requests';

/** jsdom's handle on its own window, which Vitest's jsdom environment exposes as a global. */
declare const jsdom: {
  reconfigure(settings: { url: string }): void;
  window: { _origin: string };
};

/**
 * Moves jsdom's page to `url`. `reconfigure` moves the document; XMLHttpRequest takes its origin
 * from the window, which jsdom set once at its start, so that is moved too.
 */
function moveTo(url: string) {
  jsdom.reconfigure({ url: `${url}/` });
  jsdom.window._origin = new URL(url).origin;
}

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
  moveTo(url);
  vi.stubEnv('VITE_API_URL', url);
  const sent = recordRequests(url);
  // The headers as they reach the server (the browser adds some, a form's content type among them).
  const wire: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];
  server.app.server.on('request', (request: IncomingMessage) =>
    wire.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers }),
  );
  const { routes } = await import('@/app/router');
  const state = await import('@/lib/client-state');

  /** A call to the API as another client would make it (to set up data), with this token. */
  async function api<T = unknown>(
    method: string,
    path: string,
    token?: string,
    body?: object,
    headers: Record<string, string> = {},
  ) {
    const response = await sent.original(`${url}/api${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** A member's numeric id, as the server's own tables know it. */
  const memberId = async (token: string) =>
    Number((await api<{ id: string }>('GET', '/me', token)).id);

  /**
   * Where the dev gateway sends the browser after Pay or Cancel on its StartPay page
   * (`payment_url`), and from there where the server's callback redirects it: the app's path,
   * `/wallet?deposit=...&payment=...`. Both hops are followed as a browser would, on this
   * server whatever origin the configuration names.
   */
  async function gateway(paymentUrl: string, choice: 'pay' | 'cancel') {
    const onHere = (target: string) => {
      const at = new URL(target, url);
      return `${url}${at.pathname}${at.search}`;
    };
    const chosen = await sent.original(`${onHere(paymentUrl)}/${choice}`, {
      method: 'POST',
      redirect: 'manual',
    });
    const callback = chosen.headers.get('location');
    if (chosen.status !== 303 || !callback) throw new Error(`StartPay ${choice}: ${chosen.status}`);
    const back = await sent.original(onHere(callback), { redirect: 'manual' });
    const landing = back.headers.get('location');
    if (!landing) throw new Error(`callback: ${back.status} ${await back.text()}`);
    const at = new URL(landing, url);
    return `${at.pathname}${at.search}`;
  }

  return {
    server,
    url,
    routes,
    state,
    /** The requests the web app sent, oldest first; tests may empty it. */
    requests: sent.requests,
    /** Holds back the app's requests that match (a slow network) until the returned call. */
    hold: sent.hold,
    /** Every request the server received, with its headers, oldest first. */
    wire,
    api,
    /**
     * A member signed in through the e-mail code flow, with a name when given, who joined with
     * `referralCode` when given; their token.
     */
    async member(
      email: string,
      name?: { first_name: string; last_name?: string },
      referralCode?: string,
    ) {
      const token = referralCode
        ? ((await signInResponse(server, email, referralCode)).json().token
            .plainTextToken as string)
        : await signIn(server, email);
      if (name) await api('PATCH', '/me', token, { last_name: '', ...name });
      return token;
    },
    /**
     * A member's idea (or need) with every flow question answered through the API (see
     * `answeredItem`), then published with `publish`'s fields unless `publish` is false.
     */
    async item(token: string, options: AnsweredItemOptions & { publish?: object | false } = {}) {
      const { id } = await answeredItem(server, token, options);
      if (options.publish !== false) {
        await api('PATCH', `/items/${id}`, token, { status: 'published', ...options.publish });
      }
      return id;
    },
    /**
     * This member has bought the item: a settled purchase straight in the database, outside the
     * ledger, for tests of what buyers see. Tests of buying itself go through the purchase API.
     */
    async purchase(itemId: string, buyer: string, price = 0) {
      await createPurchase(server.db.db, itemId, await memberId(buyer), price);
    },
    /** A member's numeric id, as the server's own tables know it. */
    memberId,
    gateway,
    /** This member's wallet credited through the dev gateway, as after paying on its page. */
    async deposit(token: string, amount: number) {
      const started = await api<{ payment_url: string }>(
        'POST',
        '/wallet/deposit',
        token,
        { amount },
        { 'idempotency-key': crypto.randomUUID() },
      );
      return gateway(started.payment_url, 'pay');
    },
    /** The header of one intent of a money-moving call (a fresh Idempotency-Key). */
    intent: () => ({ 'idempotency-key': crypto.randomUUID() }),
    /** Makes this member an operator (no API does: operators are made from the command line). */
    async operator(token: string) {
      await updateMember(server.db.db, await memberId(token), { isOperator: true });
      return token;
    },
    /** Sets what no API call sets on this member (a verified mobile, say) in the database. */
    async updateMember(token: string, values: Parameters<typeof updateMember>[2]) {
      await updateMember(server.db.db, await memberId(token), values);
    },
    /**
     * A published item (unless told otherwise) straight in the database, with the counts, rating
     * and dates a list test needs and no API can set; its id.
     */
    async listed(values: Parameters<typeof createItem>[1]) {
      return (await createItem(server.db.db, values)).id;
    },
    /** `count` past views of an item on a day (YYYY-MM-DD, Tehran's), straight in the database. */
    async views(itemId: string, day: string, count: number) {
      await createViews(server.db.db, itemId, day, count);
    },
    /** Brings items' view counts up to the views recorded, as the server does every few seconds. */
    async countViews() {
      await server.app.services.items.flushViews();
    },
    /** Deletes every item that has nothing attached (a list test that starts from none). */
    async clearItems() {
      await deleteItems(server.db.db);
    },
    /**
     * The newest sign-in code the server's dev outbox shows for this recipient (an e-mail or a
     * normalised mobile) among its newest messages, as the person reads it from their mail or SMS;
     * '' when none came.
     */
    async code(recipient: string) {
      const { messages } = await api<{
        messages: { recipient: string; text: string; created_at: string }[];
      }>('GET', '/dev/outbox');
      const [newest] = messages
        .filter((message) => message.recipient === recipient.toLowerCase())
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      // A Persian message writes it in Persian digits, which the sign-in fields take as they are.
      return /([0-9۰-۹]{5})/.exec(newest?.text ?? '')?.[1] ?? '';
    },
    /** Lets the next code to this address go out at once, as after the 60 s resend wait. */
    resendable: (address: string) => resendable(server, address),
    lastFailureJustNow: (address: string) => lastFailureJustNow(server, address),
    /** The page's cookies for the app's origin (the code binding among them), name to value. */
    cookies: sent.cookies,
    /** The web app signed in with this member's token, as after the sign-in screens. */
    signInAs(token: string) {
      state.useClientState.setState({ ...state.initialState, auth: true, accessToken: token });
    },
    async close() {
      sent.restore();
      vi.unstubAllEnvs();
      // The page goes away with the test file, like a closed browser tab, and its connections with
      // it: Fastify's close waits for busy ones, and a call the page aborted can leave one busy.
      server.app.server.closeAllConnections();
      await server.close();
    },
  };
}
export type RealApp = Awaited<ReturnType<typeof startRealApp>>;

/** Free-text answers giving an item this title and summary ('Answer text' elsewhere). */
export const titled =
  (title: string, summary = 'Answer text') =>
  (question: FlowQuestion) =>
    / Title: /.test(question.title)
      ? title
      : /^What problem /.test(question.title)
        ? summary
        : 'Answer text';

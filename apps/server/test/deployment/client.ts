import { randomUUID } from 'node:crypto';
import { serverEventSchema, type ChatMessage } from '@ideabazaar/shared/schemas/chat';
import WebSocket from 'ws';

/** One answer the deployment gave (status 0: no answer, the connection failed). */
export interface Exchange {
  method: string;
  path: string;
  status: number;
  startedAt: number;
  endedAt: number;
  /** The error's code, for an answer of 500 or more; why not, for no answer. */
  code?: string;
}

/**
 * The load's HTTP client, through the proxy: every exchange is kept with its times, so the test
 * can ask what was answered while a process drained.
 */
export function createClient(base: string) {
  const exchanges: Exchange[] = [];
  const resent: { method: string; path: string; code: string; at: number }[] = [];
  async function call(
    method: string,
    path: string,
    options: {
      token?: string | undefined;
      json?: unknown;
      body?: Buffer;
      headers?: Record<string, string>;
      /** A browser's cookies: sent, and kept from the answer (the sign-in code's binding). */
      jar?: Map<string, string>;
    } = {},
  ): Promise<{ status: number; body: unknown; raw: Buffer }> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.jar && options.jar.size > 0) {
      headers.cookie = [...options.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let body: Buffer | string | undefined = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const startedAt = Date.now();
    // A kept-alive connection nginx closes as it reloads (a process marked down or up) can be
    // closed just as a request is written on it. A browser sends such a request again on a new
    // connection when it may (HTTP/1.1's own rule, RFC 9112 section 9.3.1): a GET, or a request
    // with an Idempotency-Key. Once, and counted, so the test can say how often it happened.
    const send = () =>
      fetch(`${base}${path}`, {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
    const mayResend = method === 'GET' || headers['idempotency-key'] !== undefined;
    try {
      const response = await send().catch((error: unknown) => {
        const code = (error as { cause?: { code?: string } }).cause?.code;
        if (!mayResend || (code !== 'UND_ERR_SOCKET' && code !== 'ECONNRESET')) throw error;
        resent.push({ method, path, code, at: Date.now() });
        return send();
      });
      const raw = Buffer.from(await response.arrayBuffer());
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const at = pair!.indexOf('=');
        options.jar?.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      const type = response.headers.get('content-type') ?? '';
      const answer: unknown =
        type.includes('json') && raw.length > 0 ? JSON.parse(String(raw)) : undefined;
      const exchange: Exchange = {
        method,
        path,
        status: response.status,
        startedAt,
        endedAt: Date.now(),
      };
      if (response.status >= 500)
        exchange.code = (answer as { code?: string })?.code ?? String(raw).slice(0, 80);
      exchanges.push(exchange);
      return { status: response.status, body: answer, raw };
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      exchanges.push({
        method,
        path,
        status: 0,
        startedAt,
        endedAt: Date.now(),
        code: cause?.code ?? cause?.message ?? String(error),
      });
      return { status: 0, body: undefined, raw: Buffer.alloc(0) };
    }
  }
  return { base, call, exchanges, resent };
}
export type Client = ReturnType<typeof createClient>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls until the deployment answers other than 5xx or not at all, as a patient client does. */
export async function steady(
  attempt: () => Promise<{ status: number; body: unknown; raw: Buffer }>,
  tries = 10,
) {
  for (let i = 1; ; i += 1) {
    const answer = await attempt();
    if ((answer.status > 0 && answer.status < 500) || i >= tries) return answer;
    await sleep(300 * i);
  }
}

/** Signs in with an e-mail code read from the deployment's dev outbox. */
export async function signIn(client: Client, email: string): Promise<string> {
  // A browser of its own: the code is bound to the one that asked for it.
  const jar = new Map<string, string>();
  const sent = await steady(() =>
    client.call('POST', '/api/auth/email/send-code', { json: { email }, jar }),
  );
  if (sent.status !== 200) throw new Error(`send-code: ${sent.status} ${String(sent.raw)}`);
  for (let i = 0; i < 100; i += 1) {
    const outbox = await client.call('GET', '/api/dev/outbox');
    const messages = (outbox.body as { messages?: { recipient: string; text: string }[] })
      ?.messages;
    const text = messages?.find((message) => message.recipient === email)?.text ?? '';
    // A Persian message writes it in Persian digits.
    const code = /(?<![0-9۰-۹])([0-9۰-۹]{5})(?![0-9۰-۹])/
      .exec(text)?.[1]
      ?.replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
    if (code) {
      const verified = await steady(() =>
        client.call('POST', '/api/auth/email/verify-code', { json: { email, code }, jar }),
      );
      if (verified.status !== 200) throw new Error(`verify: ${verified.status}`);
      return (verified.body as { token: { plainTextToken: string } }).token.plainTextToken;
    }
    await sleep(100);
  }
  throw new Error(`no code for ${email} in the dev outbox`);
}

interface FlowQuestion {
  id: number;
  kind: string;
  options: string[];
}

/** A draft with its first questions answered, as the question flow makes one. */
export async function draft(client: Client, token: string, title: string): Promise<string> {
  const started = await steady(() =>
    client.call('POST', '/api/question-before-login-auth', { token, json: { section: 'idea' } }),
  );
  if (started.status !== 200) throw new Error(`draft: ${started.status} ${String(started.raw)}`);
  const { questions, idea_id } = started.body as { questions: FlowQuestion[]; idea_id: string };
  const answers = questions.map((q, index) => ({
    questions_id: q.id,
    idea_id,
    answer:
      index === 0
        ? title
        : q.kind === 'two_button'
          ? 'Yes'
          : q.kind === 'multiple_choice'
            ? q.options[0]
            : q.kind === 'textual'
              ? 'A clear answer to this question.'
              : q.kind === 'single-textual-with-checkbox'
                ? '1000000'
                : '45',
  }));
  const answered = await steady(() =>
    client.call('POST', '/api/answer-question-before-login', { token, json: { answers } }),
  );
  if (answered.status !== 200) throw new Error(`answers: ${answered.status}`);
  return idea_id;
}

/** A published idea at a price. */
export async function publish(client: Client, token: string, title: string, price: number) {
  const id = await draft(client, token, title);
  const patched = await steady(() =>
    client.call('PATCH', `/api/items/${id}`, {
      token,
      json: { price, elevator_text: `${title}: the short pitch.`, status: 'published' },
    }),
  );
  if (patched.status !== 200) throw new Error(`publish: ${patched.status} ${String(patched.raw)}`);
  return id;
}

/** Money in the wallet through the development gateway, as its Pay button does it. */
export async function fund(client: Client, token: string, amount: number) {
  const key = randomUUID();
  const started = await steady(() =>
    client.call('POST', '/api/wallet/deposit', {
      token,
      json: { amount },
      headers: { 'idempotency-key': key },
    }),
  );
  if (started.status !== 200) throw new Error(`deposit: ${started.status} ${String(started.raw)}`);
  const { payment_url } = started.body as { payment_url: string };
  // The gateway's page: Pay sends the browser back to the callback, which credits the wallet.
  const paid = await fetch(`${payment_url}/pay`, { method: 'POST', redirect: 'manual' });
  const back = new URL(paid.headers.get('location') ?? '');
  const credited = await steady(() => client.call('GET', `${back.pathname}${back.search}`));
  if (credited.status >= 400) throw new Error(`callback: ${credited.status}`);
}

/**
 * A member's live socket that stays connected as the web's does: when the server closes it (a
 * process stopping says 1012; a killed one says nothing, 1006) it takes a fresh ticket through
 * the proxy, which may bring it to another process, and catches up from the last message it saw.
 */
export function liveMember(client: Client, token: string, options: { firstBase?: string } = {}) {
  let base = options.firstBase ?? client.base;
  const viaSocket = new Map<number, number>();
  const received = new Map<number, ChatMessage>();
  const closes: number[] = [];
  let opens = 0;
  let lastId = 0;
  let socket: WebSocket | undefined;
  let stopped = false;
  const take = (message: ChatMessage) => {
    received.set(message.id, message);
    lastId = Math.max(lastId, message.id);
  };
  const catchUp = async () => {
    for (;;) {
      const page = await steady(() =>
        client.call('GET', `/api/chat/sync?after=${lastId}`, { token }),
      );
      if (page.status !== 200) return;
      const { messages, has_more } = page.body as { messages: ChatMessage[]; has_more: boolean };
      messages.forEach(take);
      if (!has_more || messages.length === 0) return;
    }
  };
  const connect = async (): Promise<void> => {
    while (!stopped) {
      const issued = await client.call('POST', '/api/ws/ticket', { token });
      if (issued.status === 200) {
        const { ticket } = issued.body as { ticket: string };
        const opened = new WebSocket(`${base.replace(/^http/, 'ws')}/api/ws?ticket=${ticket}`);
        // Only the first socket may be opened past the proxy; every later one goes through it.
        base = client.base;
        const ok = await new Promise<boolean>((resolve) => {
          opened.once('open', () => resolve(true));
          opened.once('error', () => resolve(false));
        });
        if (ok) {
          socket = opened;
          opens += 1;
          opened.on('message', (data) => {
            const event = serverEventSchema.safeParse(JSON.parse(String(data)));
            if (!event.success || event.data.type !== 'message.new') return;
            const { message } = event.data;
            viaSocket.set(message.id, (viaSocket.get(message.id) ?? 0) + 1);
            take(message);
          });
          opened.once('close', (code) => {
            closes.push(code);
            if (socket === opened) socket = undefined;
            if (!stopped) setTimeout(() => void connect(), 200 + Math.random() * 500);
          });
          await catchUp();
          return;
        }
      }
      await sleep(500);
    }
  };
  return {
    connect,
    received,
    viaSocket,
    closes,
    get opens() {
      return opens;
    },
    get open() {
      return socket?.readyState === WebSocket.OPEN;
    },
    catchUp,
    stop() {
      stopped = true;
      socket?.close();
    },
  };
}
export type LiveMember = ReturnType<typeof liveMember>;

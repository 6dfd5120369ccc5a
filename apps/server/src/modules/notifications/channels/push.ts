import { Agent } from 'node:https';
import type { Duplex } from 'node:stream';
import type * as WebPush from 'web-push';
import { pushServiceAllowed } from './push-services';

/** What a push carries: nothing private, in the member's language. */
export interface PushPayload {
  title: string;
  body: string;
  /** The screen it opens, on PUBLIC_URL. */
  url: string;
  /** A later push of the same tag replaces the earlier one on the device. */
  tag: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** 'gone': the push service no longer knows the subscription (404, 410); drop it. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome>;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The `web-push` library, loaded when first used. It is CommonJS whose exports Node's ES module
 * loader cannot all name, so its functions are taken from the module's default export.
 */
export async function loadWebPush(): Promise<typeof WebPush> {
  const loaded = (await import('web-push')) as typeof WebPush & { default?: typeof WebPush };
  return loaded.default ?? loaded;
}

/** A day: a notification older than that on a device that was off says nothing worth waking for. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;
/** A push service's whole exchange, at most: web-push's timeout is an idle one, renewed by a byte. */
export const PUSH_DEADLINE_MS = 15_000;
/** A push service's answer, at most (web-push keeps all of it in memory). */
export const PUSH_ANSWER_MAX_BYTES = 64 * 1024;

const GUARDED = Symbol('guarded');

/**
 * The agent's connections end PUSH_DEADLINE_MS after they open, or once PUSH_ANSWER_MAX_BYTES
 * came back, whatever the push service does: one that answers a byte at a time, or without end,
 * holds a delivery no longer than that and no memory beyond that. `agent` is changed in place,
 * once (two senders may share the tests' agent).
 */
export function guarded(
  agent: Agent,
  limits = { ms: PUSH_DEADLINE_MS, bytes: PUSH_ANSWER_MAX_BYTES },
): Agent {
  const withCreate = agent as unknown as {
    createConnection: (...args: unknown[]) => Duplex | undefined;
    [GUARDED]?: true;
  };
  if (withCreate[GUARDED]) return agent;
  withCreate[GUARDED] = true;
  const create = withCreate.createConnection;
  withCreate.createConnection = function (this: Agent, ...args: unknown[]) {
    const socket = create.apply(this, args);
    if (socket) {
      const deadline = setTimeout(
        () => socket.destroy(new Error('push service exchange too long')),
        limits.ms,
      ).unref();
      let bytes = 0;
      socket.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > limits.bytes) socket.destroy(new Error('push service answer too long'));
      });
      socket.once('close', () => clearTimeout(deadline));
    }
    return socket;
  };
  return agent;
}

/**
 * Web Push with the `web-push` library (RFC 8030 delivery, RFC 8291 aes128gcm encryption, RFC
 * 8292 VAPID). Loaded with the first push, as the mailer is. `agent` is the HTTPS agent of the
 * push services' connections: the tests' one trusts their push service's certificate.
 */
export function createPushSender(options: {
  keys: () => Promise<VapidKeys>;
  /** The allowed push services: a subscription kept before they changed is not POSTed to. */
  hosts: readonly string[];
  subject: string;
  agent?: Agent | undefined;
  log: { warn(details: object, message: string): void };
}): PushSender {
  let library: Promise<typeof WebPush> | undefined;
  const agent = guarded(options.agent ?? new Agent({ keepAlive: false }));
  return {
    async send(target, payload) {
      if (!pushServiceAllowed(target.endpoint, options.hosts)) {
        options.log.warn(
          { host: URL.canParse(target.endpoint) ? new URL(target.endpoint).host : null },
          'push service not allowed',
        );
        return 'failed';
      }
      const webPush = await (library ??= loadWebPush());
      const keys = await options.keys();
      try {
        await webPush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            TTL: PUSH_TTL_SECONDS,
            contentEncoding: 'aes128gcm',
            urgency: 'normal',
            timeout: TIMEOUT_MS,
            vapidDetails: { subject: options.subject, ...keys },
            agent,
          },
        );
        return 'sent';
      } catch (error) {
        const status = error instanceof webPush.WebPushError ? error.statusCode : undefined;
        if (status === 404 || status === 410) return 'gone';
        // The endpoint's host only: its path is the subscription's secret address.
        options.log.warn(
          { status, host: URL.canParse(target.endpoint) ? new URL(target.endpoint).host : null },
          'push not delivered',
        );
        return 'failed';
      }
    },
  };
}

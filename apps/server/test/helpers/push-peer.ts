import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A push the peer received, decrypted, with what its VAPID header proved. */
export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload, as text. */
  payload: string;
  ttl: number;
  urgency: string | undefined;
  /** The VAPID JWT's claims, after its ES256 signature was verified with `vapidKey`. */
  vapid: { aud: string; sub: string; exp: number };
  /** The application server's public key from the Authorization header (base64url). */
  vapidKey: string;
}

export interface PeerSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface Subscriber {
  ecdh: ECDH;
  auth: Buffer;
  /** Set by `answer`: the status the endpoint gets instead of 201. */
  status?: number;
}

/** A refusal of the push, as a push service answers it, with the reason for the test's eyes. */
class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const b64url = (data: Buffer) => data.toString('base64url');

/** A self-signed certificate for 127.0.0.1 and localhost: `web-push` speaks only HTTPS. */
/** A key and a self-signed certificate for 127.0.0.1 and localhost, made with openssl. */
export function selfSigned(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'push-peer-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-subj',
        '/CN=localhost',
        '-days',
        '2',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The VAPID header (RFC 8292): `vapid t=<JWT>, k=<public key>`. The JWT must be ES256, signed by
 * that key, for this push service's origin, not expired and at most a day ahead, with a contact.
 */
function checkVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Refused(401, 'no VAPID authorization');
  const [, jwt = '', key = ''] = match;
  const [head = '', body = '', signature = ''] = jwt.split('.');
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Refused(401, 'the VAPID key is not P-256');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33)),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Refused(403, 'the VAPID signature does not verify');
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header_.alg !== 'ES256') throw new Refused(403, 'the VAPID JWT is not ES256');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
    aud: string;
    sub: string;
    exp: number;
  };
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Refused(403, `the VAPID audience is ${claims.aud}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600 + 60)) {
    throw new Refused(403, 'the VAPID JWT is expired or too long-lived');
  }
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Refused(403, 'no VAPID contact');
  return { claims, key };
}

/**
 * RFC 8291 (Web Push message encryption) over RFC 8188 (aes128gcm): the header block carries
 * the salt, the record size and the sender's ephemeral public key; the shared secret and the
 * subscription's auth secret give the content key and nonce; every record ends with its padding
 * delimiter (2 for the last, 1 before), then zeros.
 */
function decrypt(body: Buffer, subscriber: Subscriber): string {
  if (body.length < 21) throw new Refused(400, 'no aes128gcm header');
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + idLength);
  if (idLength !== 65 || rs < 18) throw new Refused(400, 'a bad aes128gcm header');
  const receiverKey = subscriber.ecdh.getPublicKey();
  const shared = subscriber.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, subscriber.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const records = body.subarray(21 + idLength);
  const plain: Buffer[] = [];
  for (let offset = 0, index = 0; offset < records.length; offset += rs, index += 1) {
    const record = records.subarray(offset, offset + rs);
    const iv = Buffer.from(nonce);
    // The record's sequence number XORed into the nonce's low end (records are few: 32 bits).
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ index) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, iv);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const data = Buffer.concat([
      decipher.update(record.subarray(0, record.length - 16)),
      decipher.final(),
    ]);
    let end = data.length - 1;
    while (end >= 0 && data[end] === 0) end -= 1;
    const last = offset + rs >= records.length;
    if (data[end] !== (last ? 2 : 1)) throw new Refused(400, 'a bad padding delimiter');
    plain.push(data.subarray(0, end));
  }
  return Buffer.concat(plain).toString('utf8');
}

/**
 * A push service on the loopback, over HTTPS as every real one: it makes subscriptions as a
 * browser would (a P-256 key pair and a 16-byte auth secret), receives what the server POSTs,
 * verifies the VAPID header, decrypts the body and keeps the payloads. `answer` makes an
 * endpoint answer 404, 410 or 500 instead of 201. Run this file with Node to start it alone
 * (it prints its origin and certificate as one JSON line).
 */
export async function startPushPeer(options: { port?: number } = {}) {
  const { key, cert } = selfSigned();
  const subscribers = new Map<string, Subscriber>();
  const received: ReceivedPush[] = [];
  const refused: { endpoint: string; status: number; reason: string }[] = [];
  const waiters: (() => void)[] = [];
  let origin = '';

  function subscribe(): PeerSubscription {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const endpoint = `${origin}/push/${randomBytes(12).toString('base64url')}`;
    subscribers.set(endpoint, { ecdh, auth });
    return { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
  }
  function answerWith(endpoint: string, status: number) {
    const subscriber = subscribers.get(endpoint);
    if (!subscriber) throw new Refused(404, `no subscription ${endpoint}`);
    subscriber.status = status || undefined;
  }
  /**
   * The peer's own calls, for a test in another process (the browser suite): POST
   * /_peer/subscriptions makes one, GET /_peer/received lists the pushes, POST /_peer/answer
   * `{endpoint, status}` makes an endpoint refuse.
   */
  function control(
    method: string | undefined,
    url: string,
    chunks: Buffer[],
    answer: (status: number, reason?: string) => void,
    response: ServerResponse,
  ) {
    const json = (value: unknown) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (method === 'POST' && url === '/_peer/subscriptions') return json(subscribe());
    if (method === 'GET' && url === '/_peer/received') return json({ received, refused });
    if (method === 'POST' && url === '/_peer/answer') {
      const { endpoint, status } = JSON.parse(Buffer.concat(chunks).toString()) as {
        endpoint: string;
        status: number;
      };
      answerWith(endpoint, status);
      return json({ status: 'ok' });
    }
    answer(404, 'no such call');
  }

  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      const answer = (status: number, reason = '') => {
        if (status >= 300) refused.push({ endpoint, status, reason });
        response.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
        waiters.splice(0).forEach((wake) => wake());
      };
      try {
        if (request.url?.startsWith('/_peer/'))
          return control(request.method, request.url, chunks, answer, response);
        const subscriber = subscribers.get(endpoint);
        if (request.method !== 'POST' || !subscriber) return answer(404, 'no such subscription');
        if (subscriber.status) return answer(subscriber.status, 'told to refuse');
        if (request.headers['content-encoding'] !== 'aes128gcm') {
          throw new Refused(415, 'not aes128gcm');
        }
        const ttl = Number(request.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Refused(400, 'no TTL');
        const vapid = checkVapid(request.headers.authorization, origin);
        const payload = decrypt(Buffer.concat(chunks), subscriber);
        received.push({
          endpoint,
          payload,
          ttl,
          urgency: request.headers.urgency as string | undefined,
          vapid: vapid.claims,
          vapidKey: vapid.key,
        });
        answer(201);
      } catch (error) {
        if (error instanceof Refused) return answer(error.status, error.message);
        answer(400, error instanceof Error ? error.message : 'undecryptable');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    /** The certificate to trust (the peer's is self-signed). */
    cert,
    /** An HTTPS agent that trusts the peer: the app's `pushAgent`. */
    agent: new Agent({ ca: cert, keepAlive: false }),
    received,
    refused,
    /** A new subscription, as `PushSubscription.toJSON()` gives it in a browser. */
    subscribe,
    /** Makes the endpoint answer `status` (404, 410, 500...) from now on; 201 again with 0. */
    answer: answerWith,
    /** The decrypted payloads sent to this endpoint, parsed as JSON. */
    payloadsTo: (endpoint: string) =>
      received
        .filter((push) => push.endpoint === endpoint)
        .map((push) => JSON.parse(push.payload) as unknown),
    /** Waits until `count` pushes (received or refused) reached the peer, up to `ms`. */
    async settled(count: number, ms = 5000): Promise<void> {
      const deadline = Date.now() + ms;
      while (received.length + refused.length < count) {
        if (Date.now() > deadline) throw new Error(`only ${received.length} pushes arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type PushPeer = Awaited<ReturnType<typeof startPushPeer>>;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.PUSH_PEER_PORT ?? 0);
  void startPushPeer({ port }).then((peer) => {
    process.stdout.write(`${JSON.stringify({ origin: peer.origin, cert: peer.cert })}\n`);
  });
}

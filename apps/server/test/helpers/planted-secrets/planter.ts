import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { ApiClient } from '../../openapi/client';
import type { Method } from '../../openapi/document';
import type { TestApp } from '../app';
import type { CookieJar } from '../cookie-jar';
import { multipartFile } from '../multipart';
import { bearer } from '../sign-in';

/** The callers the visibility sweep speaks as. */
export type Viewer = 'visitor' | 'owner' | 'member' | 'buyer';
/** The signed-in ones: A owns the ideas, B is any other member, C bought two of A's ideas. */
export type MemberViewer = Exclude<Viewer, 'visitor'>;

export interface Secret {
  /** Where it was planted, for the failure messages. */
  label: string;
  /** Letters and digits (or Persian letters), so search normalisation leaves it unchanged. */
  value: string;
  /** The swept viewers who may receive it; a visitor never may. */
  seenBy: MemberViewer[];
  /**
   * Whether each viewer in `seenBy` must receive it somewhere in the sweep: the proof that it is
   * really planted. False for what no response carries after it is made (tokens, code hashes)
   * and for members the sweep does not speak as; those are proven where they are planted.
   */
  expectSeen: boolean;
}

/** A public word that visitors and members must receive: the proof that the sweep reaches it. */
export interface Marker {
  label: string;
  value: string;
}

export const OWNER_BUYER: MemberViewer[] = ['owner', 'buyer'];
export const OWNER: MemberViewer[] = ['owner'];

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

export const pngWith = (text: string) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(text)]);
export const pdfWith = (text: string) =>
  Buffer.from(`%PDF-1.7\n% ${text}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);

/** What every planting step shares: the app, the secrets and markers so far, API calls. */
export function planter(t: TestApp, client: ApiClient) {
  const secrets: Secret[] = [];
  const markers: Marker[] = [];
  const keep = (label: string, value: string, seenBy: MemberViewer[], expectSeen = true) => {
    secrets.push({ label, value, seenBy, expectSeen });
    return value;
  };
  const request = (token: string | undefined, method: Method, url: string, payload?: object) => ({
    method,
    url,
    payload,
    headers: token ? bearer(token) : {},
  });
  return {
    t,
    secrets,
    markers,
    keep,
    secret: (label: string, code: string, seenBy: MemberViewer[], expectSeen = true) =>
      keep(label, `SECRET${code}${hash(code).slice(0, 4)}`, seenBy, expectSeen),
    /**
     * `length` (eleven) digits from a hash, no leading zero (answers keep numbers without one):
     * fewer for a question whose largest answer is shorter.
     */
    secretNumber(label: string, code: string, seenBy: MemberViewer[], length = 11) {
      const digits = BigInt(`0x${hash(code).slice(0, 15)}`)
        .toString()
        .slice(0, length - 1);
      return keep(label, `${1 + (Number(digits[0]) % 9)}${digits}`, seenBy);
    },
    marker(label: string, code: string) {
      const value = `PUBLIC${code}${hash(code).slice(0, 4)}`;
      markers.push({ label, value });
      return value;
    },
    /** A request whatever it answers, from `browser` if given (with its cookies). */
    call: (
      token: string | undefined,
      method: Method,
      url: string,
      payload?: object,
      browser?: CookieJar,
    ) => client.send(request(token, method, url, payload), browser),
    /** A request that must succeed. */
    ok: (token: string | undefined, method: Method, url: string, payload?: object) =>
      client.ok(request(token, method, url, payload)),
    /** A request that must succeed, its body parsed by `schema`. */
    okJson: <T>(
      schema: z.ZodType<T>,
      token: string | undefined,
      method: Method,
      url: string,
      payload?: object,
    ) => client.okJson(schema, request(token, method, url, payload)),
    /** A file upload that must succeed. */
    upload(token: string, url: string, name: string, bytes: Buffer) {
      const file = multipartFile(bytes, name);
      const headers = { ...file.headers, ...bearer(token) };
      return client.ok({ method: 'POST', url, payload: file.payload, headers });
    },
  };
}
export type Planter = ReturnType<typeof planter>;

import { expect } from 'vitest';
import type { App } from '../../src/app';
import { cookieJar, type CookieJar } from './cookie-jar';
import { codeIn, type startSmtpPeer } from './smtp-peer';

type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

let address = 0;
/** A fresh client address a request, so per-IP limits stay out of tests not about them. */
export const nextIp = () => `198.51.${Math.floor(++address / 250)}.${address % 250}`;

/** Another five digits than `code`: a wrong guess. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 100000).padStart(5, '0');

/**
 * A person at one browser using the e-mail sign-in of `app`, whose mail reaches `smtp`. The
 * browser keeps its cookies, as a code is bound to the browser that asked for it.
 */
export function emailBrowser(app: App, smtp: SmtpPeer, jar: CookieJar = cookieJar()) {
  const post = async (
    url: string,
    payload: object,
    headers: Record<string, string> = {},
    remoteAddress = nextIp(),
  ) =>
    jar.keep(
      await app.inject({
        method: 'POST',
        url,
        payload,
        headers: jar.headers(headers),
        remoteAddress,
      }),
    );
  const sendCode = (payload: object, headers?: Record<string, string>) =>
    post('/api/auth/email/send-code', payload, headers);
  const verify = (payload: object) => post('/api/auth/email/verify-code', payload);
  return {
    post,
    sendCode,
    verify,
    /** Asks for a code and reads it from the mail that came. */
    async codeFor(email: string, payload: object = {}) {
      const before = smtp.received.length;
      const response = await sendCode({ email, ...payload });
      expect(response.statusCode, response.body).toBe(200);
      return codeIn(await smtp.mailTo(email, before));
    },
  };
}

/** The statuses of one call per payload, all from one client address. */
export async function statusesFrom(
  app: App,
  url: string,
  payloads: object[],
  remoteAddress: string,
): Promise<number[]> {
  const statuses = [];
  for (const payload of payloads) {
    statuses.push((await app.inject({ method: 'POST', url, payload, remoteAddress })).statusCode);
  }
  return statuses;
}

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { cookieJar } from '../../../test/helpers/cookie-jar';
import { emailBrowser } from '../../../test/helpers/email-sign-in';
import { startKavenegarPeer } from '../../../test/helpers/kavenegar-peer';
import { bearer } from '../../../test/helpers/sign-in';
import { codeIn, startSmtpPeer } from '../../../test/helpers/smtp-peer';
import { authCodes } from '../../db/schema';

// A code is stored before its message leaves and withdrawn when the message cannot be sent, so
// the 60 s wait between codes never holds back the retry of a message that never left.
const API_KEY = 'TEST-KEY-456';
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let sms: Awaited<ReturnType<typeof startKavenegarPeer>>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  sms = await startKavenegarPeer({ apiKey: API_KEY });
  t = await createTestApp({
    config: {
      smtpUrl: smtp.url,
      sms: sms.config,
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await sms.close();
});

const codesTo = (address: string) =>
  t.db.db.select().from(authCodes).where(eq(authCodes.address, address));

describe('a code whose message cannot be sent', () => {
  it('is withdrawn: the e-mail retry at once is sent, and its code signs in', async () => {
    const person = emailBrowser(t.app, smtp);
    smtp.refuseNext();
    const failed = await person.sendCode({ email: 'unlucky@example.com' });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ message: 'Server Error', code: 'unavailable' });
    expect(await codesTo('unlucky@example.com')).toEqual([]);

    const before = smtp.received.length;
    const retry = await person.sendCode({ email: 'unlucky@example.com' });
    expect(retry.statusCode).toBe(200);
    const code = codeIn(await smtp.mailTo('unlucky@example.com', before));
    const signedIn = await person.verify({ email: 'unlucky@example.com', code });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().status).toBe('ok');
  });

  it('leaves the code it would have replaced usable', async () => {
    const person = emailBrowser(t.app, smtp);
    const first = await person.codeFor('patient@example.com');
    // A minute later the person asks again, and this message fails.
    await t.db.db
      .update(authCodes)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(eq(authCodes.address, 'patient@example.com'));
    smtp.refuseNext();
    expect((await person.sendCode({ email: 'patient@example.com' })).statusCode).toBe(503);
    const signedIn = await person.verify({ email: 'patient@example.com', code: first });
    expect(signedIn.statusCode).toBe(200);
  });

  it('is withdrawn: the SMS retry at once is sent with a code that signs in', async () => {
    const browser = cookieJar();
    const post = async (url: string, payload: object) =>
      browser.keep(
        await t.app.inject({ method: 'POST', url, payload, headers: browser.headers() }),
      );
    sms.failWith(418);
    const failed = await post('/api/auth-send-mobile-code', { mobile: '09125550000' });
    sms.failWith(undefined);
    expect(failed.statusCode).toBe(503);

    const retry = await post('/api/auth-send-mobile-code', { mobile: '09125550000' });
    expect(retry.json()).toEqual({ status: 'code_send' });
    const code = sms.requests.at(-1)?.params.token ?? '';
    expect(code).toMatch(/^\d{5}$/);
    const confirmed = await post('/api/auth-confirm-mobile-code', { mobile: '09125550000', code });
    expect(confirmed.json().status).toBe('ok');
  });

  it('is withdrawn for an address a member proves, which stays not pending', async () => {
    const person = emailBrowser(t.app, smtp);
    const code = await person.codeFor('prover@example.com');
    const token = (await person.verify({ email: 'prover@example.com', code })).json().token
      .plainTextToken as string;
    const prove = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/me/email',
        payload: { email: 'second@example.com' },
        headers: bearer(token),
      });
    smtp.refuseNext();
    expect((await prove()).statusCode).toBe(503);
    const me = await t.app.inject({ url: '/api/me', headers: bearer(token) });
    expect(me.json().pending_email).toBeNull();

    const before = smtp.received.length;
    expect((await prove()).statusCode).toBe(200);
    const proof = codeIn(await smtp.mailTo('second@example.com', before));
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/me/email/verify',
      payload: { code: proof },
      headers: bearer(token),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().email).toBe('second@example.com');
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { emailBrowser, wrongCode as wrong } from '../../../test/helpers/email-sign-in';
import {
  partOf,
  startSmtpPeer,
  subjectOf,
  codeIn,
  writtenCodeIn,
} from '../../../test/helpers/smtp-peer';
import { resendable } from '../../../test/helpers/sign-in';
import { authCodes, users } from '../../db/schema';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
// The person's browser: a code is bound to the browser that asked for it.
let person: ReturnType<typeof emailBrowser>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({
    config: { smtpUrl: smtp.url, smtpFrom: 'IdeaBazaar <no-reply@ideabazaar.test>' },
  });
  person = emailBrowser(t.app, smtp);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const sendCode = (payload: object, headers?: Record<string, string>) =>
  person.sendCode(payload, headers);
const verify = (payload: object) => person.verify(payload);
const codeFor = (email: string, payload?: object) => person.codeFor(email, payload);

describe('e-mail sign-in', () => {
  it("sends a 5-digit code by SMTP and answers {status:'success'}", async () => {
    const before = smtp.received.length;
    const response = await sendCode({ email: '  Sara@Example.com ' });
    expect(response.json()).toEqual({ status: 'success' });
    const mail = await smtp.mailTo('sara@example.com', before);
    expect(mail.from).toBe('no-reply@ideabazaar.test');
    expect(subjectOf(mail)).toBe('Your IdeaBazaar sign-in code');
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{5}$/);
    expect(partOf(mail)).toContain(`Your IdeaBazaar sign-in code is ${code}.`);
    expect(partOf(mail, 'text/html')).toContain(code);
  });

  it('writes the mail in Persian for a Persian reader', async () => {
    const before = smtp.received.length;
    await sendCode({ email: 'parsa@example.com' }, { 'accept-language': 'fa-IR,fa;q=0.9' });
    const mail = await smtp.mailTo('parsa@example.com', before);
    expect(subjectOf(mail)).toBe('کد ورود شما به ایده‌بازار');
    // The code in Persian digits, as every number in Persian; typed as it is, it signs in.
    const written = writtenCodeIn(mail);
    expect(written).toMatch(/^[۰-۹]{5}$/);
    expect(partOf(mail)).toContain(`کد ورود شما به ایده‌بازار ${written} است.`);
    expect(partOf(mail)).not.toMatch(/[0-9]/);
    expect(partOf(mail, 'text/html')).toContain('dir="rtl"');
    expect(partOf(mail, 'text/html')).toContain(`dir="ltr">${written}</strong>`);
    const signedIn = await verify({ email: 'parsa@example.com', code: written });
    expect(signedIn.json().status).toBe('ok');
  });

  it('verifies the code once, creates the member and returns an id|secret token', async () => {
    const code = await codeFor('new.member@example.com');
    const response = await verify({ email: 'new.member@example.com', code });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.token.plainTextToken).toMatch(/^\d+\|[A-Za-z0-9_-]{43}$/);
    const [member] = await t.db.db
      .select()
      .from(users)
      .where(eq(users.email, 'new.member@example.com'));
    expect(member?.referralCode).toMatch(/^[A-Z2-9]{8}$/);

    const me = await t.app.inject({
      url: '/api/me',
      headers: { authorization: `Bearer ${body.token.plainTextToken}` },
    });
    expect(me.json()).toMatchObject({ email: 'new.member@example.com', id: String(member?.id) });

    const again = await verify({ email: 'new.member@example.com', code });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Invalid verification code');
  });

  it('signs an existing member in to the same account, with Persian digits in the code', async () => {
    const first = await verify({
      email: 'same@example.com',
      code: await codeFor('same@example.com'),
    });
    await resendable(t, 'same@example.com');
    const code = await codeFor('same@example.com');
    const persian = code.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
    const second = await verify({ email: 'SAME@example.com', code: persian });
    expect(second.statusCode).toBe(200);
    const ids = await t.db.db.select().from(users).where(eq(users.email, 'same@example.com'));
    expect(ids).toHaveLength(1);
    expect(second.json().token.plainTextToken).not.toBe(first.json().token.plainTextToken);
  });

  it('refuses a wrong code with 401 and an expired code even when right', async () => {
    const code = await codeFor('expired@example.com');
    expect((await verify({ email: 'expired@example.com', code: wrong(code) })).statusCode).toBe(
      401,
    );
    await t.db.db
      .update(authCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authCodes.address, 'expired@example.com'));
    const late = await verify({ email: 'expired@example.com', code });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({
      message: 'Invalid verification code',
      code: 'code_invalid',
    });
  });

  it('answers an unknown referral code with the same 422 for a known and a new address', async () => {
    await verify({
      email: 'referral.known@example.com',
      code: await codeFor('referral.known@example.com'),
    });
    const answers = [];
    for (const email of ['referral.known@example.com', 'referral.new@example.com']) {
      const response = await verify({ email, code: '12345', referral_code: 'NOPE2345' });
      answers.push([response.statusCode, response.body]);
    }
    expect(answers[0]).toEqual([422, expect.stringContaining('This referral code does not exist')]);
    expect(answers[1]).toEqual(answers[0]);
  });

  it('refuses a new code within 60 s of the last, with Retry-After', async () => {
    await codeFor('resend@example.com');
    const again = await sendCode({ email: 'resend@example.com' });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
    await t.db.db
      .update(authCodes)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(eq(authCodes.address, 'resend@example.com'));
    expect((await sendCode({ email: 'resend@example.com' })).statusCode).toBe(200);
  });

  it('only the newest code works after a resend', async () => {
    const old = await codeFor('newest@example.com');
    await t.db.db
      .update(authCodes)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(eq(authCodes.address, 'newest@example.com'));
    const fresh = await codeFor('newest@example.com');
    if (old !== fresh) {
      expect((await verify({ email: 'newest@example.com', code: old })).statusCode).toBe(401);
    }
    expect((await verify({ email: 'newest@example.com', code: fresh })).statusCode).toBe(200);
  });

  it('answers the same for an address with and without an account', async () => {
    await verify({ email: 'known@example.com', code: await codeFor('known@example.com') });
    await resendable(t, 'known@example.com');
    const known = await sendCode({ email: 'known@example.com' });
    const unknown = await sendCode({ email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
  });

  it.each([
    [{}, 'email', 'Please enter your email'],
    [{ email: '   ' }, 'email', 'Please enter your email'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email'],
    [{ email: 42 }, 'email', 'Please enter your email'],
  ])('refuses %j with 422', async (payload, field, message) => {
    const response = await sendCode(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it.each([
    [{ email: 'a@example.com' }, 'code', 'Please enter verification code'],
    [{ email: 'a@example.com', code: '' }, 'code', 'Please enter verification code'],
    [{ email: 'a@example.com', code: '12a45' }, 'code', 'Please enter numbers only!!'],
  ])('refuses verify %j with 422', async (payload, field, message) => {
    const response = await verify(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('never answers a malformed body with a 5xx', async () => {
    for (const payload of ['{', '[]', 'null', '"x"', '{"email":{"$gt":""}}']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/email/verify-code',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload).toBeLessThan(500);
    }
  });
});

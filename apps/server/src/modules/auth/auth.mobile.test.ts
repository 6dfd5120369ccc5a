import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { cookieJar } from '../../../test/helpers/cookie-jar';
import { wrongCode as wrong } from '../../../test/helpers/email-sign-in';
import { startKavenegarPeer } from '../../../test/helpers/kavenegar-peer';
import { lastFailureJustNow, resendable } from '../../../test/helpers/sign-in';
import { authFailures, users } from '../../db/schema';

const API_KEY = 'TEST-KEY-123';
let t: TestApp;
let sms: Awaited<ReturnType<typeof startKavenegarPeer>>;
let ip = 0;

beforeAll(async () => {
  sms = await startKavenegarPeer({ apiKey: API_KEY });
  t = await createTestApp({
    config: {
      sms: sms.config,
    },
  });
});
afterAll(async () => {
  await t.close();
  await sms.close();
});

// The person's browser: a code is bound to the browser that asked for it.
const browser = cookieJar();
const post = async (url: string, payload: unknown) =>
  browser.keep(
    await t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: browser.headers(),
      remoteAddress: `192.0.2.${++ip}`,
    }),
  );
const send = (payload: unknown) => post('/api/auth-send-mobile-code', payload);
const confirm = (payload: unknown) => post('/api/auth-confirm-mobile-code', payload);
const toPersian = (text: string) =>
  text.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));

/** Sends a code and reads it from what reached the SMS provider. */
async function codeFor(mobile: string, email?: string) {
  const response = await send({ mobile, email });
  expect(response.json()).toEqual({ status: 'code_send' });
  const request = sms.requests.at(-1);
  return request?.params.token ?? '';
}

describe('mobile sign-in over Kavenegar', () => {
  it("sends the code through verify/lookup with the template and answers 'code_send'", async () => {
    const code = await codeFor('09121111111');
    const request = sms.requests.at(-1);
    expect(request).toMatchObject({
      method: 'verify/lookup',
      params: { receptor: '09121111111', template: 'ideabazaar-verify' },
    });
    expect(code).toMatch(/^\d{5}$/);
  });

  it.each([
    '+989122222222',
    '989122222222',
    '0912 222 2222',
    toPersian('09122222222'),
    '9122222222',
  ])('normalises %s to one number', async (mobile) => {
    await resendable(t, '09122222222');
    await codeFor(mobile);
    expect(sms.requests.at(-1)?.params.receptor).toBe('09122222222');
  });

  it("confirms with 'ok' and a token, keeping the e-mail given pending until it is proven", async () => {
    const code = await codeFor('09123333333', 'mobile.person@example.com');
    const response = await confirm({ mobile: toPersian('09123333333'), code: toPersian(code) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.token.plainTextToken).toMatch(/^\d+\|/);
    const [member] = await t.db.db.select().from(users).where(eq(users.mobile, '09123333333'));
    expect(member?.email).toBeNull();
    expect(member?.pendingEmail).toBe('mobile.person@example.com');
  });

  it("answers 'not_ok' for a wrong code, then 'code_wrong' once the code is void", async () => {
    const code = await codeFor('09124444444');
    for (let i = 0; i < 5; i += 1) {
      // As if the wait between tries (at most a minute) had passed.
      await t.db.db
        .update(authFailures)
        .set({ createdAt: sql`created_at - interval '61 seconds'` })
        .where(eq(authFailures.address, '09124444444'));
      expect((await confirm({ mobile: '09124444444', code: wrong(code) })).json()).toEqual({
        status: 'not_ok',
      });
    }
    const voided = (await confirm({ mobile: '09124444444', code })).json();
    expect(voided.status).toBe('code_wrong');
    expect(voided.msg).toBe('This code is no longer valid. Please ask for a new one.');
    expect(voided.code).toBe('code_wrong');
  });

  it("answers 'code_wrong' for an expired or used code", async () => {
    const code = await codeFor('09125555555');
    expect((await confirm({ mobile: '09125555555', code })).json().status).toBe('ok');
    expect((await confirm({ mobile: '09125555555', code })).json().status).toBe('code_wrong');
  });

  it("answers 'error' with how long to wait while wrong codes slow the number down", async () => {
    const mobile = '09126666666';
    const code = await codeFor(mobile);
    const answers = [];
    for (let i = 0; i < 3; i += 1)
      answers.push((await confirm({ mobile, code: wrong(code) })).json());
    await lastFailureJustNow(t, mobile);
    answers.push((await confirm({ mobile, code: wrong(code) })).json());
    expect(answers.slice(0, 3)).toEqual([
      { status: 'not_ok' },
      { status: 'not_ok' },
      { status: 'not_ok' },
    ]);
    expect(answers[3]).toEqual({
      status: 'error',
      msg: 'Too many wrong codes. Please wait a moment and try again.',
      code: 'code_slow_down',
    });
  });

  it('answers an unknown referral code with the same 422 for a known and a new number', async () => {
    const bodies = [];
    for (const mobile of ['09123333333', '09121010101']) {
      const response = await confirm({ mobile, code: '12345', referral_code: 'NOPE2345' });
      bodies.push([response.statusCode, response.body]);
    }
    expect(bodies[0]?.[0]).toBe(422);
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it("answers 'user_exist' when the e-mail belongs to another member, and sends nothing", async () => {
    await confirm({
      mobile: '09127777777',
      code: await codeFor('09127777777', 'taken@example.com'),
    });
    // Only a proven address belongs to a member.
    await t.db.db
      .update(users)
      .set({ email: 'taken@example.com', pendingEmail: null })
      .where(eq(users.mobile, '09127777777'));
    const before = sms.requests.length;
    const response = await send({ mobile: '09128888888', email: 'Taken@Example.com' });
    expect(response.json()).toEqual({ status: 'user_exist' });
    expect(sms.requests.length).toBe(before);
    await resendable(t, '09127777777');
    // The owner of the e-mail may give it with their own number.
    expect((await send({ mobile: '09127777777', email: 'taken@example.com' })).json()).toEqual({
      status: 'code_send',
    });
  });

  it.each([
    [{}, 'mobile', 'Mobile field is required'],
    [{ mobile: '' }, 'mobile', 'Mobile field is required'],
    [{ mobile: '0912abc4567' }, 'mobile', 'Please enter numbers only!!'],
    [{ mobile: '0812345678' }, 'mobile', 'Please enter a valid Iranian mobile number'],
    [{ mobile: '09121234567', email: 'bad' }, 'email', 'Please enter a valid email'],
  ])('refuses send %j with 422 and the seed text', async (payload, field, message) => {
    const before = sms.requests.length;
    const response = await send(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    expect(sms.requests.length).toBe(before);
  });

  it.each([
    [{ mobile: '09121234567' }, 'code', 'Verification code field is required'],
    [{ mobile: '09121234567', code: ' ' }, 'code', 'Verification code field is required'],
    [{ mobile: '09121234567', code: '12x45' }, 'code', 'Please enter numbers only!!'],
    [{ code: '12345' }, 'mobile', 'Mobile field is required'],
  ])('refuses confirm %j with 422 and the seed text', async (payload, field, message) => {
    const response = await confirm(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('answers 503 when the provider refuses, with the details kept from the caller', async () => {
    sms.failWith(418);
    try {
      const response = await send({ mobile: '09129999999' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'Server Error', code: 'unavailable' });
    } finally {
      sms.failWith(undefined);
    }
  });
});

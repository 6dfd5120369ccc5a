import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { cookieJar, type CookieJar } from '../../../test/helpers/cookie-jar';
import { codeIn, partOf, startSmtpPeer, subjectOf } from '../../../test/helpers/smtp-peer';
import { authCodes, authFailures, users } from '../../db/schema';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({
    config: { smtpUrl: smtp.url, smtpFrom: 'IdeaBazaar <no-reply@ideabazaar.test>' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

// The person's browser: a code is bound to the browser that asked for it.
const browser = cookieJar();
const post = async (
  url: string,
  payload: object,
  headers: Record<string, string> = {},
  ip = nextIp(),
  jar: CookieJar = browser,
) =>
  jar.keep(
    await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: jar.headers(headers),
      remoteAddress: ip,
    }),
  );
const sendCode = (payload: object, headers?: Record<string, string>) =>
  post('/api/auth/email/send-code', payload, headers);
const verify = (payload: object) => post('/api/auth/email/verify-code', payload);

async function codeFor(email: string, payload: object = {}) {
  const before = smtp.received.length;
  const response = await sendCode({ email, ...payload });
  expect(response.statusCode, response.body).toBe(200);
  return codeIn(await smtp.mailTo(email, before));
}
/** As if the longest wait between tries (a minute) had passed since the last wrong code. */
const waitOutDelay = (address: string) =>
  t.db.db
    .update(authFailures)
    .set({ createdAt: sql`created_at - interval '61 seconds'` })
    .where(eq(authFailures.address, address));
const wrong = (code: string) => String((Number(code) + 1) % 100000).padStart(5, '0');

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
    expect(partOf(mail)).toContain(`کد ورود شما به ایده‌بازار ${codeIn(mail)} است.`);
    expect(partOf(mail, 'text/html')).toContain('dir="rtl"');
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
    await t.db.db.update(authCodes).set({ createdAt: sql`now() - interval '2 minutes'` });
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
      code: 'unauthenticated',
    });
  });

  it('voids a code after five wrong tries, however slowly they come', async () => {
    const email = 'brute@example.com';
    const code = await codeFor(email);
    for (let i = 0; i < 5; i += 1) {
      await waitOutDelay(email);
      expect((await verify({ email, code: wrong(code) })).statusCode).toBe(401);
    }
    await waitOutDelay(email);
    expect((await verify({ email, code })).statusCode).toBe(401);
  });

  it('lets the owner in with a fresh code however many wrong codes came before', async () => {
    const email = 'hammer@example.com';
    for (let round = 0; round < 3; round += 1) {
      await t.db.db.update(authCodes).set({ createdAt: sql`now() - interval '2 minutes'` });
      const code = await codeFor(email);
      for (let i = 0; i < 5; i += 1) {
        const status = (await verify({ email, code: wrong(code) })).statusCode;
        expect([401, 429]).toContain(status);
      }
      await t.db.db
        .update(authFailures)
        .set({ createdAt: sql`created_at - interval '2 minutes'` })
        .where(eq(authFailures.address, email));
    }
    await t.db.db.update(authCodes).set({ createdAt: sql`now() - interval '2 minutes'` });
    const response = await verify({ email, code: await codeFor(email) });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('slows guessing at one address with a rising delay, and tells how long to wait', async () => {
    const email = 'slow@example.com';
    const code = await codeFor(email);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await verify({ email, code: wrong(code) })).statusCode);
    // Three wrong codes are free; the fourth waits a second after the third.
    expect(statuses).toEqual([401, 401, 401, 429]);
    const waiting = await verify({ email, code });
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(waiting.json().message).toBe(
      'Too many wrong codes. Please wait a moment and try again.',
    );
    // The refused tries were not counted: the right code works once the wait is over.
    await t.db.db
      .update(authFailures)
      .set({ createdAt: sql`created_at - interval '2 seconds'` })
      .where(eq(authFailures.address, email));
    expect((await verify({ email, code })).statusCode).toBe(200);
  });

  it('does not count a code used a moment ago, sent again, as a guess', async () => {
    const email = 'double.tap@example.com';
    const code = await codeFor(email);
    expect((await verify({ email, code })).statusCode).toBe(200);
    expect((await verify({ email, code })).statusCode).toBe(401);
    const failures = await t.db.db
      .select()
      .from(authFailures)
      .where(eq(authFailures.address, email));
    expect(failures).toHaveLength(0);
  });

  it('counts parallel guesses at one code one at a time: never more than five are checked', async () => {
    const email = 'parallel@example.com';
    const code = await codeFor(email);
    const guesses = Array.from({ length: 20 }, (_, i) =>
      String((Number(code) + 1 + i) % 100000).padStart(5, '0'),
    );
    const responses = await Promise.all(guesses.map((guess) => verify({ email, code: guess })));
    const checked = responses.filter((response) => response.statusCode === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(responses.every((response) => [401, 429].includes(response.statusCode))).toBe(true);
    const [row] = await t.db.db.select().from(authCodes).where(eq(authCodes.address, email));
    expect(row?.attempts).toBe(checked);
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

  it('limits code tries per IP', async () => {
    const local = await createTestApp({ config: { smtpUrl: smtp.url, rateLimitAuthTry: 3 } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await local.app.inject({
          method: 'POST',
          url: '/api/auth/email/verify-code',
          payload: { email: `try-limit-${i}@example.com`, code: '12345' },
          remoteAddress: '203.0.113.60',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await local.close();
    }
  });

  it('stops checking tried codes service-wide past the global limit, but not a fresh code', async () => {
    const local = await createTestApp({ config: { smtpUrl: smtp.url, rateLimitAuthFailures: 2 } });
    const jar = cookieJar();
    const call = async (url: string, payload: object) =>
      jar.keep(await local.app.inject({ method: 'POST', url, payload, headers: jar.headers() }));
    const codeOf = async (email: string) => {
      const before = smtp.received.length;
      await call('/api/auth/email/send-code', { email });
      return codeIn(await smtp.mailTo(email, before));
    };
    const check = (email: string, code: string) =>
      call('/api/auth/email/verify-code', { email, code });
    try {
      for (const email of ['global-a@example.com', 'global-b@example.com']) {
        expect((await check(email, wrong(await codeOf(email)))).statusCode).toBe(401);
      }
      // Tripped: a code already tried is not checked any more...
      const tried = await codeOf('global-c@example.com');
      expect((await check('global-c@example.com', wrong(tried))).statusCode).toBe(401);
      const busy = await check('global-c@example.com', tried);
      expect(busy.statusCode).toBe(429);
      expect(busy.json().message).toBe(
        'Too many sign-in attempts right now. Please try again in a few minutes.',
      );
      // ...but the first try of a fresh code, which only its own browser can make, still is.
      const fresh = await codeOf('global-d@example.com');
      expect((await check('global-d@example.com', fresh)).statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });

  it('checks a code only in the browser that asked for it', async () => {
    const email = 'bound@example.com';
    const code = await codeFor(email);
    const elsewhere = cookieJar();
    const stranger = await post(
      '/api/auth/email/verify-code',
      { email, code },
      {},
      nextIp(),
      elsewhere,
    );
    expect(stranger.statusCode).toBe(401);
    const noCookie = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/verify-code',
      payload: { email, code },
    });
    expect(noCookie.statusCode).toBe(401);
    // Neither try counted against the code: its owner signs in with it.
    expect((await verify({ email, code })).statusCode).toBe(200);
  });

  it("lets no one else void, slow or replace the owner's code", async () => {
    const email = 'guarded@example.com';
    const code = await codeFor(email);
    // Another browser asks for codes to the same address and guesses at them.
    const attacker = cookieJar();
    for (let round = 0; round < 2; round += 1) {
      await t.db.db
        .update(authCodes)
        .set({ createdAt: sql`created_at - interval '61 seconds'` })
        .where(eq(authCodes.address, email));
      const asked = await post('/api/auth/email/send-code', { email }, {}, nextIp(), attacker);
      expect(asked.statusCode).toBe(200);
      for (let i = 0; i < 5; i += 1) {
        await post(
          '/api/auth/email/verify-code',
          { email, code: wrong(code) },
          {},
          nextIp(),
          attacker,
        );
      }
    }
    const failures = await t.db.db
      .select()
      .from(authFailures)
      .where(eq(authFailures.address, email));
    expect(failures.length).toBeGreaterThanOrEqual(3);
    expect((await verify({ email, code })).statusCode).toBe(200);
  });

  it('sends at most ten codes to one address in ten minutes, whichever browsers ask', async () => {
    const email = 'flooded@example.com';
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await post(
        '/api/auth/email/send-code',
        { email },
        {},
        nextIp(),
        cookieJar(),
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
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
    await t.db.db.update(authCodes).set({ createdAt: sql`now() - interval '2 minutes'` });
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

  it('limits code requests per IP', async () => {
    const local = await createTestApp({ config: { smtpUrl: smtp.url, rateLimitAuthSend: 3 } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await local.app.inject({
          method: 'POST',
          url: '/api/auth/email/send-code',
          payload: { email: `ip-limit-${i}@example.com` },
          remoteAddress: '203.0.113.50',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      // An IPv6 subscriber's whole /64 is one client, whatever the rest of the address.
      const v6 = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await local.app.inject({
          method: 'POST',
          url: '/api/auth/email/send-code',
          payload: { email: `ip6-limit-${i}@example.com` },
          remoteAddress: `2001:db8:7:9::${i + 1}`,
        });
        v6.push(response.statusCode);
      }
      expect(v6).toEqual([200, 200, 200, 429]);
    } finally {
      await local.close();
    }
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import {
  emailBrowser,
  statusesFrom,
  wrongCode as wrong,
} from '../../../test/helpers/email-sign-in';
import { startSmtpPeer } from '../../../test/helpers/smtp-peer';
import { lastFailureJustNow, resendable } from '../../../test/helpers/sign-in';
import { authCodes, authFailures } from '../../db/schema';

// Guessing at sign-in codes is slowed and bounded, never turned into a lockout of the owner
// (codes.service.ts): the tries each code and each address allow, the browser a code belongs
// to, and the per-IP and service-wide limits. Shown on the e-mail flow; the mobile one shares it.
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let codeFor: (email: string) => Promise<string>;
let verify: (payload: object) => ReturnType<ReturnType<typeof emailBrowser>['verify']>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ config: { smtpUrl: smtp.url } });
  // The owner's browser.
  ({ codeFor, verify } = emailBrowser(t.app, smtp));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** As if the longest wait between tries (a minute) had passed since the last wrong code. */
const waitOutDelay = (address: string) =>
  t.db.db
    .update(authFailures)
    .set({ createdAt: sql`created_at - interval '61 seconds'` })
    .where(eq(authFailures.address, address));

describe('guessing at sign-in codes', () => {
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
      await resendable(t, email);
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
    await resendable(t, email);
    const response = await verify({ email, code: await codeFor(email) });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('slows guessing at one address with a rising delay, and tells how long to wait', async () => {
    const email = 'slow@example.com';
    const code = await codeFor(email);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await verify({ email, code: wrong(code) })).statusCode);
    await lastFailureJustNow(t, email);
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
      .set({ createdAt: sql`now() - interval '2 seconds'` })
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

  it('limits code tries per IP', async () => {
    const local = await createTestApp({ config: { smtpUrl: smtp.url, rateLimitAuthTry: 3 } });
    try {
      const payloads = [0, 1, 2, 3].map((i) => ({
        email: `try-limit-${i}@example.com`,
        code: '12345',
      }));
      const url = '/api/auth/email/verify-code';
      expect(await statusesFrom(local.app, url, payloads, '203.0.113.60')).toEqual([
        401, 401, 401, 429,
      ]);
    } finally {
      await local.close();
    }
  });

  it('stops checking tried codes service-wide past the global limit, but not a fresh code', async () => {
    const local = await createTestApp({ config: { smtpUrl: smtp.url, rateLimitAuthFailures: 2 } });
    const person = emailBrowser(local.app, smtp);
    const codeOf = (email: string) => person.codeFor(email);
    const check = (email: string, code: string) => person.verify({ email, code });
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
    const stranger = await emailBrowser(t.app, smtp).verify({ email, code });
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
    const attacker = emailBrowser(t.app, smtp);
    for (let round = 0; round < 2; round += 1) {
      await t.db.db
        .update(authCodes)
        .set({ createdAt: sql`created_at - interval '61 seconds'` })
        .where(eq(authCodes.address, email));
      expect((await attacker.sendCode({ email })).statusCode).toBe(200);
      for (let i = 0; i < 5; i += 1) await attacker.verify({ email, code: wrong(code) });
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
      statuses.push((await emailBrowser(t.app, smtp).sendCode({ email })).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('limits code requests per IP, an IPv6 client by its /64', async () => {
    const local = await createTestApp({ config: { smtpUrl: smtp.url, rateLimitAuthSend: 3 } });
    const url = '/api/auth/email/send-code';
    const payloads = (prefix: string) =>
      [0, 1, 2, 3].map((i) => ({ email: `${prefix}-${i}@example.com` }));
    try {
      expect(await statusesFrom(local.app, url, payloads('ip-limit'), '203.0.113.50')).toEqual([
        200, 200, 200, 429,
      ]);
      // An IPv6 subscriber's whole /64 is one client, whatever the rest of the address.
      const v6 = [];
      for (const [i, payload] of payloads('ip6-limit').entries()) {
        v6.push(...(await statusesFrom(local.app, url, [payload], `2001:db8:7:9::${i + 1}`)));
      }
      expect(v6).toEqual([200, 200, 200, 429]);
    } finally {
      await local.close();
    }
  });
});

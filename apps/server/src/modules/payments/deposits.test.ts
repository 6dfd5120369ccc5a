import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payments, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { bearer, signIn, signInResponse } from '../../../test/helpers/sign-in';
import { expectLedgerSound, walletOf } from '../../../test/helpers/wallet';
import { startZarinpalPeer } from '../../../test/helpers/zarinpal-peer';

let t: TestApp;
let peer: Awaited<ReturnType<typeof startZarinpalPeer>>;
let n = 0;

const email = () => `payer${++n}.${randomUUID().slice(0, 6)}@example.com`;
const deposit = (token: string, amount: unknown, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/wallet/deposit',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { amount },
  });
const authorityOf = (paymentUrl: string) => /\/pg\/StartPay\/([\w-]+)$/.exec(paymentUrl)![1]!;
/** The browser follows the gateway's redirect back to the app. */
const back = (url: string) => {
  const parsed = new URL(url);
  return t.app.inject({ url: `${parsed.pathname}${parsed.search}` });
};

beforeAll(async () => {
  peer = await startZarinpalPeer();
  t = await createTestApp({ config: { payment: peer.config, devGateway: false } });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});
afterEach(async () => {
  await expectLedgerSound(t);
});

describe('deposits through Zarinpal', () => {
  it('asks the gateway, verifies the amount it recorded and credits once', async () => {
    const token = await signIn(t, email());
    const start = await deposit(token, 250_000, randomUUID());
    expect(start.statusCode, start.body).toBe(200);
    const { payment_url: url, payment_id: id } = start.json();
    expect(url).toMatch(new RegExp(`^${peer.url}/pg/StartPay/`));
    const request = peer.calls.at(-1)!;
    expect(request.path).toBe('/pg/v4/payment/request.json');
    expect(request.body).toMatchObject({
      merchant_id: peer.config.merchantId,
      amount: 250_000,
      currency: 'IRT',
      callback_url: `${t.config.publicUrl}/api/payments/zarinpal/callback`,
    });
    const authority = authorityOf(url);
    const returned = await back(peer.pay(authority));
    expect(returned.statusCode).toBe(302);
    expect(returned.headers.location).toBe(`/wallet?deposit=ok&payment=${id}`);
    expect(peer.calls.at(-1)).toMatchObject({
      path: '/pg/v4/payment/verify.json',
      body: { amount: 250_000, authority },
    });
    expect(await walletOf(t, token)).toMatchObject({ available: 250_000 });
    const shown = await t.app.inject({ url: `/api/wallet/deposits/${id}`, headers: bearer(token) });
    expect(shown.json()).toMatchObject({ status: 'paid', amount: 250_000 });
    expect(shown.json().ref_id).toMatch(/^\d+$/);

    // The callback again, and two at once: nothing more.
    const again = await Promise.all([1, 2, 3].map(() => back(peer.pay(authority))));
    expect(again.map((r) => r.headers.location)).toEqual(
      Array(3).fill(`/wallet?deposit=ok&payment=${id}`),
    );
    expect(await walletOf(t, token)).toMatchObject({ available: 250_000 });
    const transactions = await t.app.inject({
      url: '/api/wallet/transactions?filter=deposits',
      headers: bearer(token),
    });
    expect(transactions.json().transactions).toHaveLength(1);
  });

  it('credits two racing callbacks of one payment once, verified code 101 the second time', async () => {
    const token = await signIn(t, email());
    const { payment_url: url } = (await deposit(token, 40_000)).json();
    const returning = peer.pay(authorityOf(url));
    await Promise.all([back(returning), back(returning)]);
    expect(await walletOf(t, token)).toMatchObject({ available: 40_000 });
  });

  it('credits the payer only, whoever brings the callback', async () => {
    const payer = await signIn(t, email());
    const other = await signIn(t, email());
    const { payment_url: url } = (await deposit(payer, 30_000)).json();
    const path = new URL(peer.pay(authorityOf(url)));
    await t.app.inject({ url: `${path.pathname}${path.search}`, headers: bearer(other) });
    expect(await walletOf(t, payer)).toMatchObject({ available: 30_000 });
    expect(await walletOf(t, other)).toMatchObject({ available: 0 });
    const peek = await t.app.inject({
      url: `/api/wallet/deposits/${
        (
          await t.db.db
            .select()
            .from(payments)
            .where(eq(payments.authority, authorityOf(url)))
        )[0]!.id
      }`,
      headers: bearer(other),
    });
    expect(peek.statusCode).toBe(404);
  });

  it('credits nothing for a cancelled payment, an error code or an amount that differs', async () => {
    const token = await signIn(t, email());
    const cancelled = (await deposit(token, 20_000)).json();
    const nok = await back(peer.cancel(authorityOf(cancelled.payment_url)));
    expect(nok.headers.location).toBe(`/wallet?deposit=failed&payment=${cancelled.payment_id}`);
    // Status=OK forged for a payment the gateway says was not paid: verify answers -51.
    const unpaid = (await deposit(token, 20_000)).json();
    const forged = await t.app.inject({
      url: `/api/payments/zarinpal/callback?Authority=${authorityOf(unpaid.payment_url)}&Status=OK`,
    });
    expect(forged.headers.location).toBe(`/wallet?deposit=failed&payment=${unpaid.payment_id}`);
    // The gateway holds another amount than this server recorded: verify answers -50.
    const tampered = (await deposit(token, 20_000)).json();
    const authority = authorityOf(tampered.payment_url);
    peer.simulator.payment(authority)!.amount = 2_000;
    const mismatch = await back(peer.pay(authority));
    expect(mismatch.headers.location).toBe(`/wallet?deposit=failed&payment=${tampered.payment_id}`);
    expect(await walletOf(t, token)).toMatchObject({ available: 0 });
    const rows = await t.db.db.select().from(payments).where(eq(payments.gateway, 'zarinpal'));
    const mine = rows.filter((row) =>
      [cancelled.payment_id, unpaid.payment_id, tampered.payment_id].includes(row.id),
    );
    expect(mine.map((row) => row.status)).toEqual(['failed', 'failed', 'failed']);
  });

  it('answers an unknown or malformed authority with a 4xx and touches nothing', async () => {
    const unknown = await t.app.inject({
      url: '/api/payments/zarinpal/callback?Authority=S0000000000&Status=OK',
    });
    expect(unknown.statusCode).toBe(404);
    for (const query of [
      'Authority=%27%3B--&Status=OK',
      'Authority=abc&Status=MAYBE',
      'Status=OK',
      `Authority=${'A'.repeat(500)}&Status=OK`,
    ]) {
      const response = await t.app.inject({ url: `/api/payments/zarinpal/callback?${query}` });
      expect(response.statusCode, query).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, query).toBeLessThan(500);
    }
  });

  it('keeps DEPOSIT_MIN and DEPOSIT_MAX, and refuses what is not an amount', async () => {
    const token = await signIn(t, email());
    const calls = peer.calls.length;
    const small = await deposit(token, 9_999);
    expect(small.statusCode).toBe(422);
    expect(small.json()).toMatchObject({ code: 'deposit_too_small', params: { minimum: 10_000 } });
    expect((await deposit(token, 200_000_001)).json().code).toBe('deposit_too_large');
    for (const amount of [0, -5, 1.5, 'abc', null, 1e300]) {
      expect((await deposit(token, amount)).statusCode, String(amount)).toBe(422);
    }
    expect((await deposit(token, '۵۰٬۰۰۰')).statusCode).toBe(200);
    expect(peer.calls.length).toBe(calls + 1);
  });

  it('asks the gateway once per Idempotency-Key, and refuses the key with another amount', async () => {
    const token = await signIn(t, email());
    const key = randomUUID();
    const calls = peer.calls.length;
    const first = await deposit(token, 70_000, key);
    const retry = await deposit(token, 70_000, key);
    expect(retry.json()).toEqual(first.json());
    expect(peer.calls.length).toBe(calls + 1);
    const other = await deposit(token, 80_000, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
  });

  it('says so when the gateway is down or refuses, and a retry under the key asks it no more', async () => {
    const token = await signIn(t, email());
    peer.failNext({ status: 502 });
    const key = randomUUID();
    const down = await deposit(token, 15_000, key);
    expect(down.statusCode).toBe(503);
    expect(down.json().code).toBe('gateway_unavailable');
    const calls = peer.calls.length;
    expect((await deposit(token, 15_000, key)).statusCode).toBe(503);
    expect(peer.calls.length).toBe(calls);
    peer.failNext({ code: -10 });
    const refused = await deposit(token, 15_000);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().code).toBe('gateway_refused');
  });

  it('reconciles a payment whose member never came back, after PAYMENT_RECONCILE_MINUTES', async () => {
    const token = await signIn(t, email());
    const paid = (await deposit(token, 60_000)).json();
    const abandoned = (await deposit(token, 25_000)).json();
    peer.pay(authorityOf(paid.payment_url));
    expect(await t.app.services.deposits.reconcile()).toBe(0);
    await t.db.db
      .update(payments)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(sql`${payments.id} in (${paid.payment_id}, ${abandoned.payment_id})`);
    expect(await t.app.services.deposits.reconcile()).toBe(2);
    expect(await walletOf(t, token)).toMatchObject({ available: 60_000 });
    const states = await t.db.db
      .select()
      .from(payments)
      .where(eq(payments.id, abandoned.payment_id));
    expect(states[0]!.status).toBe('failed');
    // The payer of the abandoned one finishes after all: verify says paid, so it is credited once.
    const finished = await back(peer.pay(authorityOf(abandoned.payment_url)));
    expect(finished.headers.location).toBe(`/wallet?deposit=ok&payment=${abandoned.payment_id}`);
    await back(peer.pay(authorityOf(abandoned.payment_url)));
    expect(await walletOf(t, token)).toMatchObject({ available: 85_000 });
    // The member comes back late: the payment is known and settled, nothing more is credited.
    const late = await back(peer.pay(authorityOf(paid.payment_url)));
    expect(late.headers.location).toBe(`/wallet?deposit=ok&payment=${paid.payment_id}`);
    expect(await walletOf(t, token)).toMatchObject({ available: 85_000 });
  });

  it("earns the referrer nothing for a friend's deposits (issue 28: a deposit can be withdrawn)", async () => {
    const referrerEmail = email();
    const referrer = await signIn(t, referrerEmail);
    const [row] = await t.db.db.select().from(users).where(eq(users.email, referrerEmail));
    const friendResponse = await signInResponse(t, email(), row!.referralCode);
    const friend = friendResponse.json().token.plainTextToken as string;
    for (const amount of [10_000, 20_000]) {
      const { payment_url: url } = (await deposit(friend, amount)).json();
      await back(peer.pay(authorityOf(url)));
    }
    expect(await walletOf(t, friend)).toMatchObject({ available: 30_000 });
    expect(await walletOf(t, referrer)).toMatchObject({ available: 0, pending: 0 });
    const referral = await t.app.inject({ url: '/api/referral', headers: bearer(referrer) });
    expect(referral.json()).toMatchObject({ rewards_total: 0, rewards: [] });
  });
});

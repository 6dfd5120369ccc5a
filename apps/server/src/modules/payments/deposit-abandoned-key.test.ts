import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { bearer, signIn } from '../../../test/helpers/sign-in';
import { expectLedgerSound, walletOf } from '../../../test/helpers/wallet';
import { startZarinpalPeer } from '../../../test/helpers/zarinpal-peer';

let t: TestApp;
let peer: Awaited<ReturnType<typeof startZarinpalPeer>>;

beforeAll(async () => {
  peer = await startZarinpalPeer();
  t = await createTestApp({ config: { payment: peer.config, devGateway: false } });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const deposit = (token: string, amount: number, key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/wallet/deposit',
    headers: { ...bearer(token), 'idempotency-key': key },
    payload: { amount },
  });

describe('a deposit key whose first request died before it was answered', () => {
  it('is in progress for a while, then a retry claims it again and the deposit goes through', async () => {
    const token = await signIn(t, `abandoned.${randomUUID().slice(0, 8)}@example.com`);
    const memberId = Number(
      (await t.app.inject({ url: '/api/me', headers: bearer(token) })).json().id,
    );
    const key = randomUUID();
    // What a server killed while asking the gateway leaves behind: the key claimed by the
    // deposit's first transaction, and no answer written to it.
    await t.db.db.transaction((tx) =>
      t.app.services.ledger.claimForLater(tx, {
        memberId,
        key,
        scope: 'deposit',
        request: { amount: 50_000 },
      }),
    );
    const waiting = await deposit(token, 50_000, key);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().code).toBe('idempotency_in_progress');
    expect(peer.calls).toHaveLength(0);

    await t.db.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '3 minutes'` })
      .where(and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key)));
    const retried = await deposit(token, 50_000, key);
    expect(retried.statusCode, retried.body).toBe(200);
    const { payment_id: paymentId, payment_url: url } = retried.json();
    const again = await deposit(token, 50_000, key);
    expect(again.json().payment_id).toBe(paymentId);
    expect((await deposit(token, 60_000, key)).statusCode).toBe(422);
    expect(peer.calls.filter((call) => call.path.endsWith('/request.json'))).toHaveLength(1);

    const back = new URL(peer.pay(/\/pg\/StartPay\/([\w-]+)$/.exec(url)![1]!));
    const returned = await t.app.inject({ url: `${back.pathname}${back.search}` });
    expect(returned.headers.location).toBe(`/wallet?deposit=ok&payment=${paymentId}`);
    expect(await walletOf(t, token)).toMatchObject({ available: 50_000 });
    await expectLedgerSound(t);
  });
});

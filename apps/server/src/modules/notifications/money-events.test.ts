import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { createItem } from '../../../test/helpers/factories';
import { postAs, signedInMember, signedInOperator } from '../../../test/helpers/members';
import { ofKind, rowsOf } from '../../../test/helpers/notifications';
import { buy, expectLedgerSound, fund } from '../../../test/helpers/wallet';
import { purchases, users } from '../../db/schema';

// Each money event makes exactly one notification for the right member, also when its request
// is retried with the same Idempotency-Key or the decision is tried twice (PGlite and PostgreSQL).

let t: TestApp;
let operator: { token: string; id: number };
const member = (referralCode?: string) => signedInMember(t, referralCode);
const post = (token: string, url: string, payload: unknown = {}, key?: string) =>
  postAs(t, token, url, payload, key);

beforeAll(async () => {
  t = await createTestApp();
  operator = await signedInOperator(t);
});
afterAll(async () => {
  await expectLedgerSound(t);
  await t.close();
});

/** A sale of a new 50,000 idea of `seller` to `buyer`, retried with the same key. */
async function sale(seller: { id: number }, buyer: { token: string }) {
  const item = await createItem(t.db.db, { ownerId: seller.id, price: 50_000, title: 'Sold idea' });
  const key = randomUUID();
  const first = await buy(t, buyer.token, item.id, { key });
  expect(first.statusCode, first.body).toBe(201);
  const again = await buy(t, buyer.token, item.id, { key });
  expect(again.statusCode).toBe(201);
  return { item, purchaseId: first.json().purchase.id as string };
}

describe('sales and their holds', () => {
  it('tells the seller of a sale and the buyer of their purchase, once', async () => {
    const seller = await member();
    const buyer = await member();
    await fund(t, buyer.token, 100_000);
    const { item, purchaseId } = await sale(seller, buyer);
    const heading = { id: item.id, title: 'Sold idea', section: 'idea' };
    expect(await ofKind(t, seller.token, 'sale')).toMatchObject([
      { item: heading, actor: { id: String(buyer.id) }, amount: 45_000, ref: purchaseId },
    ]);
    expect(await ofKind(t, buyer.token, 'purchase')).toMatchObject([
      { item: heading, actor: { id: String(seller.id) }, amount: 50_000, ref: purchaseId },
    ]);
    expect((await rowsOf(t, seller.id)).map((row) => row.kind)).toEqual(['sale']);
    expect((await rowsOf(t, buyer.id)).map((row) => row.kind)).toEqual(['purchase']);
  });

  it('tells both parties of a dispute opened and settled, once each', async () => {
    const seller = await member();
    const buyer = await member();
    await fund(t, buyer.token, 100_000);
    const { purchaseId } = await sale(seller, buyer);
    const dispute = `/api/purchases/${purchaseId}/dispute`;
    expect((await post(buyer.token, dispute, { reason: 'Not as described' })).statusCode).toBe(200);
    expect((await post(buyer.token, dispute, { reason: 'Again' })).statusCode).toBe(409);
    for (const who of [seller, buyer]) {
      expect(await ofKind(t, who.token, 'dispute_opened')).toMatchObject([{ ref: purchaseId }]);
    }
    const settle = `/api/admin/purchases/${purchaseId}/settle`;
    expect((await post(operator.token, settle, { outcome: 'refund' })).statusCode).toBe(200);
    expect((await post(operator.token, settle, { outcome: 'release' })).statusCode).toBe(409);
    expect(await ofKind(t, seller.token, 'dispute_settled')).toMatchObject([
      { ref: purchaseId, detail: 'refunded', amount: 45_000, actor: { id: String(buyer.id) } },
    ]);
    expect(await ofKind(t, buyer.token, 'dispute_settled')).toMatchObject([
      { ref: purchaseId, detail: 'refunded', amount: 50_000 },
    ]);
    // The dispute's reason is the buyer's and the operators'; no notification carries it.
    const rows = [...(await rowsOf(t, seller.id)), ...(await rowsOf(t, buyer.id))];
    expect(JSON.stringify(rows)).not.toContain('Not as described');
    expect(await ofKind(t, seller.token, 'proceeds_released')).toEqual([]);
  });

  it('tells the seller when the hold ends and the proceeds are released, once', async () => {
    const seller = await member();
    const buyer = await member();
    await fund(t, buyer.token, 100_000);
    const { purchaseId } = await sale(seller, buyer);
    await t.db.db
      .update(purchases)
      .set({ releaseAt: sql`now() - interval '1 second'` })
      .where(eq(purchases.id, purchaseId));
    expect(await t.app.services.purchases.releaseDue()).toBeGreaterThanOrEqual(1);
    await t.app.services.purchases.releaseDue();
    expect(await ofKind(t, seller.token, 'proceeds_released')).toMatchObject([
      { ref: purchaseId, amount: 45_000 },
    ]);
    expect(await ofKind(t, buyer.token, 'proceeds_released')).toEqual([]);
  });
});

describe('referral rewards', () => {
  it('tells the referrer of a reward earned and released, naming neither friend nor idea', async () => {
    const referrer = await member();
    const [row] = await t.db.db
      .select({ code: users.referralCode })
      .from(users)
      .where(eq(users.id, referrer.id));
    const friend = await member(row!.code);
    const seller = await member();
    const { referralMinPaid, referralReward } = t.config.money;
    await fund(t, friend.token, referralMinPaid);
    const item = await createItem(t.db.db, { ownerId: seller.id, price: referralMinPaid });
    const bought = await buy(t, friend.token, item.id);
    expect(bought.statusCode, bought.body).toBe(201);
    const earned = await ofKind(t, referrer.token, 'referral_earned');
    expect(earned).toMatchObject([{ amount: referralReward, item: null, actor: null }]);
    await t.db.db
      .update(purchases)
      .set({ releaseAt: sql`now() - interval '1 second'` })
      .where(eq(purchases.id, bought.json().purchase.id as string));
    await t.app.services.purchases.releaseDue();
    await t.app.services.purchases.releaseDue();
    expect(await ofKind(t, referrer.token, 'referral_released')).toMatchObject([
      { amount: referralReward, ref: earned[0]!.ref },
    ]);
  });
});

describe('withdrawals', () => {
  const withdraw = async (who: { token: string }) => {
    const key = randomUUID();
    const payload = { amount: 10_000, sheba: 'IR820540102680020817909002', holder_name: 'Ali' };
    const made = await post(who.token, '/api/wallet/withdraw', payload, key);
    expect(made.statusCode, made.body).toBe(201);
    expect((await post(who.token, '/api/wallet/withdraw', payload, key)).statusCode).toBe(201);
    return made.json().id as string;
  };

  it('tells the member of a withdrawal paid, or rejected with the reason, once', async () => {
    const owner = await member();
    await fund(t, owner.token, 30_000);
    const paid = await withdraw(owner);
    const rejected = await withdraw(owner);
    const pay = `/api/admin/withdrawals/${paid}/paid`;
    expect((await post(operator.token, pay, { reference: 'BANK-1' })).statusCode).toBe(200);
    expect((await post(operator.token, pay, { reference: 'BANK-2' })).statusCode).toBe(409);
    const reject = `/api/admin/withdrawals/${rejected}/reject`;
    const reason = 'The Sheba number belongs to someone else';
    expect((await post(operator.token, reject, { reason })).statusCode).toBe(200);
    expect((await post(operator.token, reject, { reason: 'Twice' })).statusCode).toBe(409);
    expect(await ofKind(t, owner.token, 'withdrawal_paid')).toMatchObject([
      { ref: paid, amount: 10_000, detail: null },
    ]);
    expect(await ofKind(t, owner.token, 'withdrawal_rejected')).toMatchObject([
      { ref: rejected, amount: 10_000, detail: reason },
    ]);
    // The bank's reference and the holder's name stay in the wallet.
    expect(JSON.stringify(await rowsOf(t, owner.id))).not.toMatch(/BANK-1|Ali/);
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { purchases, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { createItem } from '../../../test/helpers/factories';
import {
  postAs,
  signedInMember,
  signedInOperator,
  type SignedIn,
} from '../../../test/helpers/members';
import { bearer } from '../../../test/helpers/sign-in';
import { buy, expectLedgerSound, fund, walletOf } from '../../../test/helpers/wallet';

// A seller with two accomplices, after the review of issue 28: each sequence that left the three
// with more than they put in, or sold an idea for a price no rule allows, is refused.

let t: TestApp;
let operator: SignedIn;

const member = (referralCode?: string) => signedInMember(t, referralCode);
const patch = (token: string, id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/items/${id}`, headers: bearer(token), payload });
const itemFor = async (token: string, id: string) =>
  (await t.app.inject({ url: `/api/items/${id}`, headers: bearer(token) })).json();
/** All that three members hold, in every balance. */
const holdings = async (...members: SignedIn[]) => {
  const wallets = await Promise.all(members.map((one) => walletOf(t, one.token)));
  return wallets.reduce((sum, wallet) => sum + wallet.available + wallet.held + wallet.pending, 0);
};

beforeAll(async () => {
  t = await createTestApp();
  operator = await signedInOperator(t);
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await expectLedgerSound(t);
});

describe('a seller with two accomplices', () => {
  it('earns no referral reward on a sale whose discount and reward would pass its commission', async () => {
    const referrer = await member();
    const [row] = await t.db.db
      .select({ code: users.referralCode })
      .from(users)
      .where(eq(users.id, referrer.id));
    const friend = await member(row!.code);
    const seller = await member();
    const code = `V${randomUUID().slice(0, 8).toUpperCase()}`;
    const made = await postAs(t, operator.token, '/api/admin/vouchers', {
      code,
      kind: 'fixed',
      value: 50_000,
      budget: 1_000_000,
    });
    expect(made.statusCode, made.body).toBe(201);
    const { referralMinPaid } = t.config.money;
    await fund(t, friend.token, referralMinPaid);
    // The friend pays REFERRAL_MIN_PAID of their own money, the voucher the rest: the commission
    // (55,000) less the discount (50,000) would not cover a 50,000 reward.
    const idea = await createItem(t.db.db, { ownerId: seller.id, price: referralMinPaid + 50_000 });
    const bought = await buy(t, friend.token, idea.id, { voucher: code });
    expect(bought.statusCode, bought.body).toBe(201);
    await t.db.db
      .update(purchases)
      .set({ releaseAt: new Date(Date.now() - 1000) })
      .where(eq(purchases.id, bought.json().purchase.id as string));
    await t.app.services.purchases.releaseDue();
    expect(await walletOf(t, referrer.token)).toMatchObject({ available: 0, pending: 0 });
    // The three hold no more than the friend put in (495,000 of 500,000): with the reward as
    // well they would have held 545,000.
    expect(await holdings(referrer, friend, seller)).toBeLessThanOrEqual(referralMinPaid);
  });

  it('cannot leave a published idea without a price, nor buy one that has none', async () => {
    const seller = await member();
    const buyer = await member();
    const idea = await createItem(t.db.db, { ownerId: seller.id, price: 50_000 });
    const cleared = await patch(seller.token, idea.id, { price: null });
    expect(cleared.statusCode).toBe(422);
    expect(cleared.json().field_codes).toEqual({ price: [{ code: 'price_required' }] });
    // One left without a price before this rule is not for sale, and never free.
    const unpriced = await createItem(t.db.db, { ownerId: seller.id });
    expect(await itemFor(buyer.token, unpriced.id)).toMatchObject({
      can_buy: false,
      buy_refusal: 'item_archived',
      buy_price: null,
    });
    const free = await buy(t, buyer.token, unpriced.id, { price: 0 });
    expect(free.statusCode).toBe(409);
    expect(free.json().code).toBe('item_archived');
  });

  it('judges two price changes sent at once one after the other, never leaving a price below the bounds', async () => {
    const seller = await member();
    const idea = await createItem(t.db.db, { ownerId: seller.id, price: 0, negotiable: true });
    const answers = await Promise.all([
      patch(seller.token, idea.id, { price: 1 }),
      patch(seller.token, idea.id, { negotiable: false }),
    ]);
    expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([200, 422]);
    const now = await itemFor(seller.token, idea.id);
    expect(now.negotiable).toBe(true);
  });

  it('refuses an offer outside the bounds of a price', async () => {
    const seller = await member();
    const buyer = await member();
    const idea = await createItem(t.db.db, { ownerId: seller.id, price: 0, negotiable: true });
    const { ideaMinPrice, ideaMaxPrice } = t.config.money;
    for (const amount of [ideaMinPrice - 1, ideaMaxPrice + 1]) {
      const refused = await postAs(t, buyer.token, `/api/items/${idea.id}/offers`, { amount });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().field_codes).toEqual({
        amount: [
          { code: 'price_out_of_range', params: { minimum: ideaMinPrice, maximum: ideaMaxPrice } },
        ],
      });
    }
    const offer = await postAs(t, buyer.token, `/api/items/${idea.id}/offers`, {
      amount: ideaMinPrice,
    });
    expect(offer.statusCode, offer.body).toBe(201);
  });

  it("keeps an operator's note with a lone surrogate in the record of the action", async () => {
    const seller = await member();
    const buyer = await member();
    await fund(t, buyer.token, 50_000);
    const idea = await createItem(t.db.db, { ownerId: seller.id, price: 50_000 });
    const bought = await buy(t, buyer.token, idea.id);
    const id = bought.json().purchase.id as string;
    expect(
      (await postAs(t, buyer.token, `/api/purchases/${id}/dispute`, { reason: 'x' })).statusCode,
    ).toBe(200);
    const settled = await postAs(t, operator.token, `/api/admin/purchases/${id}/settle`, {
      outcome: 'refund',
      note: 'half \ud800 of a pair',
    });
    expect(settled.statusCode, settled.body).toBe(200);
  });
});

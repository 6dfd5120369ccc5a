import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { purchases, users } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { signedInMember, signedInOperator, type SignedIn } from '../../../test/helpers/members';
import { createItem } from '../../../test/helpers/factories';
import { bearer } from '../../../test/helpers/sign-in';
import { buy, expectLedgerSound, fund, walletOf } from '../../../test/helpers/wallet';

// Issue 28's attacker: a seller and an accomplice trying to mint money with a price, a voucher
// or a referral code; every case refused with nothing moved, on PGlite and on PostgreSQL.

let t: TestApp;
let operator: SignedIn;

const member = (referralCode?: string) => signedInMember(t, referralCode);
const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const patch = (token: string, id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/items/${id}`, headers: bearer(token), payload });
const idea = (ownerId: number, price = 100_000, more: object = {}) =>
  createItem(t.db.db, { ownerId, price, ...more });
const voucher = async (payload: object) => {
  const code = `V${randomUUID().slice(0, 8).toUpperCase()}`;
  const made = await post(operator.token, '/api/admin/vouchers', { code, ...payload });
  expect(made.statusCode, made.body).toBe(201);
  return code;
};
const itemFor = async (token: string, id: string) =>
  (await t.app.inject({ url: `/api/items/${id}`, headers: bearer(token) })).json();
const promotions = async () => (await t.app.services.ledger.totals()).promotions ?? 0;

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

describe('prices a person could mean', () => {
  it('refuses a price outside IDEA_MIN_PRICE..IDEA_MAX_PRICE with a 422 in the error shape', async () => {
    const seller = await member();
    const item = await idea(seller.id);
    const { ideaMinPrice, ideaMaxPrice } = t.config.money;
    for (const price of [10 ** 12, ideaMaxPrice + 1, ideaMinPrice - 1]) {
      const refused = await patch(seller.token, item.id, { price });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'price_out_of_range',
        field_codes: {
          price: [
            {
              code: 'price_out_of_range',
              params: { minimum: ideaMinPrice, maximum: ideaMaxPrice },
            },
          ],
        },
      });
    }
    expect((await itemFor(seller.token, item.id)).price).toBe(100_000);
    expect((await patch(seller.token, item.id, { price: ideaMaxPrice })).statusCode).toBe(200);
    // A negotiable idea has no listed price to bound.
    expect((await patch(seller.token, item.id, { price: 0, negotiable: true })).statusCode).toBe(
      200,
    );
  });
});

describe('vouchers that cannot be farmed', () => {
  it('needs a cap for a percent voucher and a budget for every voucher', async () => {
    const code = `V${randomUUID().slice(0, 8).toUpperCase()}`;
    const noCap = await post(operator.token, '/api/admin/vouchers', {
      code,
      kind: 'percent',
      value: 100,
      budget: 1_000_000,
    });
    expect(noCap.statusCode).toBe(422);
    expect(noCap.json().field_codes.max_discount).toEqual([
      { code: 'voucher_max_discount_required' },
    ]);
    const noBudget = await post(operator.token, '/api/admin/vouchers', {
      code,
      kind: 'fixed',
      value: 1000,
    });
    expect(noBudget.statusCode).toBe(422);
    expect(noBudget.json().field_codes.budget).toEqual([{ code: 'voucher_budget_required' }]);
  });

  it('gives a 100% voucher on a seller-set price no more than its cap', async () => {
    const seller = await member();
    const accomplice = await member();
    const item = await idea(seller.id, t.config.money.ideaMaxPrice);
    const code = await voucher({
      kind: 'percent',
      value: 100,
      max_discount: 20_000,
      budget: 1_000_000,
      max_uses_per_member: 1,
    });
    const before = await promotions();
    // With an empty wallet the capped voucher pays 20,000 of ten billion: refused, nothing moved.
    const refused = await buy(t, accomplice.token, item.id, { voucher: code });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'insufficient_funds' });
    expect(await walletOf(t, seller.token)).toMatchObject({ pending: 0, available: 0 });
    expect(await promotions()).toBe(before);
    const quote = await post(accomplice.token, '/api/vouchers/check', { code, item_id: item.id });
    expect(quote.json()).toEqual({
      price: t.config.money.ideaMaxPrice,
      discount: 20_000,
      final_price: t.config.money.ideaMaxPrice - 20_000,
    });
  });

  it('never grants more than the budget, with 50 purchases at once against it', async () => {
    const seller = await member();
    const buyers = await Promise.all(Array.from({ length: 50 }, () => member()));
    const ideas = await Promise.all(buyers.map(() => idea(seller.id, 10_000)));
    // A fixed 4,000 off each purchase, and a budget for exactly 12 of them.
    const code = await voucher({ kind: 'fixed', value: 4_000, budget: 48_000 });
    await Promise.all(buyers.map((buyer) => fund(t, buyer.token, 10_000)));
    const before = await promotions();
    const answers = await Promise.all(
      buyers.map((buyer, index) =>
        buy(t, buyer.token, ideas[index]!.id, { voucher: code, key: randomUUID() }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(12);
    expect(statuses.filter((status) => status === 422)).toHaveLength(38);
    for (const refused of answers.filter((answer) => answer.statusCode === 422)) {
      expect(refused.json().field_codes.voucher_code).toEqual([{ code: 'voucher_used_up' }]);
    }
    expect(await promotions()).toBe(before - 48_000);
    const admin = await t.app.inject({
      url: '/api/admin/vouchers',
      headers: bearer(operator.token),
    });
    expect(
      (admin.json().vouchers as { code: string }[]).find((row) => row.code === code),
    ).toMatchObject({ budget: 48_000, granted: 48_000, uses: 12 });
    // The ledger check sees a voucher whose count disagrees with its sales.
    await t.db.db.execute(sql`update vouchers set granted = granted - 1 where code = ${code}`);
    expect((await t.app.services.wallet.check()).problems).toEqual([
      `voucher ${code} has granted 47999 but its sales were discounted 48000 (or it passed its budget)`,
    ]);
    await t.db.db.execute(sql`update vouchers set granted = granted + 1 where code = ${code}`);
    // The 38 refused buyers kept every toman.
    const kept = await Promise.all(buyers.map((buyer) => walletOf(t, buyer.token)));
    expect(kept.filter((wallet) => wallet.available === 10_000)).toHaveLength(38);
  });
});

describe('the price the buyer saw', () => {
  it('answers 409 price_changed with the new price and moves nothing, then buys at it', async () => {
    const seller = await member();
    const buyer = await member();
    const item = await idea(seller.id, 100_000);
    await fund(t, buyer.token, 200_000);
    expect(await itemFor(buyer.token, item.id)).toMatchObject({
      can_buy: true,
      buy_refusal: null,
      buy_price: 100_000,
    });
    expect((await patch(seller.token, item.id, { price: 195_000 })).statusCode).toBe(200);
    const key = randomUUID();
    const changed = await buy(t, buyer.token, item.id, { price: 100_000, key });
    expect(changed.statusCode, changed.body).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'price_changed', params: { price: 195_000 } });
    expect(await walletOf(t, buyer.token)).toMatchObject({ available: 200_000 });
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/items/${item.id}/purchase`,
      headers: bearer(buyer.token),
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().field_codes.expected_price).toEqual([
      { code: 'expected_price_required' },
    ]);
    const bought = await buy(t, buyer.token, item.id, { price: 195_000, key: randomUUID() });
    expect(bought.statusCode, bought.body).toBe(201);
    expect(bought.json().purchase).toMatchObject({ price: 195_000, paid: 195_000 });
    expect(bought.json().item).toMatchObject({ can_buy: false, buy_refusal: 'already_bought' });
  });

  it('tells each viewer whether they may buy, with the code when not', async () => {
    const seller = await member();
    const buyer = await member();
    const item = await idea(seller.id, 50_000);
    const negotiable = await idea(seller.id, 0, { negotiable: true });
    const visitor = await t.app.inject({ url: `/api/items/${item.id}` });
    expect(visitor.json()).toMatchObject({ can_buy: false, buy_refusal: 'unauthenticated' });
    expect(await itemFor(seller.token, item.id)).toMatchObject({
      can_buy: false,
      buy_refusal: 'own_item_purchase',
    });
    expect(await itemFor(buyer.token, negotiable.id)).toMatchObject({
      can_buy: false,
      buy_refusal: 'offer_required',
      buy_price: null,
    });
    const offer = await post(buyer.token, `/api/items/${negotiable.id}/offers`, {
      amount: 30_000,
    });
    expect(offer.statusCode, offer.body).toBe(201);
    await post(seller.token, `/api/offers/${offer.json().id}/accept`, {});
    expect(await itemFor(buyer.token, negotiable.id)).toMatchObject({
      can_buy: true,
      buy_price: 30_000,
    });
  });
});

describe('referral rewards that cannot be farmed', () => {
  async function referred() {
    const referrer = await member();
    const [row] = await t.db.db
      .select({ code: users.referralCode })
      .from(users)
      .where(eq(users.id, referrer.id));
    return { referrer, friend: await member(row!.code) };
  }
  const rewardOf = async (friendId: number) =>
    rowsOf<{ state: string; amount: number }>(
      await t.db.db.execute(
        sql`select state, amount::int as amount from referral_rewards where friend_id = ${friendId}`,
      ),
    );

  it('lives with the qualifying sale: nothing for a deposit, an own idea or a cheap one; pending, released, cancelled on refund', async () => {
    const { reward, referralMinPaid } = {
      reward: t.config.money.referralReward,
      referralMinPaid: t.config.money.referralMinPaid,
    };
    expect(referralMinPaid).toBe(10 * reward);
    const { referrer, friend } = await referred();
    const seller = await member();
    await fund(t, friend.token, 8 * referralMinPaid);
    // A deposit earns nothing.
    expect(await walletOf(t, referrer.token)).toMatchObject({ available: 0, pending: 0 });
    // The referrer's own idea earns nothing.
    const own = await idea(referrer.id, referralMinPaid);
    expect((await buy(t, friend.token, own.id)).statusCode).toBe(201);
    // A purchase paid with less than REFERRAL_MIN_PAID of the friend's money earns nothing,
    // nor does one whose voucher brings it below.
    const cheap = await idea(seller.id, referralMinPaid - 1);
    expect((await buy(t, friend.token, cheap.id)).statusCode).toBe(201);
    const code = await voucher({ kind: 'fixed', value: 10_000, budget: 10_000 });
    const discounted = await idea(seller.id, referralMinPaid);
    expect((await buy(t, friend.token, discounted.id, { voucher: code })).statusCode).toBe(201);
    expect(await rewardOf(friend.id)).toEqual([]);
    expect(await walletOf(t, referrer.token)).toMatchObject({ pending: referralMinPaid * 0.9 });

    // The first qualifying purchase: pending with the sale.
    const qualifying = await idea(seller.id, referralMinPaid);
    const sale = await buy(t, friend.token, qualifying.id);
    expect(sale.statusCode, sale.body).toBe(201);
    expect(await rewardOf(friend.id)).toEqual([{ state: 'pending', amount: reward }]);
    const pendingBefore = (await walletOf(t, referrer.token)).pending;
    // Once per friend: a second qualifying purchase earns nothing more.
    const second = await idea(seller.id, referralMinPaid);
    expect((await buy(t, friend.token, second.id)).statusCode).toBe(201);
    expect(await rewardOf(friend.id)).toHaveLength(1);

    // Refunded: the reward goes back to promotions.
    const purchaseId = sale.json().purchase.id as string;
    expect(
      (await post(friend.token, `/api/purchases/${purchaseId}/dispute`, { reason: 'no' }))
        .statusCode,
    ).toBe(200);
    const settled = await post(operator.token, `/api/admin/purchases/${purchaseId}/settle`, {
      outcome: 'refund',
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(await rewardOf(friend.id)).toEqual([{ state: 'cancelled', amount: reward }]);
    expect((await walletOf(t, referrer.token)).pending).toBe(pendingBefore - reward);

    // The next qualifying purchase earns it again, and the hold's end releases it.
    const third = await idea(seller.id, referralMinPaid);
    const kept = await buy(t, friend.token, third.id);
    expect(kept.statusCode).toBe(201);
    await t.db.db
      .update(purchases)
      .set({ releaseAt: new Date(Date.now() - 1000) })
      .where(eq(purchases.id, kept.json().purchase.id as string));
    await t.app.services.purchases.releaseDue();
    expect((await rewardOf(friend.id)).map((row) => row.state).toSorted()).toEqual([
      'cancelled',
      'released',
    ]);
    expect(await walletOf(t, referrer.token)).toMatchObject({ available: reward });
  });
});

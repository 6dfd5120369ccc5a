import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users, vouchers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { signedInMember, signedInOperator, postAs } from '../../../test/helpers/members';
import { createItem } from '../../../test/helpers/factories';
import { bearer, signInResponse } from '../../../test/helpers/sign-in';
import { buy, expectLedgerSound, fund, walletOf } from '../../../test/helpers/wallet';

let t: TestApp;
let operator: { token: string; id: number };

const member = () => signedInMember(t);
const post = (token: string, url: string, payload: unknown = {}, key?: string) =>
  postAs(t, token, url, payload, key);

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

describe('vouchers', () => {
  const create = (payload: object) => post(operator.token, '/api/admin/vouchers', payload);

  it('discounts a purchase, paid for by the platform, and says why one does not apply', async () => {
    const seller = await member();
    const buyer = await member();
    await fund(t, buyer.token, 100_000);
    const item = await createItem(t.db.db, { ownerId: seller.id, price: 80_000 });
    const code = `OFF${randomUUID().slice(0, 6)}`.toUpperCase();
    expect(
      (await post(buyer.token, '/api/admin/vouchers', { code, kind: 'percent', value: 25 }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await create({
          code,
          kind: 'percent',
          value: 25,
          min_price: 50_000,
          max_discount: 30_000,
          budget: 1_000_000,
        })
      ).statusCode,
    ).toBe(201);
    expect((await create({ code, kind: 'fixed', value: 5, budget: 5 })).statusCode).toBe(409);
    expect((await create({ code: 'X1', kind: 'percent', value: 150 })).statusCode).toBe(422);

    const check = await post(buyer.token, '/api/vouchers/check', {
      code: code.toLowerCase(),
      item_id: item.id,
    });
    expect(check.json()).toEqual({ price: 80_000, discount: 20_000, final_price: 60_000 });
    const bought = await buy(t, buyer.token, item.id, { voucher: code });
    expect(bought.json().purchase).toMatchObject({ price: 80_000, discount: 20_000, paid: 60_000 });
    expect(await walletOf(t, buyer.token)).toMatchObject({ available: 40_000 });
    // The seller's share is the price less commission, whatever the buyer paid.
    expect(await walletOf(t, seller.token)).toMatchObject({ pending: 72_000 });

    const cheap = await createItem(t.db.db, { ownerId: seller.id, price: 10_000 });
    const below = await post(buyer.token, '/api/vouchers/check', { code, item_id: cheap.id });
    expect(below.statusCode).toBe(422);
    expect(below.json()).toMatchObject({
      code: 'voucher_below_min_price',
      params: { minimum: 50_000 },
    });
    const unknown = await post(buyer.token, '/api/vouchers/check', {
      code: 'NOPE',
      item_id: cheap.id,
    });
    expect(unknown.json().code).toBe('voucher_invalid');

    const expired = `OLD${randomUUID().slice(0, 6)}`.toUpperCase();
    await create({ code: expired, kind: 'fixed', value: 1000, budget: 10_000 });
    await t.db.db
      .update(vouchers)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(vouchers.code, expired));
    const refused = await buy(t, buyer.token, cheap.id, { voucher: expired });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('voucher_expired');
    expect(await walletOf(t, buyer.token)).toMatchObject({ available: 40_000 });

    const list = await t.app.inject({
      url: '/api/admin/vouchers',
      headers: bearer(operator.token),
    });
    const listed = list.json().vouchers.find((v: { code: string }) => v.code === code);
    expect(listed).toMatchObject({
      uses: 1,
      disabled: false,
      max_discount: 30_000,
      budget: 1_000_000,
      granted: 20_000,
    });
    expect(
      (await post(operator.token, `/api/admin/vouchers/${listed.id}/disable`)).json().disabled,
    ).toBe(true);
    expect(
      (await post(buyer.token, '/api/vouchers/check', { code, item_id: cheap.id })).json().code,
    ).toBe('voucher_invalid');
    // An idea bought already is refused as the purchase would refuse it.
    expect(
      (await post(buyer.token, '/api/vouchers/check', { code, item_id: item.id })).json().code,
    ).toBe('already_bought');
  });

  it("earns the referrer nothing for a friend's purchase the platform paid (a voucher)", async () => {
    const referrer = await member();
    const [row] = await t.db.db.select().from(users).where(eq(users.id, referrer.id));
    const signedIn = await signInResponse(
      t,
      `friend.${randomUUID()}@example.com`,
      row!.referralCode,
    );
    const friend = signedIn.json().token.plainTextToken as string;
    const seller = await member();
    const code = `ALL${randomUUID().slice(0, 6)}`.toUpperCase();
    const price = t.config.money.referralMinPaid;
    expect(
      (await create({ code, kind: 'percent', value: 100, max_discount: price, budget: price }))
        .statusCode,
    ).toBe(201);
    // The whole price paid by the voucher: none of the friend's money, no reward.
    const free = await createItem(t.db.db, { ownerId: seller.id, price });
    const first = await buy(t, friend, free.id, { voucher: code });
    expect(first.statusCode).toBe(201);
    expect(first.json().purchase).toMatchObject({ price, discount: price, paid: 0 });
    expect(await walletOf(t, referrer.token)).toMatchObject({ available: 0, pending: 0 });
    const referral = await t.app.inject({ url: '/api/referral', headers: bearer(referrer.token) });
    expect(referral.json()).toMatchObject({ rewards_total: 0, rewards: [] });
  });

  it('gives the last use to one purchase only, and keeps the per-member limit', async () => {
    const seller = await member();
    const code = `LAST${randomUUID().slice(0, 6)}`.toUpperCase();
    await create({
      code,
      kind: 'fixed',
      value: 5_000,
      max_uses: 2,
      max_uses_per_member: 1,
      budget: 1_000_000,
    });
    const buyers = await Promise.all([1, 2, 3, 4].map(() => member()));
    for (const buyer of buyers) await fund(t, buyer.token, 20_000);
    const itemsOf = await Promise.all(
      [1, 2].map(() => createItem(t.db.db, { ownerId: seller.id, price: 10_000 })),
    );
    const answers = await Promise.all(
      buyers.map((buyer) => buy(t, buyer.token, itemsOf[0]!.id, { voucher: code })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 422, 422]);
    const winner = buyers[answers.findIndex((a) => a.statusCode === 201)]!;
    const again = await buy(t, winner.token, itemsOf[1]!.id, { voucher: code });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('voucher_used_up');
    const [row] = await t.db.db.select().from(vouchers).where(eq(vouchers.code, code));
    expect(row!.uses).toBe(2);
  });
});

import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerEntries, operatorActions, users, vouchers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { createItem } from '../../../test/helpers/factories';
import { bearer, signIn, signInResponse } from '../../../test/helpers/sign-in';
import { buy, expectLedgerSound, fund, walletOf } from '../../../test/helpers/wallet';

let t: TestApp;
let n = 0;
let operator: { token: string; id: number };

async function member() {
  n += 1;
  const token = await signIn(t, `m${n}.${randomUUID().slice(0, 6)}@example.com`);
  const me = await t.app.inject({ url: '/api/me', headers: bearer(token) });
  return { token, id: Number(me.json().id) };
}
const post = (token: string, url: string, payload: unknown = {}, key?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: payload as object,
  });
// A valid Sheba (checksum 1 modulo 97), written with Persian digits and spaces as a person might.
const SHEBA = 'IR820540102680020817909002';
const persianSheba = 'IR۸۲ ۰۵۴۰ ۱۰۲۶ ۸۰۰۲ ۰۸۱۷ ۹۰۹۰ ۰۲';

beforeAll(async () => {
  t = await createTestApp();
  operator = await member();
  await t.db.db.update(users).set({ isOperator: true }).where(eq(users.id, operator.id));
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await expectLedgerSound(t);
});

describe('the ledger in the database', () => {
  it('refuses a negative balance, an unbalanced transaction and any change to what is written', async () => {
    const someone = await member();
    await fund(t, someone.token, 10_000);
    const db = t.db.db;
    const [account] = await db
      .select()
      .from(ledgerAccounts)
      .where(
        sql`${ledgerAccounts.memberId} = ${someone.id} and ${ledgerAccounts.kind} = 'available'`,
      );
    const refused = async (statement: ReturnType<typeof sql>, why: RegExp) => {
      const error: unknown = await db.execute(statement).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      const { message = '', cause } = (error ?? {}) as { message?: string; cause?: unknown };
      expect(`${message} ${String((cause as Error | undefined)?.message ?? '')}`).toMatch(why);
    };
    await refused(
      sql`update ledger_accounts set balance = 999999 where id = ${account!.id}`,
      /moves only by posting/,
    );
    await refused(sql`update ledger_entries set amount = amount + 1`, /append-only/);
    await refused(sql`delete from ledger_entries`, /append-only/);
    await refused(sql`delete from ledger_transactions`, /append-only/);
    await refused(sql`truncate ledger_entries cascade`, /append-only/);
    await refused(sql`delete from ledger_accounts where id = ${account!.id}`, /append-only/);
    // Entries that do not sum to zero fail at commit; an overdraft fails at once.
    await refused(
      sql`
      with tx as (insert into ledger_transactions (id, kind, reference) values (gen_random_uuid(), 'deposit', gen_random_uuid()) returning id)
      insert into ledger_entries (transaction_id, account_id, kind, amount)
      select id, ${account!.id}, 'deposit', 5 from tx`,
      /does not balance/,
    );
    await refused(
      sql`
      with tx as (insert into ledger_transactions (id, kind, reference) values (gen_random_uuid(), 'deposit', gen_random_uuid()) returning id)
      insert into ledger_entries (transaction_id, account_id, kind, amount)
      select id, a, 'deposit', v from tx, (values (${account!.id}::bigint, -20000::bigint), (2::bigint, 20000::bigint)) as x(a, v)`,
      /ledger_accounts_member_not_negative/,
    );
    expect(await walletOf(t, someone.token)).toMatchObject({ available: 10_000 });
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries);
    expect(count!.n).toBeGreaterThan(0);
  });
});

describe('withdrawals', () => {
  it('holds the amount at once, lists it, and returns it on cancel', async () => {
    const someone = await member();
    await fund(t, someone.token, 100_000);
    const key = randomUUID();
    const request = { amount: 40_000, sheba: persianSheba, holder_name: 'Sara Ahmadi' };
    const made = await post(someone.token, '/api/wallet/withdraw', request, key);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ amount: 40_000, sheba: SHEBA, status: 'pending' });
    expect((await post(someone.token, '/api/wallet/withdraw', request, key)).json().id).toBe(
      made.json().id,
    );
    expect(await walletOf(t, someone.token)).toMatchObject({ available: 60_000, held: 40_000 });
    const list = await t.app.inject({
      url: '/api/wallet/withdrawals',
      headers: bearer(someone.token),
    });
    expect(list.json().withdrawals.map((w: { id: string }) => w.id)).toEqual([made.json().id]);

    const stranger = await member();
    const id = made.json().id as string;
    expect((await post(stranger.token, `/api/wallet/withdrawals/${id}/cancel`)).statusCode).toBe(
      404,
    );
    const cancelled = await post(someone.token, `/api/wallet/withdrawals/${id}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await post(someone.token, `/api/wallet/withdrawals/${id}/cancel`)).statusCode).toBe(
      409,
    );
    expect(await walletOf(t, someone.token)).toMatchObject({ available: 100_000, held: 0 });
  });

  it('refuses a bad Sheba, a missing name and more than the balance, with nothing moved', async () => {
    const someone = await member();
    await fund(t, someone.token, 20_000);
    const cases: [unknown, string, number][] = [
      [
        { amount: 1000, sheba: 'IR820540102680020817909003', holder_name: 'A' },
        'sheba_invalid',
        422,
      ],
      [
        { amount: 1000, sheba: 'IR82054010268002081790900', holder_name: 'A' },
        'sheba_invalid',
        422,
      ],
      [{ amount: 1000, sheba: '', holder_name: 'A' }, 'sheba_required', 422],
      [{ amount: 1000, sheba: SHEBA, holder_name: '  ' }, 'holder_name_required', 422],
      [{ amount: 0, sheba: SHEBA, holder_name: 'A' }, 'amount_invalid', 422],
      [{ amount: 30_000, sheba: SHEBA, holder_name: 'A' }, 'insufficient_funds', 409],
    ];
    for (const [payload, code, status] of cases) {
      const response = await post(someone.token, '/api/wallet/withdraw', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      const body = response.json();
      expect(
        body.code === code ||
          body.field_codes?.[Object.keys(body.field_codes)[0]!]?.[0]?.code === code,
        response.body,
      ).toBe(true);
    }
    expect(await walletOf(t, someone.token)).toMatchObject({ available: 20_000, held: 0 });
  });

  it('lets an operator pay or reject a request, recording who and when', async () => {
    const someone = await member();
    await fund(t, someone.token, 50_000);
    const request = { sheba: SHEBA, holder_name: 'Sara Ahmadi' };
    const a = (
      await post(someone.token, '/api/wallet/withdraw', { ...request, amount: 30_000 })
    ).json();
    const b = (
      await post(someone.token, '/api/wallet/withdraw', { ...request, amount: 20_000 })
    ).json();
    expect(
      (await post(someone.token, `/api/admin/withdrawals/${a.id}/paid`, { reference: 'x' }))
        .statusCode,
    ).toBe(403);
    const pending = await t.app.inject({
      url: '/api/admin/withdrawals?status=pending',
      headers: bearer(operator.token),
    });
    expect(pending.json().withdrawals.map((w: { id: string }) => w.id)).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );
    const paid = await post(operator.token, `/api/admin/withdrawals/${a.id}/paid`, {
      reference: 'BANK-123',
    });
    expect(paid.json()).toMatchObject({ status: 'paid', reference: 'BANK-123' });
    const rejected = await post(operator.token, `/api/admin/withdrawals/${b.id}/reject`, {
      reason: 'Name differs',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Name differs' });
    expect(
      (await post(operator.token, `/api/admin/withdrawals/${b.id}/paid`, { reference: 'y' }))
        .statusCode,
    ).toBe(409);
    expect((await post(someone.token, `/api/wallet/withdrawals/${a.id}/cancel`)).statusCode).toBe(
      409,
    );
    expect(await walletOf(t, someone.token)).toMatchObject({ available: 20_000, held: 0 });
    const audit = await t.db.db
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.subject, a.id));
    expect(audit).toMatchObject([{ operatorId: operator.id, action: 'withdrawal.paid' }]);
    expect(audit[0]!.createdAt).toBeInstanceOf(Date);
    const all = await t.app.inject({
      url: '/api/admin/withdrawals',
      headers: bearer(operator.token),
    });
    const shown = all.json().withdrawals.find((w: { id: string }) => w.id === a.id);
    expect(shown).toMatchObject({
      decided_by: expect.any(String),
      member: { id: String(someone.id) },
    });
  });
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
    expect((await create({ code, kind: 'percent', value: 25, min_price: 50_000 })).statusCode).toBe(
      201,
    );
    expect((await create({ code, kind: 'fixed', value: 5 })).statusCode).toBe(409);
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
    await create({ code: expired, kind: 'fixed', value: 1000 });
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
    expect(listed).toMatchObject({ uses: 1, disabled: false });
    expect(
      (await post(operator.token, `/api/admin/vouchers/${listed.id}/disable`)).json().disabled,
    ).toBe(true);
    expect(
      (await post(buyer.token, '/api/vouchers/check', { code, item_id: item.id })).json().code,
    ).toBe('voucher_invalid');
  });

  it("rewards the referrer once, for a friend's first purchase, never again", async () => {
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
    expect((await create({ code, kind: 'percent', value: 100 })).statusCode).toBe(201);
    // A free idea (a whole-price voucher) is the friend's first purchase: it earns the reward.
    const free = await createItem(t.db.db, { ownerId: seller.id, price: 30_000 });
    const first = await buy(t, friend, free.id, { voucher: code });
    expect(first.statusCode).toBe(201);
    expect(first.json().purchase).toMatchObject({ price: 30_000, discount: 30_000, paid: 0 });
    expect(await walletOf(t, referrer.token)).toMatchObject({ available: 50_000 });
    // Then a deposit and a plain purchase in one statement: the reward is not paid again.
    await fund(t, friend, 40_000);
    const plain = await createItem(t.db.db, { ownerId: seller.id, price: 40_000 });
    expect((await buy(t, friend, plain.id)).statusCode).toBe(201);
    expect(await walletOf(t, friend)).toMatchObject({ available: 0 });
    expect(await walletOf(t, referrer.token)).toMatchObject({ available: 50_000 });
    const referral = await t.app.inject({ url: '/api/referral', headers: bearer(referrer.token) });
    expect(referral.json()).toMatchObject({ rewards_total: 50_000, rewards: [{ amount: 50_000 }] });
  });

  it('gives the last use to one purchase only, and keeps the per-member limit', async () => {
    const seller = await member();
    const code = `LAST${randomUUID().slice(0, 6)}`.toUpperCase();
    await create({ code, kind: 'fixed', value: 5_000, max_uses: 2, max_uses_per_member: 1 });
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

describe('offers on negotiable ideas', () => {
  it('lets a member offer, the owner accept, and the purchase pay the accepted amount', async () => {
    const owner = await member();
    const buyer = await member();
    const other = await member();
    await fund(t, buyer.token, 100_000);
    const item = await createItem(t.db.db, { ownerId: owner.id, price: 0, negotiable: true });
    expect((await buy(t, buyer.token, item.id)).json().code).toBe('offer_required');
    expect(
      (await post(owner.token, `/api/items/${item.id}/offers`, { amount: 5 })).statusCode,
    ).toBe(403);
    const offer = await post(buyer.token, `/api/items/${item.id}/offers`, {
      amount: 60_000,
      message: 'Fair?',
    });
    expect(offer.statusCode).toBe(201);
    expect(
      (await post(buyer.token, `/api/items/${item.id}/offers`, { amount: 70_000 })).statusCode,
    ).toBe(409);
    await post(other.token, `/api/items/${item.id}/offers`, { amount: 10_000 });
    const ownersView = await t.app.inject({
      url: `/api/items/${item.id}/offers`,
      headers: bearer(owner.token),
    });
    expect(ownersView.json().offers).toHaveLength(2);
    const buyersView = await t.app.inject({
      url: `/api/items/${item.id}/offers`,
      headers: bearer(buyer.token),
    });
    expect(buyersView.json().offers).toMatchObject([{ amount: 60_000, status: 'pending' }]);

    const id = offer.json().id as string;
    expect((await post(buyer.token, `/api/offers/${id}/accept`)).statusCode).toBe(403);
    expect((await post(other.token, `/api/offers/${id}/accept`)).statusCode).toBe(404);
    const accepted = await post(owner.token, `/api/offers/${id}/accept`);
    expect(accepted.json()).toMatchObject({ status: 'accepted' });
    const days = (Date.parse(accepted.json().expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect((await post(owner.token, `/api/offers/${id}/decline`)).statusCode).toBe(409);

    const bought = await buy(t, buyer.token, item.id);
    expect(bought.json().purchase).toMatchObject({ price: 60_000, paid: 60_000 });
    expect(await walletOf(t, buyer.token)).toMatchObject({ available: 40_000 });
    expect(await walletOf(t, owner.token)).toMatchObject({ pending: 54_000 });
    const after = await t.app.inject({
      url: `/api/items/${item.id}/offers`,
      headers: bearer(buyer.token),
    });
    expect(after.json().offers[0].status).toBe('bought');
  });
});

describe('the transactions list', () => {
  it('shows every movement with the balance after it, filtered by kind and paged', async () => {
    const seller = await member();
    const buyer = await member();
    await fund(t, buyer.token, 500_000);
    for (let i = 0; i < 33; i += 1) {
      const item = await createItem(t.db.db, {
        ownerId: seller.id,
        price: 1_000,
        title: `Idea ${i}`,
      });
      expect((await buy(t, buyer.token, item.id)).statusCode).toBe(201);
    }
    const first = await t.app.inject({
      url: '/api/wallet/transactions',
      headers: bearer(buyer.token),
    });
    const page = first.json();
    expect(page.transactions).toHaveLength(30);
    expect(page.transactions[0]).toMatchObject({
      kind: 'purchase',
      amount: -1_000,
      balance: 'available',
      balance_after: 467_000,
      item_title: 'Idea 32',
      counterpart: { id: String(seller.id) },
    });
    const second = await t.app.inject({
      url: `/api/wallet/transactions?cursor=${page.next_cursor}`,
      headers: bearer(buyer.token),
    });
    expect(second.json().transactions.map((x: { kind: string }) => x.kind)).toEqual([
      'purchase',
      'purchase',
      'purchase',
      'deposit',
    ]);
    expect(second.json().next_cursor).toBeNull();
    const deposits = await t.app.inject({
      url: '/api/wallet/transactions?type=deposit',
      headers: bearer(buyer.token),
    });
    expect(deposits.json().transactions).toMatchObject([{ kind: 'deposit', amount: 500_000 }]);
    const sellers = await t.app.inject({
      url: '/api/wallet/transactions?type=commission',
      headers: bearer(seller.token),
    });
    expect(sellers.json().transactions[0]).toMatchObject({ balance: 'pending', amount: -100 });
    const bad = await t.app.inject({
      url: '/api/wallet/transactions?cursor=nonsense&type=deposit',
      headers: bearer(buyer.token),
    });
    expect(bad.statusCode).toBe(422);
    expect(
      (
        await t.app.inject({
          url: '/api/wallet/transactions?type=theft',
          headers: bearer(buyer.token),
        })
      ).statusCode,
    ).toBe(422);
  });
});

describe('the ledger check', () => {
  it('is served to operators only', async () => {
    const someone = await member();
    expect(
      (await t.app.inject({ url: '/api/admin/ledger/check', headers: bearer(someone.token) }))
        .statusCode,
    ).toBe(403);
    const report = await t.app.inject({
      url: '/api/admin/ledger/check',
      headers: bearer(operator.token),
    });
    expect(report.json()).toMatchObject({ ok: true, problems: [] });
    expect(report.json().checked.accounts).toBeGreaterThan(4);
  });
});

import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { purchases } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { createItem } from '../../../test/helpers/factories';
import { signedInMember } from '../../../test/helpers/members';
import { bearer } from '../../../test/helpers/sign-in';
import { buy, expectLedgerSound, fund } from '../../../test/helpers/wallet';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await expectLedgerSound(t);
});

const get = (token: string, url: string) => t.app.inject({ url, headers: bearer(token) });
const post = (token: string, url: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'idempotency-key': randomUUID() },
    ...(payload ? { payload } : {}),
  });
const sheba = 'IR820540102680020817909002';
const listOf = async (token: string, query = '') =>
  (await get(token, `/api/wallet/transactions${query}`)).json() as {
    transactions: {
      reference: string;
      kind: string;
      status: string;
      amount: number;
      net: number;
    }[];
    next_cursor: string | null;
  };

describe("a member's transactions", () => {
  it('are one row per operation: a withdrawal requested and cancelled is one cancelled row', async () => {
    const someone = await signedInMember(t);
    await fund(t, someone.token, 3_000_000);
    const made = await post(someone.token, '/api/wallet/withdraw', {
      amount: 2_000_000,
      sheba,
      holder_name: 'Sara',
    });
    expect(made.statusCode).toBe(201);
    expect((await listOf(someone.token)).transactions[0]).toMatchObject({
      reference: made.json().id,
      kind: 'withdrawal',
      status: 'requested',
      amount: -2_000_000,
      net: -2_000_000,
    });
    await post(someone.token, `/api/wallet/withdrawals/${made.json().id}/cancel`);
    const { transactions } = await listOf(someone.token);
    expect(transactions).toHaveLength(2);
    expect(transactions).toMatchObject([
      { kind: 'withdrawal', status: 'cancelled', amount: -2_000_000, net: 0 },
      { kind: 'deposit', status: 'completed', amount: 3_000_000, net: 3_000_000 },
    ]);
  });

  it("show the seller one sale with their share, the buyer one purchase, and follow the sale's release", async () => {
    const seller = await signedInMember(t);
    const buyer = await signedInMember(t);
    await fund(t, buyer.token, 100_000);
    const item = await createItem(t.db.db, { ownerId: seller.id, price: 50_000, title: 'Stairs' });
    const bought = (await buy(t, buyer.token, item.id)).json().purchase;
    const sales = await listOf(seller.token);
    expect(sales.transactions).toEqual([
      expect.objectContaining({
        reference: bought.id,
        kind: 'sale',
        status: 'held',
        amount: 45_000,
        net: 45_000,
        item_title: 'Stairs',
      }),
    ]);
    expect((await listOf(buyer.token, '?filter=purchases')).transactions).toEqual([
      expect.objectContaining({ reference: bought.id, kind: 'purchase', amount: -50_000 }),
    ]);
    await t.db.db
      .update(purchases)
      .set({ releaseAt: sql`now() - interval '1 second'` })
      .where(eq(purchases.id, bought.id));
    await t.app.services.purchases.releaseDue();
    expect((await listOf(seller.token)).transactions).toEqual([
      expect.objectContaining({ kind: 'sale', status: 'released', amount: 45_000, net: 45_000 }),
    ]);
  });

  it('filter by money in or out and by kind, and page by cursor', async () => {
    const seller = await signedInMember(t);
    const buyer = await signedInMember(t);
    await fund(t, buyer.token, 500_000);
    for (let i = 0; i < 32; i += 1) {
      const item = await createItem(t.db.db, {
        ownerId: seller.id,
        price: 1_000,
        title: `Idea ${i}`,
      });
      expect((await buy(t, buyer.token, item.id)).statusCode).toBe(201);
    }
    const first = await listOf(buyer.token);
    expect(first.transactions).toHaveLength(30);
    expect(first.transactions[0]).toMatchObject({ kind: 'purchase', item_title: 'Idea 31' });
    const second = await listOf(buyer.token, `?cursor=${first.next_cursor}`);
    expect(second.transactions.map((row) => row.kind)).toEqual(['purchase', 'purchase', 'deposit']);
    expect(second.next_cursor).toBeNull();
    expect((await listOf(buyer.token, '?filter=money_in')).transactions).toMatchObject([
      { kind: 'deposit', amount: 500_000 },
    ]);
    expect((await listOf(buyer.token, '?filter=deposits')).transactions).toHaveLength(1);
    expect((await listOf(buyer.token, '?filter=sales')).transactions).toEqual([]);
    const out = await listOf(buyer.token, '?filter=money_out');
    expect(out.transactions).toHaveLength(30);
    expect(out.transactions.every((row) => row.amount < 0)).toBe(true);
    expect((await listOf(seller.token, '?filter=sales')).transactions).toHaveLength(30);
    // A cursor of one filter is not another's; an unknown filter is refused.
    const wrong = await get(
      buyer.token,
      `/api/wallet/transactions?filter=deposits&cursor=${first.next_cursor}`,
    );
    expect(wrong.statusCode).toBe(422);
    expect((await get(buyer.token, '/api/wallet/transactions?filter=theft')).statusCode).toBe(422);
  });
});

describe('a receipt', () => {
  it("tells the buyer and the seller each their side, names no buyer to the seller, and is no one else's", async () => {
    const seller = await signedInMember(t);
    const buyer = await signedInMember(t);
    const stranger = await signedInMember(t);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: bearer(buyer.token),
      payload: { first_name: 'Roshanak', last_name: 'Bayat' },
    });
    await fund(t, buyer.token, 100_000);
    const item = await createItem(t.db.db, { ownerId: seller.id, price: 50_000, title: 'Stairs' });
    const bought = (await buy(t, buyer.token, item.id)).json().purchase;

    const mine = await get(buyer.token, `/api/wallet/receipts/${bought.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      reference: bought.id,
      kind: 'purchase',
      status: 'completed',
      item_id: item.id,
      item_title: 'Stairs',
      lines: [
        { kind: 'price', amount: 50_000 },
        { kind: 'paid', amount: 50_000 },
      ],
      counterpart: { role: 'seller', hidden: false },
      release_at: bought.release_at,
    });
    const sold = await get(seller.token, `/api/wallet/receipts/${bought.id}`);
    expect(sold.json()).toMatchObject({
      kind: 'sale',
      status: 'held',
      amount: 45_000,
      lines: [
        { kind: 'price', amount: 50_000 },
        { kind: 'commission', amount: 5_000 },
        { kind: 'share', amount: 45_000 },
      ],
      counterpart: { role: 'buyer', name: null, hidden: true },
    });
    expect(sold.body).not.toContain('Roshanak');
    expect(sold.json().counterpart).toEqual({ role: 'buyer', name: null, hidden: true });

    const theirs = await get(stranger.token, `/api/wallet/receipts/${bought.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'receipt_not_found' });
    expect(theirs.body).not.toContain('Stairs');
    expect(theirs.body).not.toContain('50000');
    const nothing = await get(stranger.token, `/api/wallet/receipts/${randomUUID()}`);
    expect(nothing.statusCode).toBe(404);
    expect(nothing.body).toBe(theirs.body);
    // A reference that is no reference at all is refused by the schema, as any malformed id.
    expect((await get(stranger.token, '/api/wallet/receipts/nonsense')).statusCode).toBe(422);
    expect((await t.app.inject({ url: `/api/wallet/receipts/${bought.id}` })).statusCode).toBe(401);
  });

  it("of a withdrawal shows only its account's last digits, its status and when it changed", async () => {
    const someone = await signedInMember(t);
    await fund(t, someone.token, 100_000);
    const made = (
      await post(someone.token, '/api/wallet/withdraw', {
        amount: 60_000,
        sheba,
        holder_name: 'Sara',
      })
    ).json();
    await post(someone.token, `/api/wallet/withdrawals/${made.id}/cancel`);
    const receipt = await get(someone.token, `/api/wallet/receipts/${made.id}`);
    expect(receipt.json()).toMatchObject({
      kind: 'withdrawal',
      status: 'cancelled',
      amount: -60_000,
      net: 0,
      lines: [{ kind: 'amount', amount: 60_000 }],
      sheba_last4: '9002',
      holder_name: 'Sara',
    });
    expect(receipt.json().updated_at).not.toBeNull();
    expect(receipt.body).not.toContain(sheba);
  });
});

describe('remembered Sheba accounts', () => {
  it("offer the member's own past accounts, the last used first, once each", async () => {
    const someone = await signedInMember(t);
    const other = await signedInMember(t);
    await fund(t, someone.token, 100_000);
    const second = 'IR062960000000100324200001';
    for (const [account, name] of [
      [sheba, 'Sara'],
      [second, 'Sara B'],
      [sheba, 'Sara A'],
    ] as const) {
      const made = await post(someone.token, '/api/wallet/withdraw', {
        amount: 1_000,
        sheba: account,
        holder_name: name,
      });
      expect(made.statusCode, made.body).toBe(201);
    }
    const accounts = await get(someone.token, '/api/wallet/sheba-accounts');
    expect(accounts.json()).toEqual({
      accounts: [
        { sheba, holder_name: 'Sara A' },
        { sheba: second, holder_name: 'Sara B' },
      ],
    });
    expect((await get(other.token, '/api/wallet/sheba-accounts')).json()).toEqual({ accounts: [] });
  });
});

import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { items } from '../../db/schema';
import { idempotencyKeys, ledgerEntries, purchases } from '../../db/schema';
import { raisedRefusal } from '../../db/transaction';
import { createPurchasesRepository } from './purchases.repository';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { signedInMember, signedInOperator } from '../../../test/helpers/members';
import { createItem } from '../../../test/helpers/factories';
import { bearer } from '../../../test/helpers/sign-in';
import { buy, expectLedgerSound, fund, walletOf } from '../../../test/helpers/wallet';

let t: TestApp;

const member = () => signedInMember(t);

async function idea(ownerId: number, values: Partial<typeof items.$inferInsert> = {}) {
  return createItem(t.db.db, {
    price: 100_000,
    businessText: `secret business ${randomUUID()}`,
    ...values,
    ownerId,
  });
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await expectLedgerSound(t);
});

describe('buying an idea', () => {
  it('moves the price, keeps the commission, holds the share and unlocks the idea at once', async () => {
    const seller = await member();
    const buyer = await member();
    const item = await idea(seller.id);
    await fund(t, buyer.token, 150_000);
    const before = await t.app.inject({
      url: `/api/items/${item.id}`,
      headers: bearer(buyer.token),
    });
    expect(before.json().isBuy).toBe(false);
    expect(before.body).not.toContain(item.businessText);

    const response = await buy(t, buyer.token, item.id, { key: randomUUID() });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.purchase).toMatchObject({
      price: 100_000,
      discount: 0,
      paid: 100_000,
      hold: 'held',
    });
    expect(body.item).toMatchObject({ id: item.id, isBuy: true, business_text: item.businessText });
    const hours = (Date.parse(body.purchase.release_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    expect(await walletOf(t, buyer.token)).toMatchObject({ available: 50_000, pending: 0 });
    expect(await walletOf(t, seller.token)).toMatchObject({ available: 0, pending: 90_000 });
    const contact = await t.app.inject({
      url: `/api/items/${item.id}/contact`,
      headers: bearer(buyer.token),
    });
    expect(contact.statusCode).toBe(200);
    const totals = await t.app.services.ledger.totals();
    expect(totals.revenue).toBeGreaterThanOrEqual(10_000);
  });

  it('refuses with nothing moved: own idea, bought twice, a need, a draft, archived, short of money', async () => {
    const seller = await member();
    const buyer = await member();
    await fund(t, buyer.token, 60_000);
    const item = await idea(seller.id);
    const entriesBefore = await t.db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries);

    const own = await buy(t, seller.token, item.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('own_item_purchase');

    const need = await idea(seller.id, { section: 'need' });
    expect((await buy(t, buyer.token, need.id)).json()).toMatchObject({
      code: 'need_not_for_sale',
    });
    expect((await buy(t, buyer.token, need.id)).statusCode).toBe(422);

    const draft = await idea(seller.id, { status: 'draft' });
    expect((await buy(t, buyer.token, draft.id)).statusCode).toBe(404);

    const archived = await idea(seller.id, { status: 'archived' });
    const archivedAnswer = await buy(t, buyer.token, archived.id);
    expect(archivedAnswer.statusCode).toBe(409);
    expect(archivedAnswer.json().code).toBe('item_archived');

    expect((await buy(t, buyer.token, randomUUID())).statusCode).toBe(404);

    const short = await buy(t, buyer.token, item.id);
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ code: 'insufficient_funds', params: { missing: 40_000 } });

    const entriesAfter = await t.db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries);
    expect(entriesAfter).toEqual(entriesBefore);
    expect(await walletOf(t, buyer.token)).toMatchObject({ available: 60_000 });
    expect(await t.db.db.select().from(purchases).where(eq(purchases.itemId, item.id))).toEqual([]);

    const cheap = await idea(seller.id, { price: 20_000 });
    expect((await buy(t, buyer.token, cheap.id)).statusCode).toBe(201);
    const twice = await buy(t, buyer.token, cheap.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('already_bought');
    expect(await walletOf(t, buyer.token)).toMatchObject({ available: 40_000 });
  });

  it('refuses in the statement that writes an idea archived since the buyer saw it, keeping no key', async () => {
    const seller = await member();
    const buyer = await member();
    await fund(t, buyer.token, 50_000);
    const archived = await idea(seller.id, { status: 'archived', price: 10_000 });
    const key = randomUUID();
    const attempt = createPurchasesRepository(t.db.db).commitPurchase({
      key: {
        key,
        scope: `purchase:${archived.id}`,
        request_hash: '0'.repeat(64),
        status_code: 201,
        response: { purchase_id: randomUUID() },
      },
      purchase_id: randomUUID(),
      item_id: archived.id,
      buyer_id: buyer.id,
      expected_price: 10_000,
      voucher_code: null,
      commission_percent: 10,
      hold_hours: 72,
      referral: { reward: 0, min_paid: 0 },
    });
    const refused = await attempt.catch((error: unknown) => raisedRefusal(error));
    expect(refused).toEqual({ code: 'item_archived', detail: undefined });
    expect(
      await t.db.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)),
    ).toEqual([]);
    expect(await t.db.db.select().from(purchases).where(eq(purchases.itemId, archived.id))).toEqual(
      [],
    );
    expect(await walletOf(t, buyer.token)).toMatchObject({ available: 50_000 });
  });

  it('answers a retry under the same Idempotency-Key with the first answer and moves nothing more', async () => {
    const seller = await member();
    const buyer = await member();
    await fund(t, buyer.token, 100_000);
    const item = await idea(seller.id, { price: 30_000 });
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => buy(t, buyer.token, item.id, { key })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const ids = new Set(answers.map((answer) => answer.json().purchase.id));
    expect(ids.size).toBe(1);
    expect(await walletOf(t, buyer.token)).toMatchObject({ available: 70_000 });

    const other = await idea(seller.id, { price: 10_000 });
    const reused = await buy(t, buyer.token, other.id, { key });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('idempotency_key_reused');
    const changedBody = await buy(t, buyer.token, item.id, { key, voucher: 'SOMECODE' });
    expect(changedBody.statusCode).toBe(422);
    expect(await walletOf(t, buyer.token)).toMatchObject({ available: 70_000 });

    const badKey = await buy(t, buyer.token, other.id, { key: 'short' });
    expect(badKey.statusCode).toBe(422);
  });

  it('holds the share for the satisfaction window, then the job releases it', async () => {
    const seller = await member();
    const buyer = await member();
    await fund(t, buyer.token, 50_000);
    const item = await idea(seller.id, { price: 50_000 });
    const bought = (await buy(t, buyer.token, item.id)).json().purchase;
    expect(await t.app.services.purchases.releaseDue()).toBe(0);
    const wallet = await t.app.inject({ url: '/api/wallet', headers: bearer(seller.token) });
    expect(wallet.json()).toMatchObject({ pending: 45_000, next_release_at: bought.release_at });

    await t.db.db
      .update(purchases)
      .set({ releaseAt: sql`now() - interval '1 second'` })
      .where(eq(purchases.id, bought.id));
    expect(await t.app.services.purchases.releaseDue()).toBe(1);
    expect(await t.app.services.purchases.releaseDue()).toBe(0);
    expect(await walletOf(t, seller.token)).toMatchObject({ available: 45_000, pending: 0 });
    const mine = await t.app.inject({ url: '/api/my/purchases', headers: bearer(buyer.token) });
    expect(mine.json().purchases[0]).toMatchObject({ id: bought.id, hold: 'released' });
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/purchases/${bought.id}/dispute`,
      headers: bearer(buyer.token),
      payload: { reason: 'too late' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('dispute_window_closed');
  });

  it('lets the buyer dispute inside the window, and an operator refund or release', async () => {
    const seller = await member();
    const buyer = await member();
    const operator = await signedInOperator(t);
    await fund(t, buyer.token, 100_000);
    const first = await idea(seller.id, { price: 40_000 });
    const second = await idea(seller.id, { price: 20_000 });
    const a = (await buy(t, buyer.token, first.id)).json().purchase;
    const b = (await buy(t, buyer.token, second.id)).json().purchase;
    const dispute = (id: string, token = buyer.token) =>
      t.app.inject({
        method: 'POST',
        url: `/api/purchases/${id}/dispute`,
        headers: bearer(token),
        payload: { reason: 'Not what it said' },
      });
    expect((await dispute(a.id, seller.token)).statusCode).toBe(404);
    expect((await dispute(a.id)).json()).toMatchObject({ hold: 'disputed' });
    expect((await dispute(b.id)).statusCode).toBe(200);
    // A disputed sale is not released when its time comes.
    await t.db.db
      .update(purchases)
      .set({ releaseAt: sql`now()` })
      .where(eq(purchases.sellerId, seller.id));
    expect(await t.app.services.purchases.releaseDue()).toBe(0);

    const settle = (id: string, outcome: string, token = operator.token) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/purchases/${id}/settle`,
        headers: bearer(token),
        payload: { outcome, note: 'checked' },
      });
    expect((await settle(a.id, 'refund', buyer.token)).statusCode).toBe(403);
    const list = await t.app.inject({
      url: '/api/admin/disputes',
      headers: bearer(operator.token),
    });
    expect(
      list
        .json()
        .disputes.map((d: { id: string }) => d.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    expect((await settle(a.id, 'refund')).json()).toMatchObject({ hold: 'refunded' });
    expect((await settle(a.id, 'refund')).statusCode).toBe(409);
    expect((await settle(b.id, 'release')).json()).toMatchObject({ hold: 'released' });
    expect(await walletOf(t, buyer.token)).toMatchObject({ available: 80_000 });
    expect(await walletOf(t, seller.token)).toMatchObject({ available: 18_000, pending: 0 });
    // The refunded buyer no longer sees the private parts, and may buy again.
    const view = await t.app.inject({
      url: `/api/items/${first.id}`,
      headers: bearer(buyer.token),
    });
    expect(view.json().isBuy).toBe(false);
    expect((await buy(t, buyer.token, first.id)).statusCode).toBe(201);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { signedInMember, postAs } from '../../../test/helpers/members';
import { createItem } from '../../../test/helpers/factories';
import { bearer } from '../../../test/helpers/sign-in';
import { buy, expectLedgerSound, fund, walletOf } from '../../../test/helpers/wallet';

let t: TestApp;

const member = () => signedInMember(t);
const post = (token: string, url: string, payload: unknown = {}, key?: string) =>
  postAs(t, token, url, payload, key);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await expectLedgerSound(t);
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

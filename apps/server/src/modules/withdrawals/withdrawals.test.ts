import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { signedInMember, signedInOperator, postAs } from '../../../test/helpers/members';
import { bearer } from '../../../test/helpers/sign-in';
import { expectLedgerSound, fund, walletOf } from '../../../test/helpers/wallet';

let t: TestApp;
let operator: { token: string; id: number };

const member = () => signedInMember(t);
const post = (token: string, url: string, payload: unknown = {}, key?: string) =>
  postAs(t, token, url, payload, key);
// A valid Sheba (checksum 1 modulo 97), written with Persian digits and spaces as a person might.
const SHEBA = 'IR820540102680020817909002';
const persianSheba = 'IR۸۲ ۰۵۴۰ ۱۰۲۶ ۸۰۰۲ ۰۸۱۷ ۹۰۹۰ ۰۲';

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
    const audit = await t.db.db.select().from(auditLog).where(eq(auditLog.objectId, a.id));
    expect(audit).toMatchObject([
      {
        actorId: operator.id,
        action: 'withdrawal.paid',
        objectType: 'withdrawal',
        before: { status: 'pending' },
        after: { status: 'paid', reference: expect.any(String) },
      },
    ]);
    expect(audit[0]!.at).toBeInstanceOf(Date);
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

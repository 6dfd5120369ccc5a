import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerEntries } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { signedInMember, signedInOperator } from '../../../test/helpers/members';
import { bearer } from '../../../test/helpers/sign-in';
import { expectLedgerSound, fund, walletOf } from '../../../test/helpers/wallet';

let t: TestApp;
let operator: { token: string; id: number };

const member = () => signedInMember(t);

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

import {
  adminAuditResponseSchema,
  adminMemberDetailSchema,
  adminMembersResponseSchema,
  adminStatsSchema,
  platformAccountsResponseSchema,
} from '@ideabazaar/shared/schemas/console';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { createItem, createMember, createPurchase } from '../../../test/helpers/factories';
import { signedInMember, signedInOperator, type SignedIn } from '../../../test/helpers/members';
import { bearer } from '../../../test/helpers/sign-in';
import { tehranToday } from '../../db/tehran-day';
import { auditLog, payments, purchases, withdrawals } from '../../db/schema';
import { rowsOf } from '../../db/rows';

let t: TestApp;
let operator: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  operator = await signedInOperator(t);
});
afterAll(() => t.close());

const get = (url: string, token = operator.token) => t.app.inject({ url, headers: bearer(token) });
const auditCount = async () => (await t.db.db.select().from(auditLog)).length;

describe('the members of the console', () => {
  it('finds a member by e-mail, mobile in any form, name or id; newest first, in pages', async () => {
    const sara = await createMember(t.db.db, {
      email: 'sara.search@example.com',
      mobile: '09351234567',
      firstName: 'Sara',
      lastName: 'Ahmadi',
    });
    for (const q of [
      'SARA.search',
      '+98 935 123 4567',
      '۰۹۳۵۱۲۳۴۵۶۷',
      'sara ahm',
      String(sara.id),
    ]) {
      const found = adminMembersResponseSchema.parse(
        (await get(`/api/admin/members?q=${encodeURIComponent(q)}`)).json(),
      );
      expect(
        found.members.map((m) => m.id),
        q,
      ).toContain(String(sara.id));
    }
    // A pattern's wildcards are taken literally.
    const none = (await get('/api/admin/members?q=%25%25_')).json();
    expect(none.members).toEqual([]);

    for (let i = 0; i < 55; i += 1) await createMember(t.db.db);
    const first = adminMembersResponseSchema.parse((await get('/api/admin/members')).json());
    expect(first.members).toHaveLength(50);
    const ids = first.members.map((m) => Number(m.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = adminMembersResponseSchema.parse(
      (await get(`/api/admin/members?cursor=${first.next_cursor}`)).json(),
    );
    expect(Number(second.members[0]?.id)).toBeLessThan(ids.at(-1)!);
    expect((await get('/api/admin/members?cursor=nonsense')).statusCode).toBe(422);
  });

  it('filters the blocked, and shows a member page with balances, items and reports', async () => {
    const member = await signedInMember(t);
    const sold = await createItem(t.db.db, { ownerId: member.id, title: 'An idea of theirs' });
    const buyer = await createMember(t.db.db);
    await createPurchase(t.db.db, sold.id, buyer.id, 50_000);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${member.id}/block`,
      headers: bearer(operator.token),
      payload: { reason: 'Abuse' },
    });
    const blocked = (await get('/api/admin/members?blocked=true')).json();
    expect(blocked.members.map((m: { id: string }) => m.id)).toEqual([String(member.id)]);
    const detail = adminMemberDetailSchema.parse(
      (await get(`/api/admin/members/${member.id}`)).json(),
    );
    expect(detail).toMatchObject({
      blocked: true,
      blocked_reason: 'Abuse',
      balances: { available: 0, held: 0, pending: 0 },
      purchases: [],
      reports_by: [],
    });
    expect(detail.items.map((item) => [item.title, item.owner_blocked])).toEqual([
      ['An idea of theirs', true],
    ]);
    // The blocked seller's sale still names its (owner-blocked) item to the operator.
    expect(detail.sales.map((sale) => [sale.item_id, sale.item_title])).toEqual([
      [sold.id, 'An idea of theirs'],
    ]);
    expect((await get('/api/admin/members/999999999')).json().code).toBe('member_not_found');
    expect(JSON.stringify((await get('/api/admin/members/abc')).json())).toContain(
      'member_not_found',
    );
  });
});

describe('the audit log', () => {
  it('records an edit of the question bank with before and after, in its transaction, once', async () => {
    const before = await auditCount();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/questions',
      headers: bearer(operator.token),
      payload: {
        set: 'idea',
        key: 'audit_probe',
        kind: 'single-textual',
        position: 99,
        title_en: 'Probe',
        title_fa: 'آزمون',
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/questions/${id}`,
      headers: bearer(operator.token),
      payload: { title_en: 'Probe 2' },
    });
    expect(edited.statusCode).toBe(200);
    // A refused edit writes nothing.
    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/questions/999999',
      headers: bearer(operator.token),
      payload: { title_en: 'Nothing' },
    });
    expect(refused.statusCode).toBe(404);
    expect(await auditCount()).toBe(before + 2);

    const log = adminAuditResponseSchema.parse(
      (await get(`/api/admin/audit?object_type=question&object_id=${id}`)).json(),
    );
    expect(log.entries.map((entry) => entry.action)).toEqual([
      'question.update',
      'question.create',
    ]);
    expect(log.entries[0]).toMatchObject({
      actor_id: String(operator.id),
      actor: { id: String(operator.id), blocked: false },
      before: { title_en: 'Probe' },
      after: { title_en: 'Probe 2' },
    });
    const byActor = (
      await get(`/api/admin/audit?actor=${operator.id}&action=question.create`)
    ).json();
    expect(byActor.entries.every((e: { action: string }) => e.action === 'question.create')).toBe(
      true,
    );
  });

  it('is append-only: the database refuses UPDATE and DELETE of an entry', async () => {
    expect(await auditCount()).toBeGreaterThan(0);
    await expect(t.db.db.execute(sql`update audit_log set action = 'forged'`)).rejects.toThrow();
    await expect(t.db.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const actions = (await t.db.db.select().from(auditLog)).map((entry) => entry.action);
    expect(actions).not.toContain('forged');
  });
});

describe('the figures', () => {
  it('counts an arranged day on the right Tehran day, either side of its midnight', async () => {
    // 2025-03-10 20:15 UTC is 23:45 in Tehran (the 10th); 20:45 UTC is 00:15 on the 11th.
    const late = new Date('2025-03-10T20:15:00Z');
    const early = new Date('2025-03-10T20:45:00Z');
    const seller = await createMember(t.db.db, { createdAt: late });
    const buyer = await createMember(t.db.db, { createdAt: early });
    await createMember(t.db.db, { createdAt: early });
    const item = await createItem(t.db.db, {
      ownerId: seller.id,
      publishedAt: early,
      price: 100_000,
    });
    await t.db.db.insert(purchases).values({
      itemId: item.id,
      buyerId: buyer.id,
      sellerId: seller.id,
      price: 100_000,
      discount: 10_000,
      commission: 15_000,
      hold: 'released',
      createdAt: early,
    });
    await t.db.db.insert(payments).values([
      { memberId: buyer.id, amount: 250_000, gateway: 'dev', status: 'paid', verifiedAt: early },
      // Not paid: not counted.
      { memberId: buyer.id, amount: 999_000, gateway: 'dev', status: 'failed', verifiedAt: early },
    ]);
    await t.db.db.insert(withdrawals).values({
      memberId: seller.id,
      amount: 40_000,
      sheba: 'IR120170000000000000000001',
      holderName: 'Seller',
      status: 'paid',
      createdAt: late,
      decidedAt: late,
    });
    const answer = await get('/api/admin/stats?from=2025-03-09&to=2025-03-11');
    expect(answer.statusCode).toBe(200);
    const stats = adminStatsSchema.parse(answer.json());
    const zero = {
      signups: 0,
      published: 0,
      purchases: 0,
      volume: 0,
      commission: 0,
      deposits: 0,
      withdrawals: 0,
    };
    expect(stats.days).toEqual([
      { date: '2025-03-09', ...zero },
      { date: '2025-03-10', ...zero, signups: 1, withdrawals: 40_000 },
      {
        date: '2025-03-11',
        signups: 2,
        published: 1,
        purchases: 1,
        volume: 90_000,
        commission: 15_000,
        deposits: 250_000,
        withdrawals: 0,
      },
    ]);
    expect(stats.totals).toEqual({
      signups: 3,
      published: 1,
      purchases: 1,
      volume: 90_000,
      commission: 15_000,
      deposits: 250_000,
      withdrawals: 40_000,
    });
    const [held] = rowsOf<{ total: string }>(
      await t.db.db.execute(
        sql`select coalesce(sum(balance), 0)::text as total from ledger_accounts where member_id is not null and kind in ('held', 'pending')`,
      ),
    );
    expect(stats.now.held).toBe(Number(held?.total));
    expect(stats.now.pending_withdrawals).toBe(0);
  });

  it('refuses a period that ends before it starts or is longer than the maximum', async () => {
    for (const range of ['from=2025-03-11&to=2025-03-10', 'from=2024-01-01&to=2025-01-02']) {
      const answer = await get(`/api/admin/stats?${range}`);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().code).toBe('stats_range_invalid');
    }
    const year = await get('/api/admin/stats?from=2025-01-01&to=2026-01-01');
    expect(year.json().days).toHaveLength(366);
  });
});

describe("the bank's batch", () => {
  it('is exact CSV with a BOM, oldest first, and a hostile holder name cannot start a formula', async () => {
    const a = await createMember(t.db.db);
    const b = await createMember(t.db.db);
    const [first] = await t.db.db
      .insert(withdrawals)
      .values({
        memberId: a.id,
        amount: 1_500_000,
        sheba: 'IR820540102680020817909002',
        holderName: 'سارا احمدی',
        createdAt: new Date('2025-05-01T08:00:00.000Z'),
      })
      .returning();
    const [second] = await t.db.db
      .insert(withdrawals)
      .values({
        memberId: b.id,
        amount: 20_000,
        sheba: 'IR062960000000100324200001',
        holderName: '=HYPERLINK("http://evil.example","Pay, now")',
        createdAt: new Date('2025-05-02T09:30:00.000Z'),
      })
      .returning();
    const answer = await get('/api/admin/withdrawals/export?status=pending');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="withdrawals-pending-${tehranToday()}.csv"`,
    );
    expect(answer.rawPayload).toEqual(
      Buffer.from(
        '\uFEFF' +
          'id,sheba,holder,amount,member_id,requested_at\r\n' +
          `${first!.id},IR820540102680020817909002,سارا احمدی,1500000,${a.id},2025-05-01T08:00:00.000Z\r\n` +
          `${second!.id},IR062960000000100324200001,"'=HYPERLINK(""http://evil.example"",""Pay, now"")",20000,${b.id},2025-05-02T09:30:00.000Z\r\n`,
        'utf8',
      ),
    );
    // Another status: only its rows (none rejected here), the header still there.
    const rejected = await get('/api/admin/withdrawals/export?status=rejected');
    expect(rejected.body).toBe('\uFEFFid,sheba,holder,amount,member_id,requested_at\r\n');
  });
});

describe('the platform accounts', () => {
  it('lists each platform account with its balance', async () => {
    const answer = platformAccountsResponseSchema.parse(
      (await get('/api/admin/ledger/accounts')).json(),
    );
    expect(answer.accounts.map((account) => account.kind).sort()).toEqual([
      'gateway',
      'payouts',
      'promotions',
      'revenue',
    ]);
  });
});

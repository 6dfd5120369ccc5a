import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Executor } from '../../db/transaction';
import { referralRewards } from './wallet.schema';

// The business rows the ledger pays for belong to the modules that write them; the check names
// their tables as it names the ledger's, so the wallet imports none of their schemas.
const purchases = sql.identifier('purchases');
const payments = sql.identifier('payments');
const withdrawals = sql.identifier('withdrawals');
const vouchers = sql.identifier('vouchers');

/**
 * The wallet's half of the ledger check (wallet.service.ts `check`): it reads the ledger's tables
 * and the purchases', payments' and withdrawals' by name, the one place a module's query spans
 * others' tables, because the check is about whether they agree.
 */
export function createWalletChecks(db: Executor) {
  return {
    /**
     * Where the business rows and the ledger disagree: a member's held and pending balances
     * against their open withdrawals and held sales, and each row against the transactions
     * written for it.
     */
    async problems(): Promise<string[]> {
      const problems: string[] = [];
      const held = rowsOf<{ member_id: string; balance: string; expected: string }>(
        await db.execute(sql`
          select a.member_id::text, a.balance::text, coalesce(w.total, 0)::text as expected
          from ledger_accounts a
          left join (select member_id, sum(amount) as total from ${withdrawals}
                     where status = 'pending' group by member_id) w on w.member_id = a.member_id
          where a.kind = 'held' and a.balance <> coalesce(w.total, 0) limit 100`),
      );
      for (const row of held) {
        problems.push(
          `member ${row.member_id} holds ${row.balance} but their pending withdrawals total ${row.expected}`,
        );
      }
      const pending = rowsOf<{ member_id: string; balance: string; expected: string }>(
        await db.execute(sql`
          select a.member_id::text, a.balance::text, coalesce(sum(p.total), 0)::text as expected
          from ledger_accounts a
          left join (select seller_id as member_id, sum(price - commission) as total from ${purchases}
                     where hold in ('held', 'disputed') group by seller_id
                     union all
                     select referrer_id, sum(amount) from ${referralRewards}
                     where state = 'pending' group by referrer_id) p on p.member_id = a.member_id
          where a.kind = 'pending'
          group by a.member_id, a.balance
          having a.balance <> coalesce(sum(p.total), 0) limit 100`),
      );
      for (const row of pending) {
        problems.push(
          `member ${row.member_id} has ${row.balance} pending but their held sales and pending rewards total ${row.expected}`,
        );
      }
      // What each voucher granted is what its sales were discounted, and the promotions account
      // paid exactly the discounts of the sales not refunded and the rewards not cancelled.
      const vouchersOff = rowsOf<{ code: string; granted: string; discounts: string }>(
        await db.execute(sql`
          select v.code, v.granted::text, coalesce(sum(p.discount), 0)::text as discounts
          from ${vouchers} v left join ${purchases} p on p.voucher_id = v.id
          group by v.id having v.granted <> coalesce(sum(p.discount), 0) or v.granted > v.budget
          limit 100`),
      );
      for (const row of vouchersOff) {
        problems.push(
          `voucher ${row.code} has granted ${row.granted} but its sales were discounted ${row.discounts} (or it passed its budget)`,
        );
      }
      const [promotions] = rowsOf<{ balance: string; expected: string }>(
        await db.execute(sql`
          select
            (select coalesce(sum(e.amount), 0) from ledger_entries e
             join ledger_accounts a on a.id = e.account_id
             where a.member_id is null and a.kind = 'promotions')::text as balance,
            (-(select coalesce(sum(discount), 0) from ${purchases} where hold <> 'refunded')
             - (select coalesce(sum(amount), 0) from ${referralRewards} where state <> 'cancelled'))::text
              as expected`),
      );
      if (promotions && promotions.balance !== promotions.expected) {
        problems.push(
          `the promotions account holds ${promotions.balance} but the discounts and rewards it paid total ${promotions.expected}`,
        );
      }
      const expectations = sql`
        select 'purchase ' || p.id as what, p.id as reference,
          array_remove(array[
            case when p.price - p.discount > 0 then 'purchase' end,
            case when p.commission > 0 then 'commission' end,
            case when p.discount > 0 then 'voucher' end,
            case when p.hold = 'released' and p.price - p.commission > 0 then 'sale_release' end,
            case when p.hold = 'refunded' and p.price > 0 then 'refund' end], null) as kinds
        from ${purchases} p
        union all
        select 'payment ' || id, id, case when status = 'paid' then array['deposit'] else array[]::text[] end
        from ${payments}
        union all
        select 'withdrawal ' || id, id, array_remove(array['withdraw_hold',
            case when status = 'paid' then 'withdraw_paid' end,
            case when status in ('rejected', 'cancelled') then 'withdraw_returned' end], null)
        from ${withdrawals}
        union all
        select 'referral reward ' || id, id, array_remove(array['referral_reward',
            case when state = 'released' and purchase_id is not null then 'referral_release' end,
            case when state = 'cancelled' then 'referral_cancel' end], null)
        from ${referralRewards}`;
      const mismatched = rowsOf<{ what: string; expected: string; found: string }>(
        await db.execute(sql`
          with expected as (${expectations})
          select e.what, array_to_string(array(select unnest(e.kinds) order by 1), ',') as expected,
            coalesce((select string_agg(t.kind, ',' order by t.kind) from ledger_transactions t
                      where t.reference = e.reference), '') as found
          from expected e
          where array_to_string(array(select unnest(e.kinds) order by 1), ',')
             <> coalesce((select string_agg(t.kind, ',' order by t.kind) from ledger_transactions t
                          where t.reference = e.reference), '')
          limit 100`),
      );
      for (const row of mismatched) {
        problems.push(
          `${row.what} should have ledger transactions [${row.expected}] but has [${row.found}]`,
        );
      }
      const orphans = rowsOf<{ id: string; kind: string }>(
        await db.execute(sql`
          select t.id::text, t.kind from ledger_transactions t
          where t.reference is null
             or not exists (
               select 1 from ${purchases} where id = t.reference union all
               select 1 from ${payments} where id = t.reference union all
               select 1 from ${withdrawals} where id = t.reference union all
               select 1 from ${referralRewards} where id = t.reference)
          limit 100`),
      );
      for (const row of orphans) {
        problems.push(`ledger transaction ${row.id} (${row.kind}) belongs to no business row`);
      }
      return problems;
    },
  };
}

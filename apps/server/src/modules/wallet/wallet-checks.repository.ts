import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Executor } from '../../db/transaction';
import { referralRewards } from './wallet.schema';

// The business rows the ledger pays for belong to the modules that write them; the check names
// their tables as it names the ledger's, so the wallet imports none of their schemas.
const purchases = sql.identifier('purchases');
const payments = sql.identifier('payments');
const withdrawals = sql.identifier('withdrawals');

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
          select a.member_id::text, a.balance::text, coalesce(p.total, 0)::text as expected
          from ledger_accounts a
          left join (select seller_id, sum(price - commission) as total from ${purchases}
                     where hold in ('held', 'disputed') group by seller_id) p on p.seller_id = a.member_id
          where a.kind = 'pending' and a.balance <> coalesce(p.total, 0) limit 100`),
      );
      for (const row of pending) {
        problems.push(
          `member ${row.member_id} has ${row.balance} pending but their held sales total ${row.expected}`,
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
        select 'referral reward ' || id, id, array['referral_reward'] from ${referralRewards}`;
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

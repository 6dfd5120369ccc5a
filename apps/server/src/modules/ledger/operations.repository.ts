import type { BalanceKind, LedgerKind, OperationFilter } from '@ideabazaar/shared/schemas/wallet';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Executor } from '../../db/transaction';

/** The ledger entry that opens one of a member's operations (ledger.operations). */
export interface OpeningRow {
  id: number;
  reference: string;
  kind: LedgerKind;
  amount: number;
  createdAt: Date;
  itemId: string | null;
}

/** One of the member's entries of an operation. */
export interface OperationEntry {
  reference: string;
  kind: LedgerKind;
  account: BalanceKind;
  amount: number;
  createdAt: Date;
  itemId: string | null;
}

// Each operation has exactly one opening entry of the member's: a deposit, a purchase (the
// buyer's debit or the seller's credit), a reward, the available side of a withdrawal's hold,
// or a voucher's credit to the seller of a sale the buyer paid nothing for.
const opening = sql`(e.kind in ('deposit', 'purchase', 'referral_reward')
  or (e.kind = 'withdraw_hold' and e.amount < 0)
  or (e.kind = 'voucher' and not exists (
    select 1 from ledger_transactions p where p.reference = t.reference and p.kind = 'purchase')))`;

const filters: Record<OperationFilter, SQL> = {
  money_in: sql`e.amount > 0`,
  money_out: sql`e.amount < 0`,
  deposits: sql`e.kind = 'deposit'`,
  purchases: sql`e.kind = 'purchase' and e.amount < 0`,
  sales: sql`e.kind in ('purchase', 'voucher') and e.amount > 0`,
  withdrawals: sql`e.kind = 'withdraw_hold'`,
  rewards: sql`e.kind = 'referral_reward'`,
};

const toNumber = (value: string | number) => Number(value);

/**
 * A member's money as operations (a deposit, a purchase, a sale, a withdrawal, a reward), each
 * grouping the ledger transactions written for one business row (their `reference`).
 */
export function createOperationsRepository(db: Executor) {
  return {
    /** The entries that open the member's operations, newest first, below the entry `before`. */
    async openings(input: {
      memberId: number;
      filter?: OperationFilter | undefined;
      before?: number | undefined;
      limit: number;
    }): Promise<OpeningRow[]> {
      const result = await db.execute(sql`
        select e.id, coalesce(t.reference, t.id) as reference, e.kind, e.amount, e.created_at,
          t.item_id
        from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
        where e.member_id = ${input.memberId} and ${opening}
          ${input.filter ? sql`and ${filters[input.filter]}` : sql``}
          ${input.before !== undefined ? sql`and e.id < ${input.before}` : sql``}
        order by e.id desc limit ${input.limit}`);
      return rowsOf<{
        id: string | number;
        reference: string;
        kind: LedgerKind;
        amount: string | number;
        created_at: string | Date;
        item_id: string | null;
      }>(result).map((row) => ({
        id: toNumber(row.id),
        reference: row.reference,
        kind: row.kind,
        amount: toNumber(row.amount),
        createdAt: new Date(row.created_at),
        itemId: row.item_id,
      }));
    },

    /** Every entry of the member's in these operations, oldest first. */
    async entriesOf(memberId: number, references: string[]): Promise<OperationEntry[]> {
      if (references.length === 0) return [];
      const list = sql.join(
        references.map((reference) => sql`${reference}::uuid`),
        sql`, `,
      );
      const result = await db.execute(sql`
        select coalesce(t.reference, t.id) as reference, e.kind, a.kind as account, e.amount,
          e.created_at, t.item_id
        from ledger_transactions t
        join ledger_entries e on e.transaction_id = t.id
        join ledger_accounts a on a.id = e.account_id
        where (t.reference in (${list}) or t.id in (${list})) and e.member_id = ${memberId}
        order by e.id`);
      return rowsOf<{
        reference: string;
        kind: LedgerKind;
        account: BalanceKind;
        amount: string | number;
        created_at: string | Date;
        item_id: string | null;
      }>(result).map((row) => ({
        reference: row.reference,
        kind: row.kind,
        account: row.account,
        amount: toNumber(row.amount),
        createdAt: new Date(row.created_at),
        itemId: row.item_id,
      }));
    },
  };
}
export type OperationsRepository = ReturnType<typeof createOperationsRepository>;

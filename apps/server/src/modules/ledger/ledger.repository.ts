import { randomUUID } from 'node:crypto';
import type { BalanceKind, LedgerKind } from '@ideabazaar/shared/schemas/wallet';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { rowsOf } from '../../db/rows';
import {
  idempotencyKeys,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  type PlatformAccount,
} from './ledger.schema';

/** One side of a movement: a member's balance or a platform account, and the signed amount. */
export type Leg =
  | { member: number; account: BalanceKind; amount: number }
  | { platform: PlatformAccount; amount: number };

/** One ledger transaction to post: its kind, who it concerns, and legs that sum to zero. */
export interface Posting {
  kind: LedgerKind;
  memberId?: number | null;
  counterpartId?: number | null;
  itemId?: string | null;
  reference?: string | null;
  legs: Leg[];
}

/** Postings as the database's `ledger_post` takes them: transactions with ids, and their entries. */
export function postingRecords(postings: Posting[]) {
  const transactions = postings.map((posting) => ({
    id: randomUUID(),
    kind: posting.kind,
    member_id: posting.memberId ?? null,
    counterpart_id: posting.counterpartId ?? null,
    item_id: posting.itemId ?? null,
    reference: posting.reference ?? null,
  }));
  const entries = postings.flatMap((posting, index) =>
    posting.legs.map((leg) => ({
      tx: transactions[index]!.id,
      // A platform account is named by its kind alone (sql/ledger_post.sql).
      member_id: 'member' in leg ? leg.member : null,
      account: 'member' in leg ? leg.account : leg.platform,
      amount: leg.amount,
    })),
  );
  return { transactions, entries };
}

export function createLedgerRepository(db: Executor) {
  return {
    /**
     * Posts the transactions in one statement (sql/ledger_post.sql): the trigger moves
     * each balance and the CHECK refuses one below zero.
     */
    async post(postings: Posting[]): Promise<string[]> {
      const records = postingRecords(postings);
      await db.execute(
        sql`select ledger_post(${JSON.stringify(records.transactions)}::jsonb, ${JSON.stringify(records.entries)}::jsonb)`,
      );
      return records.transactions.map((transaction) => transaction.id);
    },

    /** A member's balance of one kind, its row locked until the transaction ends. */
    async lockBalance(memberId: number, kind: BalanceKind): Promise<number> {
      const result = await db.execute(sql`
        select balance from ${ledgerAccounts}
        where member_id = ${memberId} and kind = ${kind} for update`);
      return Number(rowsOf<{ balance: string | number }>(result)[0]?.balance ?? 0);
    },

    async balances(memberId: number): Promise<Record<BalanceKind, number>> {
      const rows = await db
        .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.memberId, memberId));
      const balances = { available: 0, held: 0, pending: 0 };
      for (const row of rows) balances[row.kind as BalanceKind] = Number(row.balance);
      return balances;
    },

    /** The ledger transactions written for a business row (a purchase, a payment...). */
    async transactionsFor(reference: string) {
      return db
        .select({ id: ledgerTransactions.id, kind: ledgerTransactions.kind })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.reference, reference));
    },

    // Idempotency keys
    async claimKey(values: {
      memberId: number;
      key: string;
      scope: string;
      requestHash: string;
    }): Promise<boolean> {
      const rows = await db
        .insert(idempotencyKeys)
        .values(values)
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return rows.length === 1;
    },
    async keyOf(memberId: number, key: string) {
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key)))
        .limit(1);
      return row;
    },
    /**
     * Claims again a key still waiting for its answer after `seconds`: the request that claimed
     * it died (a crashed process) and will never answer it. False while it may still be running.
     */
    async reclaimKey(memberId: number, key: string, seconds: number): Promise<boolean> {
      const rows = await db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now()` })
        .where(
          and(
            eq(idempotencyKeys.memberId, memberId),
            eq(idempotencyKeys.key, key),
            isNull(idempotencyKeys.statusCode),
            lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${seconds})`),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      return rows.length === 1;
    },
    async answerKey(memberId: number, key: string, statusCode: number, response: unknown) {
      await db
        .update(idempotencyKeys)
        .set({ statusCode, response })
        .where(and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key)));
    },
    async forgetKeysBefore(hours: number): Promise<number> {
      const rows = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${hours})`))
        .returning({ key: idempotencyKeys.key });
      return rows.length;
    },

    /** Every invariant of the ledger over the whole database; each problem in words. */
    async problems(): Promise<{
      problems: string[];
      transactions: number;
      entries: number;
      accounts: number;
    }> {
      const problems: string[] = [];
      const unbalanced = rowsOf<{ id: string; total: string; entries: string }>(
        await db.execute(sql`
          select t.id, coalesce(sum(e.amount), 0)::text as total, count(e.id)::text as entries
          from ${ledgerTransactions} t left join ${ledgerEntries} e on e.transaction_id = t.id
          group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2
          limit 100`),
      );
      for (const row of unbalanced) {
        problems.push(
          `transaction ${row.id} does not balance: sum ${row.total}, ${row.entries} entries`,
        );
      }
      const drifted = rowsOf<{
        id: string;
        member_id: string;
        kind: string;
        balance: string;
        total: string;
      }>(
        await db.execute(sql`
          select a.id::text, a.member_id::text, a.kind, a.balance::text, coalesce(sum(e.amount), 0)::text as total
          from ${ledgerAccounts} a left join ${ledgerEntries} e on e.account_id = a.id
          group by a.id
          having a.balance <> (case when a.member_id is null then 0 else coalesce(sum(e.amount), 0) end)
             or (a.member_id is not null and a.balance < 0)
          limit 100`),
      );
      for (const row of drifted) {
        problems.push(
          `account ${row.id} (member ${row.member_id ?? '-'}, ${row.kind}) holds ${row.balance} but its entries sum to ${row.total}`,
        );
      }
      const misfiled = rowsOf<{ id: string }>(
        await db.execute(sql`
          select e.id::text from ${ledgerEntries} e join ${ledgerAccounts} a on a.id = e.account_id
          join ${ledgerTransactions} t on t.id = e.transaction_id
          where e.member_id is distinct from a.member_id or e.kind <> t.kind
             or (a.member_id is not null and e.balance_after is null)
          limit 100`),
      );
      for (const row of misfiled)
        problems.push(`entry ${row.id} disagrees with its account or transaction`);
      const accountsWithout = rowsOf<{ id: string }>(
        await db.execute(sql`
          select u.id::text from users u
          where (select count(*) from ${ledgerAccounts} a where a.member_id = u.id) <> 3
          limit 100`),
      );
      for (const row of accountsWithout)
        problems.push(`member ${row.id} does not have exactly three accounts`);
      const [counts] = rowsOf<{ transactions: string; entries: string; accounts: string }>(
        await db.execute(sql`
          select (select count(*) from ${ledgerTransactions})::text as transactions,
                 (select count(*) from ${ledgerEntries})::text as entries,
                 (select count(*) from ${ledgerAccounts})::text as accounts`),
      );
      return {
        problems,
        transactions: Number(counts?.transactions ?? 0),
        entries: Number(counts?.entries ?? 0),
        accounts: Number(counts?.accounts ?? 0),
      };
    },

    /** The sum of the members' balances of each kind (their accounts keep them). */
    async memberTotals(): Promise<Record<BalanceKind, number>> {
      const rows = await db
        .select({
          kind: ledgerAccounts.kind,
          total: sql<string>`sum(${ledgerAccounts.balance})::text`,
        })
        .from(ledgerAccounts)
        .where(sql`${ledgerAccounts.memberId} is not null`)
        .groupBy(ledgerAccounts.kind);
      const totals = { available: 0, held: 0, pending: 0 };
      for (const row of rows) totals[row.kind as BalanceKind] = Number(row.total);
      return totals;
    },

    /** Each platform account's balance: the sum of its entries (they keep no balance column). */
    async platformBalances(): Promise<{ kind: string; balance: number }[]> {
      const rows = rowsOf<{ kind: string; total: string }>(
        await db.execute(sql`
          select a.kind, coalesce(sum(e.amount), 0)::text as total
          from ${ledgerAccounts} a left join ${ledgerEntries} e on e.account_id = a.id
          where a.member_id is null
          group by a.kind order by a.kind`),
      );
      return rows.map((row) => ({ kind: row.kind, balance: Number(row.total) }));
    },

    /** The sum of each kind of member balance over all members, and of each platform account. */
    async totals(): Promise<Record<string, number>> {
      const rows = rowsOf<{ kind: string; total: string }>(
        await db.execute(sql`
          select a.kind, coalesce(sum(e.amount), 0)::text as total
          from ${ledgerAccounts} a left join ${ledgerEntries} e on e.account_id = a.id
          group by a.kind`),
      );
      return Object.fromEntries(rows.map((row) => [row.kind, Number(row.total)]));
    },
  };
}
export type LedgerRepository = ReturnType<typeof createLedgerRepository>;

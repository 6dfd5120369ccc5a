import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerAccounts, ledgerTransactions, payments, purchases } from '../../../src/db/schema';
import type { TestApp } from '../app';
import type { HttpAnswer } from '../http-client';
import { expectLedgerSound, walletOf } from '../wallet';
import { expectedWallets, type PurchaseResult } from './burst';
import type { DepositResult, World } from './world';

const codeOf = (answer: HttpAnswer) => {
  try {
    return String(answer.json().code);
  } catch {
    return '';
  }
};
const purchaseRefusals = ['insufficient_funds', 'already_bought'];

/** Every answer is one a client may get: no 5xx, no refusal other than the race's own. */
export function unexpectedAnswers(results: {
  purchases: PurchaseResult[];
  deposits: DepositResult[];
}): string[] {
  const unexpected: string[] = [];
  for (const { answers } of results.purchases) {
    for (const answer of answers) {
      const refused = answer.status === 409 && purchaseRefusals.includes(codeOf(answer));
      if (answer.status !== 201 && !refused)
        unexpected.push(`purchase ${answer.status} ${answer.body}`);
    }
  }
  for (const { plan, answers, paymentId, callbacks } of results.deposits) {
    for (const answer of answers) {
      const waiting = answer.status === 409 && codeOf(answer) === 'idempotency_in_progress';
      if (answer.status !== 200 && !waiting)
        unexpected.push(`deposit ${answer.status} ${answer.body}`);
    }
    const shown = `/wallet?deposit=${plan.pays ? 'ok' : 'failed'}&payment=${paymentId}`;
    for (const back of callbacks) {
      if (back.status !== 302 || back.headers.location !== shown) {
        unexpected.push(`callback ${back.status} ${back.headers.location} (expected ${shown})`);
      }
    }
  }
  return unexpected;
}

/** The ids every 2xx answer under one key named: one per key, the first answer replayed. */
export function idsPerKey(results: { purchases: PurchaseResult[]; deposits: DepositResult[] }) {
  const purchaseIds = results.purchases.map(
    ({ answers }) =>
      new Set(
        answers
          .filter((answer) => answer.status === 201)
          .map((answer) => answer.json().purchase.id),
      ),
  );
  const paymentIds = results.deposits.map(
    ({ answers }) =>
      new Set(
        answers.filter((answer) => answer.status === 200).map((answer) => answer.json().payment_id),
      ),
  );
  return { purchaseIds, paymentIds };
}

/**
 * The payments nobody came back for are exactly those still pending; made older than
 * PAYMENT_RECONCILE_MINUTES, the reconciliation job settles every one of them.
 */
export async function reconcileUnreturned(t: TestApp, deposits: DepositResult[]) {
  const pending = await t.db.db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.status, 'pending'));
  const unreturned = deposits
    .filter((result) => result.paymentId !== undefined && result.callbacks.length === 0)
    .map((result) => result.paymentId);
  expect(pending.map((row) => row.id).sort()).toEqual(unreturned.sort());
  await t.db.db
    .update(payments)
    .set({ createdAt: sql`now() - make_interval(mins => ${t.config.money.reconcileMinutes + 1})` })
    .where(eq(payments.status, 'pending'));
  while ((await t.app.services.deposits.reconcile()) > 0);
  const left = await t.db.db.select().from(payments).where(eq(payments.status, 'pending'));
  expect(left).toEqual([]);
}

/**
 * After the burst: each paid payment credited once and each purchase moved once, the ledger
 * check clean, no balance below zero, and every member's wallet what their 2xx answers say.
 */
export async function expectMoneyAccountedFor(
  t: TestApp,
  world: World,
  results: { purchases: PurchaseResult[]; deposits: DepositResult[] },
) {
  const { purchaseIds } = idsPerKey(results);
  const bought = purchaseIds.flatMap((ids) => [...ids]).sort();
  const stored = await t.db.db.select({ id: purchases.id }).from(purchases);
  expect(stored.map((row) => row.id).sort()).toEqual(bought);

  const paid = results.deposits
    .filter((result) => result.plan.pays && result.paymentId !== undefined)
    .map((result) => result.paymentId!)
    .sort();
  const paidRows = await t.db.db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.status, 'paid'));
  expect(paidRows.map((row) => row.id).sort()).toEqual(paid);

  const postings = await t.db.db
    .select({
      kind: ledgerTransactions.kind,
      reference: ledgerTransactions.reference,
      count: sql<number>`count(*)::int`,
    })
    .from(ledgerTransactions)
    .where(sql`${ledgerTransactions.kind} in ('deposit', 'purchase')`)
    .groupBy(ledgerTransactions.kind, ledgerTransactions.reference);
  const once = (kind: string) =>
    postings
      .filter((row) => row.kind === kind)
      .map((row) => `${row.reference} x${row.count}`)
      .sort();
  expect(once('deposit')).toEqual(paid.map((id) => `${id} x1`));
  expect(once('purchase')).toEqual(bought.map((id) => `${id} x1`));

  await expectLedgerSound(t);
  const [lowest] = await t.db.db
    .select({ balance: sql<string>`min(${ledgerAccounts.balance})::text` })
    .from(ledgerAccounts)
    .where(sql`${ledgerAccounts.memberId} is not null`);
  expect(Number(lowest?.balance)).toBeGreaterThanOrEqual(0);

  const expected = expectedWallets(world, results, t.config.money);
  const mismatched: string[] = [];
  for (const member of world.members) {
    const wallet = await walletOf(t, member.token);
    const want = expected.get(member.id)!;
    const got = { available: wallet.available, held: wallet.held, pending: wallet.pending };
    if (JSON.stringify(got) !== JSON.stringify(want)) {
      mismatched.push(
        `member ${member.id}: ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`,
      );
    }
  }
  expect(mismatched).toEqual([]);
}

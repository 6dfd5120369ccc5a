import { and, asc, count, desc, eq, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import { first, jsonOf, rowsOf, type Settable } from '../../db/rows';
import { tehranDay, withinTehranDays } from '../../db/tehran-day';
import type { Executor } from '../../db/transaction';
import type { ClaimedKey, LedgerService } from '../ledger/ledger.service';
import { isErrorCode } from '@ideabazaar/shared/errors/codes';
import type { PurchaseTerms } from '../items/items.service';
import { purchases } from './purchases.schema';

export type PurchaseRow = typeof purchases.$inferSelect;
/** purchase_terms' answer as the database writes it. */
interface RawTerms {
  bought: boolean;
  refusal: string | null;
  price?: number;
}
/** The columns a purchase's hold moves (disputes.service.ts, the release job). */
export type PurchaseUpdate = Settable<typeof purchases.$inferInsert>;

/**
 * What `purchase_commit` (sql/purchase_commit.sql) takes: the key with its answer, who buys what
 * at the price they saw with which voucher, and the configured rules. The database decides the
 * rest in the statement that writes.
 */
export interface PurchaseCommit {
  key: ReturnType<LedgerService['keyRecord']> | null;
  purchase_id: string;
  item_id: string;
  buyer_id: number;
  expected_price: number;
  voucher_code: string | null;
  commission_percent: number;
  hold_hours: number;
  referral: { reward: number; min_paid: number };
}
/** Its answer: the key as the first request left it, or the sale as written. */
export type PurchaseCommitted =
  | { first: ClaimedKey }
  | {
      first?: undefined;
      created_at: string;
      release_at: string;
      price: number;
      discount: number;
      commission: number;
      seller_id: number;
      voucher_id: string | null;
      offer_id: string | null;
    };

/** Purchases: who bought which idea, the sale's amounts and the seller's hold. */
export function createPurchasesRepository(db: Executor) {
  return {
    async hasBought(itemId: string, memberId: number): Promise<boolean> {
      const rows = await db
        .select({ id: purchases.id })
        .from(purchases)
        .where(
          and(
            eq(purchases.itemId, itemId),
            eq(purchases.buyerId, memberId),
            ne(purchases.hold, 'refunded'),
          ),
        )
        .limit(1);
      return rows.length === 1;
    },
    /** Every purchase in one statement (sql/purchase_commit.sql). */
    async commitPurchase(payload: PurchaseCommit): Promise<PurchaseCommitted> {
      const result = await db.execute(
        sql`select purchase_commit(${JSON.stringify(payload)}::jsonb) as result`,
      );
      const row = rowsOf<{ result: PurchaseCommitted | string }>(result)[0];
      if (!row) throw new Error('purchase_commit answered no row');
      return jsonOf(row.result);
    },
    /** Whether a member may buy an item and at what price (sql/purchase_terms.sql). */
    async terms(itemId: string, memberId: number): Promise<PurchaseTerms> {
      const result = await db.execute(
        sql`select purchase_terms(${itemId}::uuid, ${memberId}::bigint) as terms`,
      );
      const row = rowsOf<{ terms: RawTerms | string }>(result)[0];
      if (!row) throw new Error('purchase_terms answered no row');
      const raw = jsonOf(row.terms);
      // Its codes are the shared error codes (a test reads sql/ for any other).
      const refusal = raw.refusal !== null && isErrorCode(raw.refusal) ? raw.refusal : null;
      if (raw.refusal !== null && refusal === null) throw new Error(`refusal ${raw.refusal}`);
      return { bought: raw.bought, refusal, price: refusal === null ? (raw.price ?? 0) : null };
    },
    /** The sale's referral reward, if it earned one, follows it (sql/referral_reward_settle.sql). */
    async settleReward(purchaseId: string, outcome: 'released' | 'cancelled') {
      await db.execute(sql`select referral_reward_settle(${purchaseId}::uuid, ${outcome})`);
    },
    /** These purchases (a member's operations name them). */
    purchasesByIds: (ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.select().from(purchases).where(inArray(purchases.id, ids)),
    purchaseById: (id: string) =>
      first(db.select().from(purchases).where(eq(purchases.id, id)).limit(1)),
    lockPurchase: (id: string) =>
      first(db.select().from(purchases).where(eq(purchases.id, id)).limit(1).for('update')),
    async updatePurchase(id: string, values: PurchaseUpdate) {
      await db.update(purchases).set(values).where(eq(purchases.id, id));
    },
    purchasesOf: (buyerId: number, before: { at: string; id: string } | undefined, limit: number) =>
      db
        .select({ purchase: purchases, createdAtText: sql<string>`${purchases.createdAt}::text` })
        .from(purchases)
        .where(
          and(
            eq(purchases.buyerId, buyerId),
            before
              ? or(
                  lt(purchases.createdAt, sql`${before.at}::timestamptz`),
                  and(
                    eq(purchases.createdAt, sql`${before.at}::timestamptz`),
                    lt(purchases.id, before.id),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(desc(purchases.createdAt), desc(purchases.id))
        .limit(limit),
    /** Held purchases past their release time, locked; those another process holds are skipped. */
    dueForRelease: (limit: number) =>
      db
        .select()
        .from(purchases)
        .where(and(eq(purchases.hold, 'held'), lte(purchases.releaseAt, sql`now()`)))
        .orderBy(asc(purchases.releaseAt))
        .limit(limit)
        .for('update', { skipLocked: true }),
    disputed: () =>
      db
        .select()
        .from(purchases)
        .where(eq(purchases.hold, 'disputed'))
        .orderBy(asc(purchases.disputedAt)),
    async nextRelease(sellerId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<string | null>`min(${purchases.releaseAt})::text` })
        .from(purchases)
        .where(and(eq(purchases.sellerId, sellerId), eq(purchases.hold, 'held')));
      return row?.at ? new Date(row.at) : null;
    },
    /** Buyers and the seller's revenue (price less commission, refunds left out) per Tehran day. */
    async salesPerDay(itemId: string, days: number) {
      const result = await db.execute(sql`
        with days as (
          select generate_series(${tehranDay()} - ${days - 1}::int, ${tehranDay()},
                                 interval '1 day')::date as day
        )
        select to_char(days.day, 'YYYY-MM-DD') as day,
          count(${purchases.id})::int as buyers,
          coalesce(sum(${purchases.price} - ${purchases.commission}), 0)::text as revenue
        from days left join ${purchases} on ${purchases.itemId} = ${itemId}
          and ${purchases.hold} <> 'refunded' and ${tehranDay(purchases.createdAt)} = days.day
        group by days.day order by days.day`);
      return rowsOf<{ day: string; buyers: number; revenue: string }>(result).map((row) => ({
        day: row.day,
        buyers: Number(row.buyers),
        revenue: Number(row.revenue),
      }));
    },
    /** A member's purchases (as buyer) or sales (as seller), newest first (the console). */
    ofMember: (side: 'buyer' | 'seller', memberId: number, limit: number) =>
      db
        .select()
        .from(purchases)
        .where(eq(side === 'buyer' ? purchases.buyerId : purchases.sellerId, memberId))
        .orderBy(desc(purchases.createdAt), desc(purchases.id))
        .limit(limit),
    /**
     * Purchases (refunds left out) on each Tehran day of [from, to]: how many, what the buyers
     * paid (price less discount) and the platform's commission; days with none left out.
     */
    async perDay(from: string, to: string) {
      const result = await db.execute(sql`
        select to_char(${tehranDay(purchases.createdAt)}, 'YYYY-MM-DD') as day,
          count(*)::int as n,
          sum(${purchases.price} - ${purchases.discount})::text as volume,
          sum(${purchases.commission})::text as commission
        from ${purchases}
        where ${withinTehranDays(purchases.createdAt, from, to)} and ${purchases.hold} <> 'refunded'
        group by 1`);
      return rowsOf<{ day: string; n: number; volume: string; commission: string }>(result).map(
        (row) => ({
          day: row.day,
          count: Number(row.n),
          volume: Number(row.volume),
          commission: Number(row.commission),
        }),
      );
    },
    async disputedCount(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(purchases)
        .where(eq(purchases.hold, 'disputed'));
      return Number(row?.n ?? 0);
    },
    async salesTotals(itemId: string) {
      const [row] = await db
        .select({
          buyers: sql<number>`count(*)::int`,
          revenue: sql<string>`coalesce(sum(${purchases.price} - ${purchases.commission}), 0)::text`,
        })
        .from(purchases)
        .where(and(eq(purchases.itemId, itemId), ne(purchases.hold, 'refunded')));
      return { buyers: Number(row?.buyers ?? 0), revenue: Number(row?.revenue ?? 0) };
    },
    /** Sales (refunds left out) of each of these items, in one query; items with none left out. */
    async salesCounts(itemIds: string[]): Promise<Map<string, number>> {
      if (itemIds.length === 0) return new Map();
      const rows = await db
        .select({ itemId: purchases.itemId, n: sql<number>`count(*)::int` })
        .from(purchases)
        .where(and(inArray(purchases.itemId, itemIds), ne(purchases.hold, 'refunded')))
        .groupBy(purchases.itemId);
      return new Map(rows.map((row) => [row.itemId, Number(row.n)]));
    },
    /** An item's purchases, every hold, newest first. */
    ofItem: (itemId: string, limit: number) =>
      db
        .select()
        .from(purchases)
        .where(eq(purchases.itemId, itemId))
        .orderBy(desc(purchases.createdAt), desc(purchases.id))
        .limit(limit),
  };
}
export type PurchasesRepository = ReturnType<typeof createPurchasesRepository>;

import type { HoldState, OfferStatus, WithdrawalStatus } from '@ideabazaar/shared/schemas/wallet';
import { and, asc, desc, eq, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { rowsOf } from '../../db/rows';
import { tehranDay } from '../../db/tehran-day';
import type { Executor } from '../../db/transaction';
import type { ClaimedKey, LedgerService, RewardRecord } from '../ledger/ledger.service';
import { createWalletChecks } from './wallet-checks.repository';
import {
  offers,
  operatorActions,
  payments,
  purchases,
  referralRewards,
  voucherMemberUses,
  vouchers,
  withdrawals,
} from './wallet.schema';

export type PurchaseRow = typeof purchases.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type VoucherRow = typeof vouchers.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;

/** What `purchase_commit` takes: the purchase, its postings, the key and the referrer's reward. */
export interface PurchaseCommit {
  key: ReturnType<LedgerService['keyRecord']> | null;
  purchase: {
    id: string;
    item_id: string;
    buyer_id: number;
    seller_id: number;
    price: number;
    discount: number;
    commission: number;
    voucher_id: string | null;
    offer_id: string | null;
    hold_hours: number;
  };
  transactions: RewardRecord['transactions'];
  entries: RewardRecord['entries'];
  reward: RewardRecord | null;
}
/** Its answer: the key as the first request left it, or the purchase's times. */
export type PurchaseCommitted =
  { first: ClaimedKey } | { first?: undefined; created_at: string; release_at: string };

/** Columns to set, each a value or an SQL expression (`now()`). */
type Settable<T> = { [K in keyof T]?: T[K] | SQL };

const first = async <T>(rows: Promise<T[]>): Promise<T | undefined> => (await rows)[0];

/** The wallet's business rows: purchases, payments, withdrawals, vouchers, offers, rewards. */
export function createWalletRepository(db: Executor) {
  return {
    // Purchases
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
    /** The new purchase, or undefined when the member holds one of this idea already. */
    insertPurchase: (values: PgInsertValue<typeof purchases>) =>
      first(db.insert(purchases).values(values).onConflictDoNothing().returning()),
    /** `purchase_commit` (migration 0010): the purchase, its postings and the key in one statement. */
    async commitPurchase(payload: PurchaseCommit): Promise<PurchaseCommitted> {
      const result = await db.execute(
        sql`select purchase_commit(${JSON.stringify(payload)}::jsonb) as result`,
      );
      const row = rowsOf<{ result: PurchaseCommitted | string }>(result)[0];
      if (!row) throw new Error('purchase_commit answered no row');
      // PGlite hands jsonb back parsed, node-postgres too; a string is parsed all the same.
      return typeof row.result === 'string' ? JSON.parse(row.result) : row.result;
    },
    purchaseById: (id: string) =>
      first(db.select().from(purchases).where(eq(purchases.id, id)).limit(1)),
    lockPurchase: (id: string) =>
      first(db.select().from(purchases).where(eq(purchases.id, id)).limit(1).for('update')),
    async updatePurchase(id: string, values: Settable<typeof purchases.$inferInsert>) {
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

    // Payments
    insertPayment: (values: typeof payments.$inferInsert) =>
      first(db.insert(payments).values(values).returning()),
    paymentById: (id: string) =>
      first(db.select().from(payments).where(eq(payments.id, id)).limit(1)),
    paymentByAuthority: (gateway: string, authority: string) =>
      first(
        db
          .select()
          .from(payments)
          .where(and(eq(payments.gateway, gateway), eq(payments.authority, authority)))
          .limit(1),
      ),
    async setAuthority(id: string, authority: string) {
      await db.update(payments).set({ authority }).where(eq(payments.id, id));
    },
    /**
     * Moves a payment on from one of `from` (pending by default); undefined when it was not in
     * them any more (another caller settled it first).
     */
    settlePayment: (
      id: string,
      values: { status: 'paid' | 'failed'; refId?: string | null; failure?: string | null },
      from: ('pending' | 'failed')[] = ['pending'],
    ) =>
      first(
        db
          .update(payments)
          .set({ ...values, verifiedAt: sql`now()` })
          .where(and(eq(payments.id, id), inArray(payments.status, from)))
          .returning(),
      ),
    /** Pending payments older than `minutes`: the reconciliation job's work. */
    stalePayments: (minutes: number, limit: number) =>
      db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.status, 'pending'),
            lt(payments.createdAt, sql`now() - make_interval(mins => ${minutes})`),
          ),
        )
        .orderBy(asc(payments.createdAt))
        .limit(limit),

    // Withdrawals
    insertWithdrawal: (values: typeof withdrawals.$inferInsert) =>
      first(db.insert(withdrawals).values(values).returning()),
    withdrawalsOf: (memberId: number) =>
      db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.memberId, memberId))
        .orderBy(desc(withdrawals.createdAt))
        .limit(100),
    withdrawalById: (id: string) =>
      first(db.select().from(withdrawals).where(eq(withdrawals.id, id)).limit(1)),
    withdrawalsWith: (status: WithdrawalStatus | undefined) =>
      db
        .select()
        .from(withdrawals)
        .where(status ? eq(withdrawals.status, status) : undefined)
        .orderBy(asc(withdrawals.createdAt))
        .limit(500),
    /** Decides a pending withdrawal; undefined when it was not pending (or not the member's). */
    decideWithdrawal: (
      id: string,
      values: Settable<typeof withdrawals.$inferInsert> & { status: WithdrawalStatus },
      memberId?: number,
    ) =>
      first(
        db
          .update(withdrawals)
          .set({ ...values, decidedAt: sql`now()` })
          .where(
            and(
              eq(withdrawals.id, id),
              eq(withdrawals.status, 'pending'),
              memberId === undefined ? undefined : eq(withdrawals.memberId, memberId),
            ),
          )
          .returning(),
      ),

    // Vouchers
    insertVoucher: (values: typeof vouchers.$inferInsert) =>
      first(db.insert(vouchers).values(values).onConflictDoNothing().returning()),
    vouchers: () => db.select().from(vouchers).orderBy(desc(vouchers.createdAt)).limit(500),
    voucherByCode: (code: string) =>
      first(db.select().from(vouchers).where(eq(vouchers.code, code)).limit(1)),
    disableVoucher: (id: string) =>
      first(db.update(vouchers).set({ disabled: true }).where(eq(vouchers.id, id)).returning()),
    /**
     * Takes one use of a voucher that applies to this price now; undefined when it does not.
     * The row lock and the re-checked condition make the last use go to one purchase only.
     */
    takeVoucherUse: (code: string, price: number) =>
      first(
        db
          .update(vouchers)
          .set({ uses: sql`${vouchers.uses} + 1` })
          .where(
            and(
              eq(vouchers.code, code),
              eq(vouchers.disabled, false),
              or(isNull(vouchers.expiresAt), sql`${vouchers.expiresAt} > now()`),
              or(isNull(vouchers.maxUses), lt(vouchers.uses, vouchers.maxUses)),
              lte(vouchers.minPrice, price),
            ),
          )
          .returning(),
      ),
    /** Counts one more use by the member; the member's count after it. */
    async takeMemberUse(voucherId: string, memberId: number): Promise<number> {
      const [row] = await db
        .insert(voucherMemberUses)
        .values({ voucherId, memberId, uses: 1 })
        .onConflictDoUpdate({
          target: [voucherMemberUses.voucherId, voucherMemberUses.memberId],
          set: { uses: sql`${voucherMemberUses.uses} + 1` },
        })
        .returning({ uses: voucherMemberUses.uses });
      return row?.uses ?? 1;
    },
    async memberUses(voucherId: string, memberId: number): Promise<number> {
      const [row] = await db
        .select({ uses: voucherMemberUses.uses })
        .from(voucherMemberUses)
        .where(
          and(eq(voucherMemberUses.voucherId, voucherId), eq(voucherMemberUses.memberId, memberId)),
        );
      return row?.uses ?? 0;
    },

    // Offers
    insertOffer: (values: typeof offers.$inferInsert) =>
      first(db.insert(offers).values(values).onConflictDoNothing().returning()),
    offerById: (id: string) => first(db.select().from(offers).where(eq(offers.id, id)).limit(1)),
    offersOn: (itemId: string, buyerId?: number) =>
      db
        .select()
        .from(offers)
        .where(
          and(
            eq(offers.itemId, itemId),
            buyerId === undefined ? undefined : eq(offers.buyerId, buyerId),
          ),
        )
        .orderBy(desc(offers.createdAt))
        .limit(200),
    /** Moves an offer from one of `from` to `values.status`; undefined when it was not in them. */
    moveOffer: (
      id: string,
      from: OfferStatus[],
      values: Settable<typeof offers.$inferInsert> & { status: OfferStatus },
    ) =>
      first(
        db
          .update(offers)
          .set(values)
          .where(and(eq(offers.id, id), inArray(offers.status, from)))
          .returning(),
      ),
    /** Marks the member's accepted offers on the idea whose seven days have passed expired. */
    async expireOffers(itemId: string, buyerId: number) {
      await db
        .update(offers)
        .set({ status: 'expired' })
        .where(
          and(
            eq(offers.itemId, itemId),
            eq(offers.buyerId, buyerId),
            eq(offers.status, 'accepted'),
            sql`${offers.expiresAt} <= now()`,
          ),
        );
    },
    /** The member's accepted, unexpired offer on the idea, locked for the purchase. */
    acceptedOffer: (itemId: string, buyerId: number) =>
      first(
        db
          .select()
          .from(offers)
          .where(
            and(
              eq(offers.itemId, itemId),
              eq(offers.buyerId, buyerId),
              eq(offers.status, 'accepted'),
              sql`${offers.expiresAt} > now()`,
            ),
          )
          .limit(1)
          .for('update'),
      ),

    // Referral rewards
    /** Records the friend's reward; undefined when the friend has earned one already. */
    rewardsOf: (referrerId: number) =>
      db
        .select()
        .from(referralRewards)
        .where(eq(referralRewards.referrerId, referrerId))
        .orderBy(desc(referralRewards.createdAt))
        .limit(200),

    // Operators
    async recordAction(values: typeof operatorActions.$inferInsert) {
      await db.insert(operatorActions).values(values);
    },

    ...createWalletChecks(db),
  };
}
export type WalletRepository = ReturnType<typeof createWalletRepository>;
export type { HoldState };

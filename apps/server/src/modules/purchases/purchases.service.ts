import { randomUUID } from 'node:crypto';
import type { Language } from '@ideabazaar/shared/i18n/language';
import type { Purchase } from '@ideabazaar/shared/schemas/wallet';
import type { MoneyConfig } from '../../config/env';
import { retrying, type Transaction, type Tx } from '../../db/transaction';
import type { BusinessMeter } from '../../lib/business-meter';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { AppError } from '../../plugins/errors/app-error';
import type { ItemsService } from '../items/items.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { MembersService } from '../members/members.service';
import { databaseRefusal, refsOf } from '../../lib/money';
import {
  createPurchasesRepository,
  type PurchaseCommitted,
  type PurchaseRow,
  type PurchasesRepository,
  type PurchaseUpdate,
} from './purchases.repository';
import { refundPosting, releasePosting } from './sale-postings';

const PAGE = 20;
const RELEASE_BATCH = 100;
const cursorScope = { list: 'my-purchases', sort: 'newest', key: 'timestamp' } as const;

/**
 * Buying ideas (PRODUCT.md section 5): the purchase moves the money and unlocks the idea in one
 * transaction; the seller's share waits out the satisfaction hold (disputes.service.ts settles
 * the disputed ones).
 */
export function createPurchasesService(options: {
  repository: PurchasesRepository;
  transaction: Transaction;
  ledger: LedgerService;
  items: ItemsService;
  members: MembersService;
  money: MoneyConfig;
  meter: BusinessMeter;
}) {
  const { repository, transaction, ledger, items, members, money, meter } = options;

  /**
   * The purchases as answered; `known` titles (an item the caller holds) and `knownNames` of
   * sellers are not read again. A hidden item's title is named only for an operator's list
   * (`forOperator`).
   */
  async function toPurchases(
    rows: PurchaseRow[],
    known: Map<string, string> = new Map(),
    knownNames: Map<number, string | null> = new Map(),
    forOperator = false,
  ): Promise<Purchase[]> {
    const [read, ref] = await Promise.all([
      items.titles(
        [...new Set(rows.map((row) => row.itemId))].filter((id) => !known.has(id)),
        { all: forOperator },
      ),
      refsOf(
        members.publicNames,
        rows.map((row) => row.sellerId),
        knownNames,
      ),
    ]);
    const titles = new Map([...read, ...known]);
    return rows.map((row) => ({
      id: row.id,
      item_id: row.itemId,
      item_title: titles.get(row.itemId) ?? '',
      price: row.price,
      discount: row.discount,
      paid: row.price - row.discount,
      hold: row.hold,
      release_at: row.releaseAt.toISOString(),
      dispute_reason: row.disputeReason,
      created_at: row.createdAt.toISOString(),
      seller: ref(row.sellerId),
    }));
  }

  return {
    toPurchases,
    // An item's sales figures, per day and in all (the indicators module).
    salesPerDay: (itemId: string, days: number) => repository.salesPerDay(itemId, days),
    salesTotals: (itemId: string) => repository.salesTotals(itemId),
    /** The console's: a member's purchases or sales, the figures per day, the disputed count. */
    ofMember: (side: 'buyer' | 'seller', memberId: number, limit: number) =>
      repository.ofMember(side, memberId, limit),
    perDay: (from: string, to: string) => repository.perDay(from, to),
    disputedCount: () => repository.disputedCount(),
    /** Sales of each item (the operators' item list), refunds left out. */
    salesCounts: (itemIds: string[]) => repository.salesCounts(itemIds),
    /** An item's purchases, newest first (the operators' item page). */
    ofItem: (itemId: string, limit: number) => repository.ofItem(itemId, limit),
    /** When the seller's next held sale is released (the wallet's `next_release_at`). */
    nextRelease: (sellerId: number) => repository.nextRelease(sellerId),
    /** These purchases, by id, for the member's operations and receipts (they check the parties). */
    byIds: (ids: string[]) => repository.purchasesByIds(ids),

    // What disputes.service.ts does to a purchase, in its own transaction.
    lockPurchase: (tx: Tx, id: string) => createPurchasesRepository(tx).lockPurchase(id),
    purchaseIn: (tx: Tx, id: string) => createPurchasesRepository(tx).purchaseById(id),
    updatePurchase: (tx: Tx, id: string, values: PurchaseUpdate) =>
      createPurchasesRepository(tx).updatePurchase(id, values),
    /** The referral reward the sale earned follows it: released or cancelled with it. */
    settleReward: (tx: Tx, id: string, outcome: 'released' | 'cancelled') =>
      createPurchasesRepository(tx).settleReward(id, outcome),
    disputed: () => repository.disputed(),
    refundPosting,
    releasePosting,

    /** Whether a member may buy an item now, and at what price: the one rule (purchase_terms). */
    terms: (itemId: string, memberId: number) => repository.terms(itemId, memberId),

    /** The price this member would pay for the idea now, before any voucher; else the refusal. */
    async priceFor(itemId: string, buyerId: number): Promise<number> {
      const terms = await repository.terms(itemId, buyerId);
      if (terms.refusal !== null) throw new AppError(terms.refusal);
      return terms.price!;
    },

    /**
     * Buys the idea from the member's available balance at the price they saw: the buyer pays the
     * price less any voucher's discount, the platform keeps the commission and pays the discount,
     * the seller's share goes to their pending balance until the hold ends. Every kind of
     * purchase is one statement, `purchase_commit`, which decides and writes: all or nothing,
     * once per key.
     */
    async purchase(input: {
      itemId: string;
      buyerId: number;
      voucherCode: string | undefined;
      expectedPrice: number;
      idempotencyKey: string | undefined;
      language: Language;
    }) {
      const once = {
        memberId: input.buyerId,
        key: input.idempotencyKey,
        scope: `purchase:${input.itemId}`,
        request: { voucher_code: input.voucherCode ?? null, expected_price: input.expectedPrice },
      };
      // The answer kept with the key is the purchase's id, named before the work so the key is
      // claimed with its answer in the statement that writes.
      const purchaseId = randomUUID();
      const answer = { status: 201, body: { purchase_id: purchaseId } };
      let done: PurchaseCommitted;
      try {
        done = await retrying(() =>
          repository.commitPurchase({
            key: ledger.keyRecord(once, answer) ?? null,
            purchase_id: purchaseId,
            item_id: input.itemId,
            buyer_id: input.buyerId,
            expected_price: input.expectedPrice,
            voucher_code: input.voucherCode ?? null,
            commission_percent: money.commissionPercent,
            hold_hours: money.saleHoldHours,
            referral: { reward: money.referralReward, min_paid: money.referralMinPaid },
          }),
        );
      } catch (error) {
        throw databaseRefusal(error) ?? error;
      }
      if (!done.first) meter.purchased(done.price - done.discount);
      // The item is read after the commit, as its buyer now sees it (queries outside a
      // transaction must not run inside one: PGlite has one connection).
      const item = await items.row(input.itemId);
      if (done.first) {
        const replay = ledger.replayOf<{ purchase_id: string }>(once, done.first);
        const row = await repository.purchaseById(replay.body.purchase_id);
        if (!row) throw new AppError('purchase_not_found');
        const [[purchase], view] = await Promise.all([
          toPurchases([row], new Map([[item.id, item.title]])),
          items.viewOf(item, input.buyerId, input.language),
        ]);
        return { status: replay.status, body: { purchase: purchase!, item: view } };
      }
      const row: PurchaseRow = {
        id: purchaseId,
        itemId: item.id,
        buyerId: input.buyerId,
        sellerId: done.seller_id,
        price: done.price,
        discount: done.discount,
        commission: done.commission,
        voucherId: done.voucher_id,
        offerId: done.offer_id,
        hold: 'held',
        releaseAt: new Date(done.release_at),
        disputeReason: null,
        disputedAt: null,
        settledAt: null,
        settledBy: null,
        createdAt: new Date(done.created_at),
      };
      // Its title and its creator's name name the purchase, so neither is read again.
      const view = await items.viewOf(item, input.buyerId, input.language, { bought: true });
      const [purchase] = await toPurchases(
        [row],
        new Map([[item.id, item.title]]),
        view.creator ? new Map([[row.sellerId, view.creator.name]]) : undefined,
      );
      return { status: answer.status, body: { purchase: purchase!, item: view } };
    },

    async mine(memberId: number, cursor: string | undefined) {
      const before = cursor ? decodeCursor(cursor, cursorScope) : undefined;
      const rows = await repository.purchasesOf(
        memberId,
        before ? { at: before.key, id: before.id } : undefined,
        PAGE + 1,
      );
      const page = rows.slice(0, PAGE);
      const last = page.at(-1);
      return {
        purchases: await toPurchases(page.map((row) => row.purchase)),
        next_cursor:
          rows.length > PAGE && last
            ? encodeCursor(cursorScope, { key: last.createdAtText, id: last.purchase.id })
            : null,
      };
    },

    /** Releases every held sale whose time has come; safe with several processes (SKIP LOCKED). */
    async releaseDue(): Promise<number> {
      let released = 0;
      for (;;) {
        const count = await transaction(async (tx) => {
          const within = createPurchasesRepository(tx);
          const due = await within.dueForRelease(RELEASE_BATCH);
          const postings = due.flatMap(releasePosting);
          if (postings.length > 0) await ledger.post(tx, postings);
          for (const row of due) {
            await within.updatePurchase(row.id, { hold: 'released' });
            await within.settleReward(row.id, 'released');
          }
          return due.length;
        });
        released += count;
        if (count < RELEASE_BATCH) return released;
      }
    },
  };
}
export type PurchasesService = ReturnType<typeof createPurchasesService>;
export type { PurchaseRow };

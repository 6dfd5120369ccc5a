import { randomUUID } from 'node:crypto';
import type { Language } from '@ideabazaar/shared/i18n/language';
import type { Purchase } from '@ideabazaar/shared/schemas/wallet';
import type { MoneyConfig } from '../../config/env';
import { raisedRefusal, retrying, type Transaction, type Tx } from '../../db/transaction';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { AppError } from '../../plugins/errors/app-error';
import type { ItemsService } from '../items/items.service';
import { postingRecords, type Answer, type LedgerService } from '../ledger/ledger.service';
import type { MembersService } from '../members/members.service';
import { percentOf, refsOf } from '../../lib/money';
import type { OffersService } from '../offers/offers.service';
import type { VouchersService } from '../vouchers/vouchers.service';
import { rewardRecord } from '../wallet/rewards.service';
import {
  createPurchasesRepository,
  type PurchaseCommit,
  type PurchaseCommitted,
  type PurchaseRow,
  type PurchasesRepository,
  type PurchaseUpdate,
} from './purchases.repository';
import { refundPosting, releasePosting, salePostings } from './sale-postings';

const PAGE = 20;

/** A purchase call's result before its answer is built: a new purchase, or a key's replay. */
type Outcome = { row: PurchaseRow } | { replay: Answer<{ purchase_id: string }> };

/** The AppError of a refusal `purchase_commit` raised (migration 0010), else undefined. */
function refusalOf(error: unknown): AppError | undefined {
  const raised = raisedRefusal(error);
  if (!raised) return undefined;
  switch (raised.code) {
    case 'already_bought':
    case 'item_archived':
      return new AppError(raised.code);
    case 'insufficient_funds':
      return new AppError('insufficient_funds', { params: { missing: Number(raised.detail) } });
    default:
      return undefined;
  }
}
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
  vouchers: VouchersService;
  offers: Pick<OffersService, 'acceptedOffer' | 'markBought'>;
  money: MoneyConfig;
}) {
  const { repository, transaction, ledger, items, members, vouchers, offers, money } = options;

  /**
   * The purchases as answered; `known` titles (an item the caller holds) and `knownNames` of
   * sellers are not read again.
   */
  async function toPurchases(
    rows: PurchaseRow[],
    known: Map<string, string> = new Map(),
    knownNames: Map<number, string | null> = new Map(),
  ): Promise<Purchase[]> {
    const [read, ref] = await Promise.all([
      items.titles([...new Set(rows.map((row) => row.itemId))].filter((id) => !known.has(id))),
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

  /** The item a member may buy, or the refusal: authorization and state before any money. */
  async function buyable(itemId: string, buyerId: number) {
    const item = await items.row(itemId);
    if (item.status === 'draft' && item.ownerId !== buyerId) throw new AppError('item_not_found');
    if (item.ownerId === buyerId) throw new AppError('own_item_purchase');
    if (item.section !== 'idea') throw new AppError('need_not_for_sale');
    if (item.status !== 'published') throw new AppError('item_archived');
    if (item.ownerId === null) throw new AppError('item_not_found');
    return { ...item, ownerId: item.ownerId };
  }

  return {
    toPurchases,
    hasBought: (itemId: string, memberId: number) => repository.hasBought(itemId, memberId),
    salesPerDay: (itemId: string, days: number) => repository.salesPerDay(itemId, days),
    salesTotals: (itemId: string) => repository.salesTotals(itemId),
    /** When the seller's next held sale is released (the wallet's `next_release_at`). */
    nextRelease: (sellerId: number) => repository.nextRelease(sellerId),

    // What disputes.service.ts does to a purchase, in its own transaction.
    lockPurchase: (tx: Tx, id: string) => createPurchasesRepository(tx).lockPurchase(id),
    purchaseIn: (tx: Tx, id: string) => createPurchasesRepository(tx).purchaseById(id),
    updatePurchase: (tx: Tx, id: string, values: PurchaseUpdate) =>
      createPurchasesRepository(tx).updatePurchase(id, values),
    disputed: () => repository.disputed(),
    refundPosting,
    releasePosting,

    /** The price this member would pay for the idea now, before any voucher. */
    async priceFor(itemId: string, buyerId: number): Promise<number> {
      const item = await buyable(itemId, buyerId);
      if (!item.negotiable) return item.price ?? 0;
      const offer = await transaction((tx) => offers.acceptedOffer(tx, item.id, buyerId));
      if (!offer) throw new AppError('offer_required');
      return offer.amount;
    },

    /**
     * Buys the idea from the member's available balance: the buyer pays the price less any
     * voucher's discount, the platform keeps the commission and pays the discount, the seller's
     * share goes to their pending balance until the hold ends. All or nothing, once per key.
     */
    async purchase(input: {
      itemId: string;
      buyerId: number;
      voucherCode: string | undefined;
      idempotencyKey: string | undefined;
      language: Language;
    }) {
      const [item, buyer] = await Promise.all([
        buyable(input.itemId, input.buyerId),
        members.byId(input.buyerId),
      ]);
      const once = {
        memberId: input.buyerId,
        key: input.idempotencyKey,
        scope: `purchase:${item.id}`,
        request: { voucher_code: input.voucherCode ?? null },
      };
      // The answer kept with the key is the purchase's id, named before the work so the key is
      // claimed with its answer in the statement that writes. The purchase and the item are
      // read after the commit (queries outside a transaction must not run inside it: PGlite has
      // one connection), the same way for the first answer and a replay.
      const purchaseId = randomUUID();
      const answer = { status: 201, body: { purchase_id: purchaseId } };
      /** The purchase, its postings and the referrer's reward, for `purchase_commit`. */
      const commitOf = (
        sale: { price: number; discount: number; voucherId: string | null; offerId: string | null },
        key: PurchaseCommit['key'],
      ) => {
        const row: PurchaseRow = {
          id: purchaseId,
          itemId: item.id,
          buyerId: input.buyerId,
          sellerId: item.ownerId,
          price: sale.price,
          discount: sale.discount,
          commission: percentOf(sale.price, money.commissionPercent),
          voucherId: sale.voucherId,
          offerId: sale.offerId,
          hold: 'held',
          releaseAt: new Date(0),
          disputeReason: null,
          disputedAt: null,
          settledAt: null,
          settledBy: null,
          createdAt: new Date(0),
        };
        const payload: PurchaseCommit = {
          key,
          purchase: {
            id: row.id,
            item_id: row.itemId,
            buyer_id: row.buyerId,
            seller_id: row.sellerId,
            price: row.price,
            discount: row.discount,
            commission: row.commission,
            voucher_id: row.voucherId,
            offer_id: row.offerId,
            hold_hours: money.saleHoldHours,
          },
          ...postingRecords(salePostings(row)),
          reward:
            rewardRecord({
              friendId: input.buyerId,
              referrerId: buyer?.referredBy ?? null,
              amount: money.referralReward,
              reason: 'purchase',
            }) ?? null,
        };
        return { row, payload };
      };
      /** The purchase as written, or the first answer under the key. */
      const settle = (row: PurchaseRow, done: PurchaseCommitted): Outcome => {
        if (done.first) return { replay: ledger.replayOf(once, done.first) };
        return {
          row: {
            ...row,
            createdAt: new Date(done.created_at),
            releaseAt: new Date(done.release_at),
          },
        };
      };

      let outcome: Outcome;
      try {
        if (!item.negotiable && !input.voucherCode) {
          // The common case in one statement: the key, the checks, the row and the postings.
          const { row, payload } = commitOf(
            { price: item.price ?? 0, discount: 0, voucherId: null, offerId: null },
            ledger.keyRecord(once, answer) ?? null,
          );
          outcome = settle(row, await retrying(() => repository.commitPurchase(payload)));
        } else {
          // An offer or a voucher is taken in the same transaction, after the key is claimed
          // and after the check that the idea is not bought already, so neither goes in vain.
          outcome = await transaction(async (tx) => {
            const within = createPurchasesRepository(tx);
            let written: Outcome | undefined;
            const claimed = await ledger.onceAnswering(tx, once, answer, async () => {
              if (await within.hasBought(item.id, input.buyerId)) {
                throw new AppError('already_bought');
              }
              let price = item.price ?? 0;
              let offerId: string | null = null;
              if (item.negotiable) {
                const offer = await offers.acceptedOffer(tx, item.id, input.buyerId);
                if (!offer) throw new AppError('offer_required');
                price = offer.amount;
                offerId = offer.id;
              }
              const taken = input.voucherCode
                ? await vouchers.take(tx, input.voucherCode, price, input.buyerId)
                : undefined;
              const { row, payload } = commitOf(
                {
                  price,
                  discount: taken?.discount ?? 0,
                  voucherId: taken?.voucher.id ?? null,
                  offerId,
                },
                null,
              );
              written = settle(row, await within.commitPurchase(payload));
              if (offerId) await offers.markBought(tx, offerId);
            });
            return claimed.replayed || !written ? { replay: claimed } : written;
          });
        }
      } catch (error) {
        throw refusalOf(error) ?? error;
      }

      if ('replay' in outcome) {
        const row = await repository.purchaseById(outcome.replay.body.purchase_id);
        if (!row) throw new AppError('purchase_not_found');
        const [[purchase], view] = await Promise.all([
          toPurchases([row], new Map([[item.id, item.title]])),
          items.viewOf(item, input.buyerId, input.language),
        ]);
        return { status: outcome.replay.status, body: { purchase: purchase!, item: view } };
      }
      // The item as read at the start of this request, as its buyer now sees it; its title and
      // its creator's name name the purchase, so neither is read again.
      const view = await items.viewOf(item, input.buyerId, input.language, { bought: true });
      const [purchase] = await toPurchases(
        [outcome.row],
        new Map([[item.id, item.title]]),
        view.creator ? new Map([[item.ownerId, view.creator.name]]) : undefined,
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
          for (const row of due) await within.updatePurchase(row.id, { hold: 'released' });
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

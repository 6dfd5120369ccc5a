import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../plugins/errors/app-error';
import type { LedgerService } from '../ledger/ledger.service';
import type { MembersService } from '../members/members.service';
import { refsOf } from '../../lib/money';
import type { PurchaseRow, PurchasesService } from '../purchases/purchases.service';
import type { AuditService } from '../audit/audit.service';

/**
 * Disputes (PRODUCT.md section 5): a buyer disputes a purchase while its hold lasts, which keeps
 * the release job off it; an operator settles it by refunding the buyer or releasing the share.
 */
export function createDisputesService(options: {
  transaction: Transaction;
  ledger: LedgerService;
  members: MembersService;
  audit: AuditService;
  /** The disputed purchases' rows, read and moved through the purchases service. */
  purchases: Pick<
    PurchasesService,
    | 'toPurchases'
    | 'lockPurchase'
    | 'purchaseIn'
    | 'updatePurchase'
    | 'disputed'
    | 'refundPosting'
    | 'releasePosting'
    | 'settleReward'
  >;
}) {
  const { transaction, ledger, members, audit, purchases } = options;
  const { toPurchases, refundPosting, releasePosting } = purchases;
  const toPurchase = async (row: PurchaseRow) => (await toPurchases([row]))[0]!;

  return {
    /** The buyer opens a dispute while the hold lasts; the release job then passes the sale by. */
    async dispute(input: { purchaseId: string; memberId: number; reason: string }) {
      const row = await transaction(async (tx) => {
        const found = await purchases.lockPurchase(tx, input.purchaseId);
        if (!found || found.buyerId !== input.memberId) throw new AppError('purchase_not_found');
        if (found.hold !== 'held' || found.releaseAt.getTime() <= Date.now()) {
          throw new AppError('dispute_window_closed');
        }
        await purchases.updatePurchase(tx, found.id, {
          hold: 'disputed',
          disputeReason: input.reason,
          disputedAt: sql`now()`,
        });
        return (await purchases.purchaseIn(tx, found.id))!;
      });
      return toPurchase(row);
    },

    async disputes(operatorId: number) {
      await members.operatorOnly(operatorId);
      const rows = await purchases.disputed();
      const buyers = await refsOf(
        members.publicNames,
        rows.map((row) => row.buyerId),
      );
      const shown = await toPurchases(rows, undefined, undefined, true);
      return {
        disputes: shown.map((purchase, index) => ({
          ...purchase,
          buyer: buyers(rows[index]!.buyerId),
          disputed_at: rows[index]!.disputedAt?.toISOString() ?? null,
        })),
      };
    },

    /** An operator settles a dispute: the buyer's money back, or the seller's share released. */
    async settle(input: {
      operatorId: number;
      purchaseId: string;
      outcome: 'refund' | 'release';
      note: string;
    }) {
      await members.operatorOnly(input.operatorId);
      const row = await transaction(async (tx) => {
        const found = await purchases.lockPurchase(tx, input.purchaseId);
        if (!found) throw new AppError('purchase_not_found');
        if (found.hold !== 'disputed') throw new AppError('dispute_not_open');
        const postings = input.outcome === 'refund' ? refundPosting(found) : releasePosting(found);
        if (postings.length > 0) await ledger.post(tx, postings);
        await purchases.updatePurchase(tx, found.id, {
          hold: input.outcome === 'refund' ? 'refunded' : 'released',
          settledAt: sql`now()`,
          settledBy: input.operatorId,
        });
        await purchases.settleReward(
          tx,
          found.id,
          input.outcome === 'refund' ? 'cancelled' : 'released',
        );
        await audit.record(tx, {
          actorId: input.operatorId,
          action: `dispute.${input.outcome}`,
          objectType: 'purchase',
          objectId: found.id,
          before: { hold: found.hold },
          after: { hold: input.outcome === 'refund' ? 'refunded' : 'released', note: input.note },
        });
        return (await purchases.purchaseIn(tx, found.id))!;
      });
      return toPurchase(row);
    },
  };
}
export type DisputesService = ReturnType<typeof createDisputesService>;

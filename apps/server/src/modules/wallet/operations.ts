import type {
  LedgerKind,
  OperationKind,
  OperationStatus,
  WalletOperation,
} from '@ideabazaar/shared/schemas/wallet';
import type { OperationEntry } from '../ledger/ledger.service';
import type { PurchaseRow } from '../purchases/purchases.service';
import type { WithdrawalRow } from '../withdrawals/withdrawals.service';

/** The business rows an operation's status is read from, by reference. */
export interface OperationRows {
  purchases: Map<string, PurchaseRow>;
  withdrawals: Map<string, WithdrawalRow>;
  rewards: Map<string, { state: 'pending' | 'released' | 'cancelled' }>;
}

const SALE_KINDS: LedgerKind[] = ['purchase', 'voucher', 'commission'];

/** What the member did, from the kind of the entry that opened it. */
export function kindOf(opening: { kind: LedgerKind; amount: number }): OperationKind {
  switch (opening.kind) {
    case 'deposit':
      return 'deposit';
    case 'withdraw_hold':
      return 'withdrawal';
    case 'referral_reward':
      return 'referral';
    default:
      // The buyer's purchase entry takes money out; the seller's (or a voucher's) brings it in.
      return opening.kind === 'purchase' && opening.amount < 0 ? 'purchase' : 'sale';
  }
}

function statusOf(kind: OperationKind, reference: string, rows: OperationRows): OperationStatus {
  switch (kind) {
    case 'deposit':
      return 'completed';
    case 'purchase':
      return rows.purchases.get(reference)?.hold === 'refunded' ? 'refunded' : 'completed';
    case 'sale':
      return rows.purchases.get(reference)?.hold ?? 'held';
    case 'withdrawal': {
      const status = rows.withdrawals.get(reference)?.status ?? 'pending';
      return status === 'pending' ? 'requested' : status;
    }
    case 'referral': {
      const state = rows.rewards.get(reference)?.state ?? 'released';
      return state === 'pending' ? 'held' : state;
    }
  }
}

const sum = (entries: OperationEntry[]) =>
  entries.reduce((total, entry) => total + entry.amount, 0);

/**
 * The amount as the member reads it (+ in, - out): a sale's is the seller's share (price less
 * commission, whatever voucher the buyer used), the others' the entry that opened them.
 */
function amountOf(kind: OperationKind, openingAmount: number, entries: OperationEntry[]) {
  if (kind === 'sale') return sum(entries.filter((entry) => SALE_KINDS.includes(entry.kind)));
  return openingAmount;
}

/**
 * One row of the member's money: the ledger transactions of one business row grouped, with its
 * status and its net effect on what the member has (available and pending: money held for a
 * withdrawal in flight has left for the member, and comes back if it is cancelled).
 */
export function toOperation(
  opening: {
    reference: string;
    kind: LedgerKind;
    amount: number;
    createdAt: Date;
    itemId: string | null;
  },
  entries: OperationEntry[],
  rows: OperationRows,
  titles: Map<string, string>,
  kind: OperationKind = kindOf(opening),
): WalletOperation {
  const itemId = entries.find((entry) => entry.itemId)?.itemId ?? opening.itemId;
  return {
    reference: opening.reference,
    kind,
    status: statusOf(kind, opening.reference, rows),
    amount: amountOf(kind, opening.amount, entries),
    net: sum(entries.filter((entry) => entry.account !== 'held')),
    created_at: opening.createdAt.toISOString(),
    item_id: itemId,
    item_title: itemId ? (titles.get(itemId) ?? null) : null,
  };
}

import type {
  LedgerKind,
  OperationFilter,
  OperationKind,
  Receipt,
  TransactionPage,
} from '@ideabazaar/shared/schemas/wallet';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { AppError } from '../../plugins/errors/app-error';
import type { ItemsService } from '../items/items.service';
import type { LedgerService, OperationEntry } from '../ledger/ledger.service';
import type { MembersService } from '../members/members.service';
import type { DepositsService } from '../payments/payments.service';
import type { PurchaseRow, PurchasesService } from '../purchases/purchases.service';
import type { WithdrawalsService } from '../withdrawals/withdrawals.service';
import { kindOf, toOperation, type OperationRows } from './operations';
import type { WalletRepository } from './wallet.repository';

const PAGE = 30;
const cursorScope = { list: 'wallet-operations', sort: 'all', key: 'serial' } as const;
const OPENING_KINDS: LedgerKind[] = ['deposit', 'referral_reward', 'voucher'];

/** The entry an operation's receipt starts from: a sale's purchase before its voucher. */
const openingOf = (entries: OperationEntry[]) =>
  entries.find((entry) => entry.kind === 'purchase') ??
  entries.find(
    (entry) =>
      OPENING_KINDS.includes(entry.kind) || (entry.kind === 'withdraw_hold' && entry.amount < 0),
  );

/**
 * The member's money as operations (one row per deposit, purchase, sale, withdrawal, reward)
 * and each operation's receipt. Only the member's own: a reference of another's is not found.
 */
export function createReceipts(options: {
  repository: WalletRepository;
  ledger: LedgerService;
  items: ItemsService;
  members: MembersService;
  purchases: Pick<PurchasesService, 'byIds'>;
  deposits: Pick<DepositsService, 'payment'>;
  withdrawals: Pick<WithdrawalsService, 'ofMember'>;
}) {
  const { repository, ledger, items, members, purchases, deposits, withdrawals } = options;

  async function rowsFor(memberId: number, references: string[]): Promise<OperationRows> {
    const [purchaseRows, withdrawalRows, rewardRows] = await Promise.all([
      purchases.byIds(references),
      withdrawals.ofMember(memberId, references),
      repository.rewardsByIds(memberId, references),
    ]);
    return {
      purchases: new Map(
        purchaseRows
          .filter((row) => row.buyerId === memberId || row.sellerId === memberId)
          .map((row) => [row.id, row]),
      ),
      withdrawals: new Map(withdrawalRows.map((row) => [row.id, row])),
      rewards: new Map(rewardRows.map((row) => [row.id, row])),
    };
  }

  const titlesOf = (ids: (string | null)[]) =>
    items.titles([...new Set(ids.filter((id): id is string => id !== null))]);

  return {
    async transactions(input: {
      memberId: number;
      filter: OperationFilter | undefined;
      cursor: string | undefined;
    }): Promise<TransactionPage> {
      const scope = { ...cursorScope, sort: input.filter ?? 'all' };
      const before = input.cursor ? Number(decodeCursor(input.cursor, scope).key) : undefined;
      const openings = await ledger.openings({
        memberId: input.memberId,
        filter: input.filter,
        before,
        limit: PAGE + 1,
      });
      const page = openings.slice(0, PAGE);
      const references = page.map((row) => row.reference);
      const [entries, rows, titles] = await Promise.all([
        ledger.operationEntries(input.memberId, references),
        rowsFor(input.memberId, references),
        titlesOf(page.map((row) => row.itemId)),
      ]);
      const last = page.at(-1);
      return {
        transactions: page.map((row) =>
          toOperation(
            row,
            entries.filter((entry) => entry.reference === row.reference),
            rows,
            titles,
          ),
        ),
        next_cursor:
          openings.length > PAGE && last
            ? encodeCursor(scope, { key: String(last.id), id: last.reference })
            : null,
      };
    },

    /** One operation of the member's, in full; `receipt_not_found` for anyone else's. */
    async receipt(memberId: number, reference: string): Promise<Receipt> {
      const [entries, rows] = await Promise.all([
        ledger.operationEntries(memberId, [reference]),
        rowsFor(memberId, [reference]),
      ]);
      const sale = rows.purchases.get(reference);
      const opening = openingOf(entries) ?? (sale && freeOpening(sale));
      if (!opening) throw new AppError('receipt_not_found');
      const titles = await titlesOf([opening.itemId ?? sale?.itemId ?? null]);
      const kind = sale ? (sale.buyerId === memberId ? 'purchase' : 'sale') : kindOf(opening);
      const operation = toOperation({ ...opening, reference }, entries, rows, titles, kind);
      const last = entries.at(-1)?.createdAt;
      const receipt: Receipt = {
        ...operation,
        lines: [{ kind: 'amount', amount: Math.abs(operation.amount) }],
        updated_at: last && last > opening.createdAt ? last.toISOString() : null,
        release_at: null,
        counterpart: null,
        sheba_last4: null,
        holder_name: null,
        bank_reference: null,
        reason: null,
        gateway_reference: null,
      };
      if (sale) return { ...receipt, ...(await saleDetails(sale, operation.kind, members)) };
      switch (operation.kind) {
        case 'deposit': {
          const payment = await deposits.payment(memberId, reference);
          return { ...receipt, gateway_reference: payment.ref_id };
        }
        case 'withdrawal': {
          const row = rows.withdrawals.get(reference);
          if (!row) return receipt;
          return {
            ...receipt,
            updated_at: row.decidedAt?.toISOString() ?? null,
            sheba_last4: row.sheba.slice(-4),
            holder_name: row.holderName,
            bank_reference: row.reference,
            reason: row.reason,
          };
        }
        case 'referral': {
          const [reward] = await repository.rewardsByIds(memberId, [reference]);
          if (!reward) return receipt;
          const friend = (await members.maskedNames([reward.friendId])).get(reward.friendId);
          return {
            ...receipt,
            counterpart: { role: 'friend', name: friend ?? null, hidden: false },
          };
        }
        default:
          return receipt;
      }
    },
  };
}

/** A purchase that moved none of this member's money (a free idea): its receipt all the same. */
function freeOpening(row: PurchaseRow): OperationEntry {
  return {
    reference: row.id,
    kind: 'purchase',
    account: 'available',
    amount: 0,
    createdAt: row.createdAt,
    itemId: row.itemId,
  };
}

/**
 * A purchase's amounts and other party as each side sees them. The buyer sees the price, the
 * discount and what they paid, and the seller by their public name; the seller sees the price,
 * the commission and their share, and never who bought (the buyer is `hidden`).
 */
async function saleDetails(
  row: PurchaseRow,
  kind: OperationKind,
  members: Pick<MembersService, 'publicNames'>,
): Promise<Partial<Receipt>> {
  const held = row.hold === 'held' || row.hold === 'disputed';
  const common = { release_at: held ? row.releaseAt.toISOString() : null };
  if (kind === 'sale') {
    return {
      ...common,
      lines: [
        { kind: 'price', amount: row.price },
        { kind: 'commission', amount: row.commission },
        { kind: 'share', amount: row.price - row.commission },
      ],
      counterpart: { role: 'buyer', name: null, hidden: true },
    };
  }
  const seller = (await members.publicNames([row.sellerId])).get(row.sellerId) ?? null;
  return {
    ...common,
    lines: [
      { kind: 'price', amount: row.price },
      ...(row.discount > 0 ? [{ kind: 'discount' as const, amount: row.discount }] : []),
      { kind: 'paid', amount: row.price - row.discount },
    ],
    counterpart: { role: 'seller', name: seller, hidden: false },
  };
}

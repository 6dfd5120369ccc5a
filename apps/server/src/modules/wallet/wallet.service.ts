import type {
  LedgerCheckResponse,
  LedgerKind,
  TransactionPage,
  Wallet,
} from '@ideabazaar/shared/schemas/wallet';
import type { MoneyConfig } from '../../config/env';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import type { ItemsService } from '../items/items.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { MembersService } from '../members/members.service';
import type { PurchasesService } from '../purchases/purchases.service';
import { refsOf } from '../../lib/money';
import type { WalletRepository } from './wallet.repository';

const PAGE = 30;
const cursorScope = { list: 'wallet-transactions', sort: 'newest', key: 'serial' } as const;

/** The member's wallet: balances, every movement of their money, rewards; the ledger check. */
export function createWalletService(options: {
  repository: WalletRepository;
  ledger: LedgerService;
  items: ItemsService;
  members: MembersService;
  purchases: Pick<PurchasesService, 'nextRelease'>;
  money: MoneyConfig;
}) {
  const { repository, ledger, items, members, purchases, money } = options;
  return {
    async wallet(memberId: number): Promise<Wallet> {
      const balances = await ledger.balances(memberId);
      const next = balances.pending > 0 ? await purchases.nextRelease(memberId) : null;
      return {
        ...balances,
        currency: money.currency,
        next_release_at: next?.toISOString() ?? null,
        deposit_min: money.depositMin,
        deposit_max: money.depositMax,
      };
    },

    async transactions(input: {
      memberId: number;
      type: LedgerKind | undefined;
      cursor: string | undefined;
    }): Promise<TransactionPage> {
      const before = input.cursor
        ? Number(decodeCursor(input.cursor, { ...cursorScope, sort: input.type ?? 'all' }).key)
        : undefined;
      const rows = await ledger.entries({
        memberId: input.memberId,
        kind: input.type,
        before,
        limit: PAGE + 1,
      });
      const page = rows.slice(0, PAGE);
      const titles = await items.titles([
        ...new Set(page.flatMap((row) => (row.itemId ? [row.itemId] : []))),
      ]);
      const other = (row: (typeof page)[number]) =>
        row.memberId === input.memberId ? row.counterpartId : row.memberId;
      const ids = page.flatMap((row) => {
        const id = other(row);
        return id === null ? [] : [id];
      });
      const ref = await refsOf(members.publicNames, ids);
      const last = page.at(-1);
      return {
        transactions: page.map((row) => {
          const counterpart = other(row);
          return {
            id: String(row.id),
            kind: row.kind,
            balance: row.account,
            amount: Number(row.amount),
            balance_after: Number(row.balanceAfter),
            created_at: row.createdAt.toISOString(),
            item_id: row.itemId,
            item_title: row.itemId ? (titles.get(row.itemId) ?? null) : null,
            counterpart: counterpart === null ? null : ref(counterpart),
          };
        }),
        next_cursor:
          rows.length > PAGE && last
            ? encodeCursor(
                { ...cursorScope, sort: input.type ?? 'all' },
                { key: String(last.id), id: last.transactionId },
              )
            : null,
      };
    },

    /** The referral rewards the member earned, each with its friend and state (the console). */
    rewardRows: (memberId: number) => repository.rewardsOf(memberId),

    /** What the member's referrals earned them: each friend (masked), the amount and when. */
    async rewards(memberId: number) {
      // A reward whose sale was refunded went back: it is not the referrer's.
      const rows = (await repository.rewardsOf(memberId)).filter(
        (row) => row.state !== 'cancelled',
      );
      const friends = await members.maskedNames(rows.map((row) => row.friendId));
      return {
        reward_amount: money.referralReward,
        reward_min_paid: money.referralMinPaid,
        rewards: rows.map((row) => ({
          friend: friends.get(row.friendId) ?? null,
          amount: row.amount,
          pending: row.state === 'pending',
          created_at: row.createdAt.toISOString(),
        })),
        rewards_total: rows.reduce((total, row) => total + row.amount, 0),
      };
    },

    /** The ledger check for an operator's console (the command line runs `check` itself). */
    async checkFor(operatorId: number): Promise<LedgerCheckResponse> {
      await members.operatorOnly(operatorId);
      return this.check();
    },

    /** Every invariant of the ledger and of the rows it pays for, over the whole database. */
    async check(): Promise<LedgerCheckResponse> {
      const ledgerReport = await ledger.problems();
      const problems = [...ledgerReport.problems, ...(await repository.problems())];
      return {
        ok: problems.length === 0,
        problems,
        checked: {
          transactions: ledgerReport.transactions,
          entries: ledgerReport.entries,
          accounts: ledgerReport.accounts,
        },
      };
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;

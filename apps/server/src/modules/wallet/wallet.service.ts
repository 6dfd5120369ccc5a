import type { LedgerCheckResponse, Wallet } from '@ideabazaar/shared/schemas/wallet';
import type { MoneyConfig } from '../../config/env';
import type { ItemsService } from '../items/items.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { MembersService } from '../members/members.service';
import type { PurchasesService } from '../purchases/purchases.service';
import type { DepositsService } from '../payments/payments.service';
import type { WithdrawalsService } from '../withdrawals/withdrawals.service';
import { createReceipts } from './receipts';
import type { WalletRepository } from './wallet.repository';

/** The member's wallet: balances, their money as operations with receipts, rewards; the ledger check. */
export function createWalletService(options: {
  repository: WalletRepository;
  ledger: LedgerService;
  items: ItemsService;
  members: MembersService;
  purchases: Pick<PurchasesService, 'nextRelease' | 'byIds'>;
  deposits: Pick<DepositsService, 'payment'>;
  withdrawals: Pick<WithdrawalsService, 'ofMember'>;
  money: MoneyConfig;
}) {
  const { repository, ledger, members, purchases, money } = options;
  const receipts = createReceipts(options);
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

    transactions: receipts.transactions,
    receipt: receipts.receipt,

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

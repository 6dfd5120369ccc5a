import type { Withdrawal, WithdrawalStatus } from '@ideabazaar/shared/schemas/wallet';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../plugins/errors/app-error';
import type { LedgerService, Posting } from '../ledger/ledger.service';
import type { MembersService } from '../members/members.service';
import { refsOf } from '../../lib/money';
import type { AuditService } from '../audit/audit.service';
import {
  createWithdrawalsRepository,
  type WithdrawalRow,
  type WithdrawalsRepository,
} from './withdrawals.repository';

export const toWithdrawal = (row: WithdrawalRow): Withdrawal => ({
  id: row.id,
  amount: row.amount,
  sheba: row.sheba,
  holder_name: row.holderName,
  status: row.status,
  reference: row.reference,
  reason: row.reason,
  created_at: row.createdAt.toISOString(),
  decided_at: row.decidedAt?.toISOString() ?? null,
});

const returned = (row: WithdrawalRow): Posting => ({
  kind: 'withdraw_returned',
  memberId: row.memberId,
  reference: row.id,
  legs: [
    { member: row.memberId, account: 'held', amount: -row.amount },
    { member: row.memberId, account: 'available', amount: row.amount },
  ],
});

/**
 * Withdrawals (PRODUCT.md section 5): the amount moves to `held` at once; an operator pays it out
 * (to `payouts`) or rejects it, or the member cancels it while pending (back to `available`).
 */
export function createWithdrawalsService(options: {
  repository: WithdrawalsRepository;
  transaction: Transaction;
  ledger: LedgerService;
  members: MembersService;
  audit: AuditService;
}) {
  const { repository, transaction, ledger, members, audit } = options;
  return {
    async request(input: {
      memberId: number;
      amount: number;
      sheba: string;
      holderName: string;
      idempotencyKey: string | undefined;
    }) {
      return transaction((tx) =>
        ledger.once<Withdrawal>(
          tx,
          {
            memberId: input.memberId,
            key: input.idempotencyKey,
            scope: 'withdraw',
            request: { amount: input.amount, sheba: input.sheba, holder_name: input.holderName },
          },
          async () => {
            const available = await ledger.lockBalance(tx, input.memberId, 'available');
            if (available < input.amount) {
              throw new AppError('insufficient_funds', {
                params: { missing: input.amount - available },
              });
            }
            const row = (await createWithdrawalsRepository(tx).insertWithdrawal({
              memberId: input.memberId,
              amount: input.amount,
              sheba: input.sheba,
              holderName: input.holderName,
            }))!;
            await ledger.post(tx, [
              {
                kind: 'withdraw_hold',
                memberId: row.memberId,
                reference: row.id,
                legs: [
                  { member: row.memberId, account: 'available', amount: -row.amount },
                  { member: row.memberId, account: 'held', amount: row.amount },
                ],
              },
            ]);
            return { status: 201, body: toWithdrawal(row) };
          },
        ),
      );
    },

    /** The console's: the bank's batch, the pending count, the paid totals per day. */
    batch: (status: WithdrawalStatus) => repository.batch(status),
    pendingCount: () => repository.pendingCount(),
    paidPerDay: (from: string, to: string) => repository.paidPerDay(from, to),

    /** The member's withdrawals among these ids (their operations and receipts). */
    ofMember: (memberId: number, ids: string[]) => repository.withdrawalsByIds(memberId, ids),

    /** The accounts the member withdrew to, offered again by the withdraw form (at most five). */
    shebaAccounts: async (memberId: number) => ({
      accounts: await repository.shebaAccountsOf(memberId, 5),
    }),

    mine: async (memberId: number) => ({
      withdrawals: (await repository.withdrawalsOf(memberId)).map(toWithdrawal),
    }),

    /** The member takes back a request no operator has handled yet. */
    async cancel(memberId: number, id: string) {
      return transaction(async (tx) => {
        const within = createWithdrawalsRepository(tx);
        const row = await within.decideWithdrawal(id, { status: 'cancelled' }, memberId);
        if (!row) {
          const found = await within.withdrawalById(id);
          if (!found || found.memberId !== memberId) throw new AppError('withdrawal_not_found');
          throw new AppError('withdrawal_not_pending');
        }
        await ledger.post(tx, [returned(row)]);
        return toWithdrawal(row);
      });
    },

    async list(operatorId: number, status: WithdrawalStatus | undefined) {
      await members.operatorOnly(operatorId);
      const rows = await repository.withdrawalsWith(status);
      const ref = await refsOf(members.publicNames, [
        ...rows.map((row) => row.memberId),
        ...rows.flatMap((row) => (row.decidedBy ? [row.decidedBy] : [])),
      ]);
      return {
        withdrawals: rows.map((row) => ({
          ...toWithdrawal(row),
          member: ref(row.memberId),
          decided_by: row.decidedBy ? (ref(row.decidedBy).name ?? `User ${row.decidedBy}`) : null,
        })),
      };
    },

    /** An operator marks a request paid (the money leaves) or rejects it (the money returns). */
    async decide(input: {
      operatorId: number;
      id: string;
      outcome: 'paid' | 'rejected';
      reference?: string;
      reason?: string;
    }) {
      await members.operatorOnly(input.operatorId);
      return transaction(async (tx) => {
        const within = createWithdrawalsRepository(tx);
        const row = await within.decideWithdrawal(input.id, {
          status: input.outcome,
          reference: input.reference ?? null,
          reason: input.reason ?? null,
          decidedBy: input.operatorId,
        });
        if (!row) {
          if (!(await within.withdrawalById(input.id))) throw new AppError('withdrawal_not_found');
          throw new AppError('withdrawal_not_pending');
        }
        await ledger.post(tx, [
          input.outcome === 'paid'
            ? {
                kind: 'withdraw_paid',
                memberId: row.memberId,
                reference: row.id,
                legs: [
                  { member: row.memberId, account: 'held', amount: -row.amount },
                  { platform: 'payouts', amount: row.amount },
                ],
              }
            : returned(row),
        ]);
        await audit.record(tx, {
          actorId: input.operatorId,
          action: `withdrawal.${input.outcome}`,
          objectType: 'withdrawal',
          objectId: row.id,
          before: { status: 'pending' },
          after:
            input.outcome === 'paid'
              ? { status: 'paid', reference: input.reference }
              : { status: 'rejected', reason: input.reason },
        });
        return toWithdrawal(row);
      });
    },
  };
}
export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
export type { WithdrawalRow };

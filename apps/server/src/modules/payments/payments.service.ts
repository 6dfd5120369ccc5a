import type { DepositResponse, Payment } from '@ideabazaar/shared/schemas/wallet';
import { errorResponseSchema } from '@ideabazaar/shared/schemas/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { BusinessMeter } from '../../lib/business-meter';
import type { MoneyConfig } from '../../config/env';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../plugins/errors/app-error';
import type { Answer, LedgerService } from '../ledger/ledger.service';
import {
  GatewayRefused,
  GatewayUnreachable,
  VERIFIED,
  VERIFIED_BEFORE,
  type PaymentGateway,
} from './gateway';
import { fieldError } from '../../lib/money';
import {
  createPaymentsRepository,
  type PaymentRow,
  type PaymentsRepository,
} from './payments.repository';

export type DepositOutcome = 'ok' | 'failed' | 'pending';
const RECONCILE_BATCH = 50;

export const toPayment = (row: PaymentRow): Payment => ({
  id: row.id,
  amount: row.amount,
  status: row.status,
  ref_id: row.refId,
  created_at: row.createdAt.toISOString(),
  verified_at: row.verifiedAt?.toISOString() ?? null,
});

const errorAnswer = (error: AppError): Answer<unknown> => ({
  status: error.statusCode,
  body: errorResponseSchema.parse({ message: error.message, code: error.code }),
});

/**
 * Deposits through a gateway speaking Zarinpal's v4 protocol (PRODUCT.md section 5). A payment is
 * credited once, to its payer, and only after verify says paid for the amount the database
 * holds: a conditional update from `pending` decides which of any racing callers credits.
 */
export function createDepositsService(options: {
  repository: PaymentsRepository;
  transaction: Transaction;
  ledger: LedgerService;
  gateway: PaymentGateway | undefined;
  money: MoneyConfig;
  publicUrl: string;
  log: FastifyBaseLogger;
  meter: BusinessMeter;
}) {
  const { repository, transaction, ledger, gateway, money, log, meter } = options;
  const callbackUrl = `${options.publicUrl}/api/payments/zarinpal/callback`;

  const outcomeOf = (row: PaymentRow): DepositOutcome =>
    row.status === 'paid' ? 'ok' : row.status === 'failed' ? 'failed' : 'pending';

  /** Asks the gateway about a payment and settles it by the answer; the outcome after it. */
  async function settle(payment: PaymentRow): Promise<DepositOutcome> {
    if (!gateway || payment.gateway !== gateway.name || !payment.authority)
      return outcomeOf(payment);
    let verdict: { code: number; refId: string | null };
    try {
      verdict = await gateway.verify({ authority: payment.authority, amount: payment.amount });
    } catch (error) {
      log.warn(
        { err: error, payment: payment.id },
        'payment verify failed; left for reconciliation',
      );
      return 'pending';
    }
    if (verdict.code === VERIFIED || verdict.code === VERIFIED_BEFORE) {
      const credited = await transaction(async (tx) => {
        // A payment failed for want of payment is credited if the gateway now says paid.
        const paid = await createPaymentsRepository(tx).settlePayment(
          payment.id,
          { status: 'paid', refId: verdict.refId, failure: null },
          ['pending', 'failed'],
        );
        if (!paid) return undefined;
        await ledger.post(tx, [
          {
            kind: 'deposit',
            memberId: paid.memberId,
            reference: paid.id,
            legs: [
              { platform: 'gateway', amount: -paid.amount },
              { member: paid.memberId, account: 'available', amount: paid.amount },
            ],
          },
        ]);
        return paid.amount;
      });
      // Counted once committed, and only by the caller whose update credited it.
      if (credited !== undefined) meter.deposited(credited);
    } else {
      await repository.settlePayment(payment.id, {
        status: 'failed',
        failure: `verify answered ${verdict.code}`,
      });
    }
    const now = await repository.paymentById(payment.id);
    return now ? outcomeOf(now) : 'failed';
  }

  return {
    /** Paid deposits' total on each Tehran day of [from, to] (the console's figures). */
    paidPerDay: (from: string, to: string) => repository.paidPerDay(from, to),

    /**
     * Starts a deposit: records the payment, asks the gateway for an authority, answers with the
     * page to pay on. Under one Idempotency-Key the gateway is asked once; a retry gets the first
     * answer (409 while the first is still waiting for the gateway).
     */
    async deposit(input: {
      memberId: number;
      amount: number;
      idempotencyKey: string | undefined;
    }): Promise<Answer<unknown>> {
      if (input.amount < money.depositMin) {
        throw fieldError('deposit_too_small', 'amount', { minimum: money.depositMin });
      }
      if (input.amount > money.depositMax) {
        throw fieldError('deposit_too_large', 'amount', { maximum: money.depositMax });
      }
      if (!gateway) throw new AppError('gateway_unavailable');
      const key = input.idempotencyKey;
      const started = await transaction(async (tx) => {
        if (key !== undefined) {
          const claim = await ledger.claimForLater(tx, {
            memberId: input.memberId,
            key,
            scope: 'deposit',
            request: { amount: input.amount },
          });
          if (!claim.claimed) return { kind: 'replay' as const, answer: claim.answer };
        }
        const payment = await createPaymentsRepository(tx).insertPayment({
          memberId: input.memberId,
          amount: input.amount,
          gateway: gateway.name,
        });
        return { kind: 'started' as const, payment: payment! };
      });
      if (started.kind === 'replay') return started.answer;
      const { payment } = started;
      let answer: Answer<unknown>;
      try {
        const { authority } = await gateway.request({
          amount: payment.amount,
          description: `IdeaBazaar wallet deposit ${payment.id}`,
          callbackUrl,
          orderId: payment.id,
        });
        await repository.setAuthority(payment.id, authority);
        const body: DepositResponse = {
          payment_id: payment.id,
          payment_url: gateway.startPayUrl(authority),
        };
        answer = { status: 200, body };
      } catch (error) {
        if (!(error instanceof GatewayRefused || error instanceof GatewayUnreachable)) throw error;
        log.warn({ err: error, payment: payment.id }, 'payment request failed');
        await repository.settlePayment(payment.id, {
          status: 'failed',
          failure: error.message.slice(0, 200),
        });
        answer = errorAnswer(
          new AppError(error instanceof GatewayRefused ? 'gateway_refused' : 'gateway_unavailable'),
        );
      }
      if (key !== undefined) await ledger.answerLater(input.memberId, key, answer);
      return answer;
    },

    /**
     * The gateway sent the member back. An authority this server never issued is a 404 and
     * touches nothing; otherwise the payment is settled (verified, or failed on NOK) and the
     * outcome shown. Whoever's browser brings it, the money goes to the payment's member.
     */
    async callback(input: { authority: string; status: 'OK' | 'NOK' }) {
      if (!gateway) throw new AppError('payment_not_found');
      const payment = await repository.paymentByAuthority(gateway.name, input.authority);
      if (!payment) throw new AppError('payment_not_found');
      // A failed payment is asked about again when the gateway says it was paid after all (the
      // payer finished after the reconciliation gave up on it); verify has the last word.
      const askAgain = payment.status === 'failed' && input.status === 'OK';
      if (payment.status !== 'pending' && !askAgain)
        return { payment, outcome: outcomeOf(payment) };
      if (input.status === 'NOK') {
        await repository.settlePayment(payment.id, {
          status: 'failed',
          failure: 'cancelled at the gateway',
        });
        const now = (await repository.paymentById(payment.id)) ?? payment;
        return { payment, outcome: outcomeOf(now) };
      }
      return { payment, outcome: await settle(payment) };
    },

    /** A payment of the member's own (the result screen after the gateway). */
    async payment(memberId: number, id: string): Promise<Payment> {
      const row = await repository.paymentById(id);
      if (!row || row.memberId !== memberId) throw new AppError('payment_not_found');
      return toPayment(row);
    },

    /**
     * Payments whose member never came back: verified after PAYMENT_RECONCILE_MINUTES and
     * credited if paid; those that never reached the gateway fail. The number settled.
     */
    async reconcile(): Promise<number> {
      const stale = await repository.stalePayments(money.reconcileMinutes, RECONCILE_BATCH);
      let settled = 0;
      for (const payment of stale) {
        if (!payment.authority) {
          await repository.settlePayment(payment.id, {
            status: 'failed',
            failure: 'never reached the gateway',
          });
          settled += 1;
        } else if ((await settle(payment)) !== 'pending') {
          settled += 1;
        }
      }
      return settled;
    },
  };
}
export type DepositsService = ReturnType<typeof createDepositsService>;

import { randomBytes, randomInt } from 'node:crypto';

/**
 * Zarinpal's v4 protocol played by one process: the development gateway (dev-gateway.routes.ts)
 * and the test peer (test/helpers/zarinpal-peer.ts) both run it, so the app's client is tested
 * against the same answers a person meets in development. It moves no money.
 *
 * Codes, as Zarinpal documents them: 100 success, 101 verified before, -9 validation failed,
 * -10 unknown merchant, -50 amount differs from the request, -51 not paid (cancelled or never
 * finished), -54 unknown authority.
 */
export interface SimulatedPayment {
  authority: string;
  amount: number;
  description: string;
  callbackUrl: string;
  state: 'waiting' | 'paid' | 'cancelled' | 'verified';
  refId: number;
}

export interface ProtocolAnswer {
  status: number;
  body: { data: Record<string, unknown> | never[]; errors: Record<string, unknown> | never[] };
}

const ok = (data: Record<string, unknown>): ProtocolAnswer => ({
  status: 200,
  body: { data, errors: [] },
});
const refused = (code: number, message: string): ProtocolAnswer => ({
  status: code === -9 ? 422 : 400,
  body: { data: [], errors: { code, message, validations: [] } },
});

export function createZarinpalSimulator(options: { merchantId: string }) {
  const payments = new Map<string, SimulatedPayment>();
  return {
    payments,
    /** POST /pg/v4/payment/request.json */
    request(body: unknown): ProtocolAnswer {
      const input = (body ?? {}) as Record<string, unknown>;
      if (input.merchant_id !== options.merchantId) return refused(-10, 'Terminal is not valid.');
      const amount = input.amount;
      if (
        typeof amount !== 'number' ||
        !Number.isSafeInteger(amount) ||
        amount < 1000 ||
        input.currency !== 'IRT' ||
        typeof input.callback_url !== 'string' ||
        !URL.canParse(input.callback_url) ||
        typeof input.description !== 'string'
      ) {
        return refused(-9, 'The input params invalid, validation error.');
      }
      const authority = `S${randomBytes(18).toString('hex')}`;
      payments.set(authority, {
        authority,
        amount,
        description: input.description,
        callbackUrl: input.callback_url,
        state: 'waiting',
        refId: randomInt(100_000_000, 999_999_999),
      });
      return ok({ code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 0 });
    },
    /** POST /pg/v4/payment/verify.json */
    verify(body: unknown): ProtocolAnswer {
      const input = (body ?? {}) as Record<string, unknown>;
      if (input.merchant_id !== options.merchantId) return refused(-10, 'Terminal is not valid.');
      const payment =
        typeof input.authority === 'string' ? payments.get(input.authority) : undefined;
      if (!payment) return refused(-54, 'Invalid authority.');
      if (input.amount !== payment.amount) {
        return refused(-50, 'Session is not valid, amounts values is not the same.');
      }
      if (payment.state === 'waiting' || payment.state === 'cancelled') {
        return refused(-51, 'Session is not valid, session is not active paid try.');
      }
      const code = payment.state === 'verified' ? 101 : 100;
      payment.state = 'verified';
      return ok({
        code,
        message: code === 100 ? 'Paid' : 'Verified',
        ref_id: payment.refId,
        card_pan: '502229******5995',
        card_hash: 'test',
        fee_type: 'Merchant',
        fee: 0,
      });
    },
    /**
     * The payer's choice on the StartPay page: the URL the gateway sends the browser back to,
     * or undefined for an authority it never issued.
     */
    finish(authority: string, paid: boolean): string | undefined {
      const payment = payments.get(authority);
      if (!payment) return undefined;
      if (payment.state === 'waiting') payment.state = paid ? 'paid' : 'cancelled';
      const back = new URL(payment.callbackUrl);
      back.searchParams.set('Authority', authority);
      back.searchParams.set('Status', payment.state === 'cancelled' ? 'NOK' : 'OK');
      return back.toString();
    },
    payment: (authority: string) => payments.get(authority),
  };
}
export type ZarinpalSimulator = ReturnType<typeof createZarinpalSimulator>;

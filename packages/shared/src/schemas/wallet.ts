import { z } from 'zod';
import { errorCode, type ErrorCode } from '../errors/codes';
import { wholeNumberOf } from '../persian/number-input';
import { normalizeSheba } from '../persian/sheba';
import { AMOUNT_MAX } from './bounds';
import { itemSchema } from './items';

// Money (PRODUCT.md sections 5 and 6). Amounts are whole units of the configured currency
// (Toman by default), integers on the wire.

/** The kinds of ledger transaction: every movement of money is exactly one of them. */
export const ledgerKinds = [
  'deposit',
  'purchase',
  'commission',
  'sale_release',
  'refund',
  'withdraw_hold',
  'withdraw_paid',
  'withdraw_returned',
  'voucher',
  'referral_reward',
  'referral_release',
  'referral_cancel',
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/** A member's three balances: spendable, held for withdrawals in flight, sale proceeds on hold. */
export const balanceKinds = ['available', 'held', 'pending'] as const;
export type BalanceKind = (typeof balanceKinds)[number];

/**
 * An amount a member sends: a positive whole number; Persian digits and every thousands
 * separator accepted (readWholeNumber, which every amount field reads with).
 */
export const amountSchema = z.preprocess(
  (value) => (typeof value === 'string' ? wholeNumberOf(value) : value),
  z
    .number({ error: errorCode('amount_invalid') })
    .int(errorCode('amount_invalid'))
    .positive(errorCode('amount_invalid'))
    .max(AMOUNT_MAX, errorCode('number_too_big')),
);

/** A member an entry names; name is null when they gave none (the screen writes 'User {id}'). */
const memberRef = z.object({ id: z.string(), name: z.string().nullable() });
export type MemberRef = z.infer<typeof memberRef>;

// GET /api/wallet
export const walletSchema = z.object({
  available: z.number().int(),
  held: z.number().int(),
  pending: z.number().int(),
  currency: z.string(),
  /** When the earliest pending sale is released to `available`; null with nothing pending. */
  next_release_at: z.string().nullable(),
  /** The configured deposit bounds, for the deposit form. */
  deposit_min: z.number().int(),
  deposit_max: z.number().int(),
});
export type Wallet = z.infer<typeof walletSchema>;

// GET /api/wallet/transactions?filter&cursor: one row per operation, not per ledger entry
/** What a member did or received: each groups the ledger transactions of one business row. */
export const operationKinds = ['deposit', 'purchase', 'sale', 'withdrawal', 'referral'] as const;
export type OperationKind = (typeof operationKinds)[number];
/**
 * Where an operation stands: a deposit or a purchase is `completed`; a sale's proceeds (and a
 * referral reward) are `held` until release, `disputed`, `released` or `refunded` (`cancelled`
 * for a reward); a withdrawal is `requested`, then `paid`, `rejected` or `cancelled`.
 */
export const operationStatuses = [
  'completed',
  'held',
  'disputed',
  'released',
  'refunded',
  'requested',
  'paid',
  'rejected',
  'cancelled',
] as const;
export type OperationStatus = (typeof operationStatuses)[number];
/** The list's filters, in a member's words. */
export const operationFilters = [
  'money_in',
  'money_out',
  'deposits',
  'purchases',
  'sales',
  'withdrawals',
  'rewards',
] as const;
export type OperationFilter = (typeof operationFilters)[number];
export const transactionsQuerySchema = z.object({
  filter: z.enum(operationFilters, { error: errorCode('invalid_value') }).optional(),
  cursor: z.string().max(200).optional(),
});
export const walletOperationSchema = z.object({
  /** The operation's stable id (its purchase, payment, withdrawal or reward): the receipt's. */
  reference: z.string(),
  kind: z.enum(operationKinds),
  status: z.enum(operationStatuses),
  /** Signed, as the member reads it: + money in (a deposit, a sale's share), - money out. */
  amount: z.number().int(),
  /**
   * Signed: what it changed in the member's money (available and pending) so far; 0 for a
   * cancelled withdrawal or a refunded purchase.
   */
  net: z.number().int(),
  created_at: z.string(),
  item_id: z.string().nullable(),
  item_title: z.string().nullable(),
});
export type WalletOperation = z.infer<typeof walletOperationSchema>;
export const transactionPageSchema = z.object({
  transactions: z.array(walletOperationSchema),
  next_cursor: z.string().nullable(),
});
export type TransactionPage = z.infer<typeof transactionPageSchema>;

// GET /api/wallet/receipts/{reference}: one operation of the member's, in full
export const receiptParamsSchema = z.object({
  reference: z.uuid({ error: errorCode('receipt_not_found') }),
});
/** A receipt's amounts, each present where it applies. */
export const receiptLineKinds = [
  'price',
  'discount',
  'paid',
  'commission',
  'share',
  'amount',
] as const;
export type ReceiptLineKind = (typeof receiptLineKinds)[number];
export const receiptSchema = walletOperationSchema.extend({
  lines: z.array(z.object({ kind: z.enum(receiptLineKinds), amount: z.number().int() })),
  /** The last change of its status (a release, a payment, a cancellation), if any. */
  updated_at: z.string().nullable(),
  /** When held proceeds are released unless disputed. */
  release_at: z.string().nullable(),
  /**
   * The other member: the seller for a buyer (their public name), the friend of a referral
   * (masked), a buyer for a seller (never named: `name` is null and `hidden` true).
   */
  counterpart: z
    .object({
      role: z.enum(['seller', 'buyer', 'friend']),
      name: z.string().nullable(),
      hidden: z.boolean(),
    })
    .nullable(),
  /** A withdrawal's account, only its last four digits; its holder; the bank's reference. */
  sheba_last4: z.string().nullable(),
  holder_name: z.string().nullable(),
  bank_reference: z.string().nullable(),
  /** Why an operator rejected a withdrawal. */
  reason: z.string().nullable(),
  /** The gateway's reference of a deposit. */
  gateway_reference: z.string().nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;

// POST /api/wallet/deposit (Idempotency-Key)
export const depositRequestSchema = z.object({ amount: amountSchema });
export const depositResponseSchema = z.object({
  payment_id: z.string(),
  /** Where the browser goes to pay: the gateway's StartPay page. */
  payment_url: z.string(),
});
export type DepositResponse = z.infer<typeof depositResponseSchema>;
export const paymentStatuses = ['pending', 'paid', 'failed'] as const;
// GET /api/wallet/deposits/{id}: the result shown on return from the gateway
export const paymentSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  status: z.enum(paymentStatuses),
  ref_id: z.string().nullable(),
  created_at: z.string(),
  verified_at: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentParamsSchema = z.object({
  id: z.uuid({ error: errorCode('payment_not_found') }),
});
// GET /api/payments/zarinpal/callback?Authority&Status
export const zarinpalCallbackQuerySchema = z.object({
  Authority: z
    .string({ error: errorCode('payment_not_found') })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, errorCode('payment_not_found')),
  Status: z.enum(['OK', 'NOK'], { error: errorCode('invalid_value') }),
});

// Withdrawals
export const shebaSchema = z
  .string({ error: errorCode('sheba_required') })
  .trim()
  .min(1, errorCode('sheba_required'))
  .max(40, errorCode('sheba_invalid'))
  .transform((value, context) => {
    const sheba = normalizeSheba(value);
    if (sheba) return sheba;
    context.addIssue({ code: 'custom', message: errorCode('sheba_invalid') });
    return z.NEVER;
  });
export const HOLDER_NAME_MAX = 100;
export const withdrawRequestSchema = z.object({
  amount: amountSchema,
  sheba: shebaSchema,
  holder_name: z
    .string({ error: errorCode('holder_name_required') })
    .trim()
    .min(1, errorCode('holder_name_required'))
    .max(HOLDER_NAME_MAX, errorCode('too_long')),
});
export type WithdrawRequest = z.input<typeof withdrawRequestSchema>;
export const withdrawalStatuses = ['pending', 'paid', 'rejected', 'cancelled'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];
export const withdrawalSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  sheba: z.string(),
  holder_name: z.string(),
  status: z.enum(withdrawalStatuses),
  /** The bank's reference once paid. */
  reference: z.string().nullable(),
  /** Why an operator rejected it. */
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalsResponseSchema = z.object({ withdrawals: z.array(withdrawalSchema) });
// GET /api/wallet/sheba-accounts: the accounts of the member's past withdrawals, newest first
export const shebaAccountsSchema = z.object({
  accounts: z.array(z.object({ sheba: z.string(), holder_name: z.string() })),
});
export type ShebaAccount = z.infer<typeof shebaAccountsSchema>['accounts'][number];
export const withdrawalParamsSchema = z.object({
  id: z.uuid({ error: errorCode('withdrawal_not_found') }),
});

// Purchases (POST /api/items/{id}/purchase, Idempotency-Key)
export const VOUCHER_CODE_MAX = 32;
/** Letters, digits, - and _ (adminVoucherCreateSchema's form): anything else names no voucher. */
const VOUCHER_CODE_CHARS = /^[A-Za-z0-9_-]*$/;
const voucherCode = z
  .string()
  .trim()
  .max(VOUCHER_CODE_MAX, errorCode('voucher_invalid'))
  .regex(VOUCHER_CODE_CHARS, errorCode('voucher_invalid'))
  .transform((value) => value.toUpperCase() || undefined);
export const purchaseRequestSchema = z.object({
  voucher_code: voucherCode.optional(),
  /**
   * The price (before any voucher) the buyer was shown and agreed to: a different current price
   * is refused with 409 price_changed, so nobody pays a price they did not see.
   */
  expected_price: z
    .number({ error: errorCode('expected_price_required') })
    .int(errorCode('expected_price_required'))
    .min(0, errorCode('expected_price_required'))
    .max(AMOUNT_MAX, errorCode('number_too_big')),
});
export type PurchaseRequest = z.input<typeof purchaseRequestSchema>;
export const holdStates = ['held', 'disputed', 'released', 'refunded'] as const;
export type HoldState = (typeof holdStates)[number];
export const purchaseSchema = z.object({
  id: z.string(),
  item_id: z.string(),
  item_title: z.string(),
  /** The price the sale was made at (the idea's price, or the accepted offer). */
  price: z.number().int(),
  discount: z.number().int(),
  /** What the buyer paid: price minus discount. */
  paid: z.number().int(),
  hold: z.enum(holdStates),
  /** When the seller's share is released unless disputed. */
  release_at: z.string(),
  dispute_reason: z.string().nullable(),
  created_at: z.string(),
  seller: memberRef,
});
export type Purchase = z.infer<typeof purchaseSchema>;
export const purchaseResponseSchema = z.object({ purchase: purchaseSchema, item: itemSchema });
export type PurchaseResponse = z.infer<typeof purchaseResponseSchema>;
export const purchasesQuerySchema = z.object({ cursor: z.string().max(200).optional() });
export const purchasePageSchema = z.object({
  purchases: z.array(purchaseSchema),
  next_cursor: z.string().nullable(),
});
export const purchaseParamsSchema = z.object({
  id: z.uuid({ error: errorCode('purchase_not_found') }),
});
export const DISPUTE_REASON_MAX = 1000;
export const disputeRequestSchema = z.object({
  reason: z
    .string({ error: errorCode('dispute_reason_required') })
    .trim()
    .min(1, errorCode('dispute_reason_required'))
    .max(DISPUTE_REASON_MAX, errorCode('too_long')),
});

// Offers on negotiable ideas
export const OFFER_MESSAGE_MAX = 500;
export const offerStatuses = [
  'pending',
  'accepted',
  'declined',
  'withdrawn',
  'bought',
  'expired',
] as const;
export type OfferStatus = (typeof offerStatuses)[number];
export const offerRequestSchema = z.object({
  amount: amountSchema,
  message: z.string().trim().max(OFFER_MESSAGE_MAX, errorCode('too_long')).default(''),
});
export const offerSchema = z.object({
  id: z.string(),
  item_id: z.string(),
  buyer: memberRef,
  amount: z.number().int(),
  message: z.string(),
  status: z.enum(offerStatuses),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** Until when an accepted offer can be bought. */
  expires_at: z.string().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;
export const offersResponseSchema = z.object({ offers: z.array(offerSchema) });
export const offerParamsSchema = z.object({
  id: z.uuid({ error: errorCode('offer_not_found') }),
});

// Vouchers (PRODUCT.md section 6)
export const voucherKinds = ['percent', 'fixed'] as const;
export const voucherCheckRequestSchema = z.object({
  code: z
    .string({ error: errorCode('voucher_invalid') })
    .trim()
    .min(1, errorCode('voucher_invalid'))
    .max(VOUCHER_CODE_MAX, errorCode('voucher_invalid'))
    .regex(VOUCHER_CODE_CHARS, errorCode('voucher_invalid'))
    .transform((value) => value.toUpperCase()),
  item_id: z.uuid({ error: errorCode('item_not_found') }),
});
export const voucherCheckResponseSchema = z.object({
  price: z.number().int(),
  discount: z.number().int(),
  final_price: z.number().int(),
});
export type VoucherCheckResponse = z.infer<typeof voucherCheckResponseSchema>;
const voucherAmount = (missing: ErrorCode) =>
  z
    .number({ error: missing })
    .int(missing)
    .positive(missing)
    .max(AMOUNT_MAX, errorCode('number_too_big'));
export const adminVoucherCreateSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,32}$/, errorCode('voucher_code_form'))
      .transform((value) => value.toUpperCase()),
    kind: z.enum(voucherKinds),
    value: z.number().int().positive().max(AMOUNT_MAX, errorCode('number_too_big')),
    expires_at: z.iso.datetime({ offset: true, error: errorCode('date_invalid') }).optional(),
    min_price: z.number().int().min(0).max(AMOUNT_MAX, errorCode('number_too_big')).optional(),
    max_uses: z.number().int().positive().max(2_000_000_000).optional(),
    max_uses_per_member: z.number().int().positive().max(2_000_000_000).optional(),
    /** The largest discount one purchase gets; required for a percent voucher. */
    max_discount: voucherAmount('voucher_max_discount_required').optional(),
    /** The total discount the voucher may ever grant: the platform funds every discount. */
    budget: voucherAmount('voucher_budget_required'),
  })
  .refine((voucher) => voucher.kind !== 'percent' || voucher.value <= 100, {
    message: errorCode('voucher_percent_range'),
    path: ['value'],
  })
  .refine((voucher) => voucher.kind !== 'percent' || voucher.max_discount !== undefined, {
    message: errorCode('voucher_max_discount_required'),
    path: ['max_discount'],
  });
export const adminVoucherSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(voucherKinds),
  value: z.number().int(),
  expires_at: z.string().nullable(),
  min_price: z.number().int(),
  max_uses: z.number().int().nullable(),
  max_uses_per_member: z.number().int().nullable(),
  max_discount: z.number().int().nullable(),
  budget: z.number().int(),
  /** The discount granted so far; never above the budget. */
  granted: z.number().int(),
  uses: z.number().int(),
  disabled: z.boolean(),
  created_at: z.string(),
});
export const adminVouchersResponseSchema = z.object({ vouchers: z.array(adminVoucherSchema) });
export const voucherParamsSchema = z.object({
  id: z.uuid({ error: errorCode('voucher_invalid') }),
});

// Operators: withdrawals, disputes, the ledger check
export const adminWithdrawalsQuerySchema = z.object({
  status: z.enum(withdrawalStatuses).optional(),
});
export const adminWithdrawalSchema = withdrawalSchema.extend({
  member: memberRef,
  decided_by: z.string().nullable(),
});
export const adminWithdrawalsResponseSchema = z.object({
  withdrawals: z.array(adminWithdrawalSchema),
});
export const withdrawalPaidSchema = z.object({
  reference: z.string().trim().min(1, errorCode('required')).max(100, errorCode('too_long')),
});
export const withdrawalRejectSchema = z.object({
  reason: z.string().trim().min(1, errorCode('required')).max(500, errorCode('too_long')),
});
export const adminDisputeSchema = purchaseSchema.extend({
  buyer: memberRef,
  disputed_at: z.string().nullable(),
});
export const adminDisputesResponseSchema = z.object({ disputes: z.array(adminDisputeSchema) });
export const settleRequestSchema = z.object({
  outcome: z.enum(['refund', 'release']),
  note: z.string().trim().max(500, errorCode('too_long')).default(''),
});
export const ledgerCheckResponseSchema = z.object({
  ok: z.boolean(),
  problems: z.array(z.string()),
  checked: z.object({
    transactions: z.number().int(),
    entries: z.number().int(),
    accounts: z.number().int(),
  }),
});
export type LedgerCheckResponse = z.infer<typeof ledgerCheckResponseSchema>;

/** The Idempotency-Key header: what a client sends to make a retry safe. */
export const IDEMPOTENCY_KEY_MAX = 100;
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7E]{8,100}$/, errorCode('idempotency_key_invalid'));

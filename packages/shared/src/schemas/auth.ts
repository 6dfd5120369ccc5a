import { z } from 'zod';
import { errorCode, errorCodes, type ErrorCode } from '../errors/codes';
import { isDigitsOnly, toLatinDigits } from '../persian/digits';
import { normalizeIranianMobile } from '../persian/mobile';

const email = z
  .string({ error: errorCode('email_required') })
  .trim()
  .min(1, errorCode('email_required'))
  .max(254, errorCode('email_invalid'))
  .toLowerCase()
  .pipe(z.email(errorCode('email_invalid')));

/** An empty referral field counts as none. */
const referralCode = z
  .string()
  .trim()
  .max(32, errorCode('referral_invalid'))
  .transform((value) => value || undefined)
  .optional();

/** Digits only, Latin or Persian; Persian ones become Latin (seed section 5). */
const digits = (required: ErrorCode) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform(toLatinDigits)
    .refine(isDigitsOnly, errorCode('numbers_only'))
    .refine((value) => value.length <= 10, errorCode('code_invalid'));

/** An Iranian mobile in any usual form ('0912…', '+98912…', '98912…', Persian digits). */
export const mobileSchema = z
  .string({ error: errorCode('mobile_required') })
  .trim()
  .min(1, errorCode('mobile_required'))
  .transform(toLatinDigits)
  .refine((value) => /^[+\d\s\-()]+$/.test(value), errorCode('numbers_only'))
  .transform((value, context) => {
    const normalized = normalizeIranianMobile(value);
    if (normalized) return normalized;
    context.addIssue({ code: 'custom', message: errorCode('mobile_invalid') });
    return z.NEVER;
  });

export const tokenSchema = z.object({ plainTextToken: z.string() });

// POST /api/auth/email/send-code
export const sendEmailCodeRequestSchema = z.object({ email, referral_code: referralCode });
export type SendEmailCodeRequest = z.input<typeof sendEmailCodeRequestSchema>;
export const sendEmailCodeResponseSchema = z.object({ status: z.literal('success') });

// POST /api/auth/email/verify-code
export const verifyEmailCodeRequestSchema = z.object({
  email,
  code: digits(errorCode('code_required')),
  referral_code: referralCode,
});
export type VerifyEmailCodeRequest = z.input<typeof verifyEmailCodeRequestSchema>;
export const signedInResponseSchema = z.object({ status: z.literal('ok'), token: tokenSchema });
export type SignedInResponse = z.infer<typeof signedInResponseSchema>;

// GET /api/auth/methods: the ways to sign in this server offers; they change only with a restart
export const signInMethodsResponseSchema = z.object({
  /** A code by e-mail: SMTP, or the dev outbox. */
  email: z.boolean(),
  /** A code by SMS: the SMS provider, or the dev outbox. */
  mobile: z.boolean(),
  /** Google over OpenID Connect: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
  google: z.boolean(),
});
export type SignInMethods = z.infer<typeof signInMethodsResponseSchema>;

// GET /api/auth/google/redirect, GET /api/auth/google/callback
export const googleRedirectQuerySchema = z.object({ referral_code: referralCode });
export const googleRedirectResponseSchema = z.object({ url: z.url() });
export const googleCallbackQuerySchema = z.object({
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(256),
});

// POST /api/auth-send-mobile-code
export const sendMobileCodeRequestSchema = z.object({
  mobile: mobileSchema,
  email: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(email.optional())
    .optional(),
});
export type SendMobileCodeRequest = z.input<typeof sendMobileCodeRequestSchema>;
/** code_send: a code was sent; user_exist: the e-mail given belongs to another member. */
export const sendMobileCodeResponseSchema = z.object({
  status: z.enum(['code_send', 'user_exist']),
});
export type SendMobileCodeResponse = z.infer<typeof sendMobileCodeResponseSchema>;

// POST /api/auth-confirm-mobile-code
export const confirmMobileCodeRequestSchema = z.object({
  mobile: mobileSchema,
  code: digits(errorCode('mobile_code_required')),
  referral_code: referralCode,
  idea_id: z.union([z.string().max(64), z.number().int()]).optional(),
});
export type ConfirmMobileCodeRequest = z.input<typeof confirmMobileCodeRequestSchema>;
/**
 * ok: signed in, with the token. not_ok: the code does not match; the same code may be tried
 * again. code_wrong: the code can no longer be used (expired, used, or void after five wrong
 * tries); a new one is needed, and `msg` says so. error: the sign-in was refused for another
 * reason that `msg` names (too many failed tries this hour, an invalid referral code).
 * `code` is the stable code of `msg`, which the web translates.
 */
export const confirmMobileCodeResponseSchema = z.object({
  status: z.enum(['ok', 'not_ok', 'code_wrong', 'error']),
  msg: z.string().optional(),
  code: z.enum(errorCodes).optional(),
  token: tokenSchema.optional(),
});
export type ConfirmMobileCodeResponse = z.infer<typeof confirmMobileCodeResponseSchema>;

export const statusOkSchema = z.object({ status: z.literal('ok') });

// GET /api/me
export const meResponseSchema = z.object({
  id: z.string(),
  /** A verified address: the member signs in with it. */
  email: z.string().nullable(),
  /** An address waiting for its code (given with a mobile sign-up, or a change): not for sign-in. */
  pending_email: z.string().nullable(),
  mobile: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  referral_code: z.string(),
  is_operator: z.boolean(),
  created_at: z.string(),
  city: z.string(),
  phone: z.string().nullable(),
  address: z.string(),
  /** Null without an avatar: the web shows the initial in a coloured circle. */
  avatar_url: z.string().nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

// POST /api/me/email: send a code to an address the member adds (it stays pending until proven)
export const emailProofRequestSchema = z.object({ email });
export type EmailProofRequest = z.input<typeof emailProofRequestSchema>;
// POST /api/me/email/verify: the code that came to the pending address
export const emailProofVerifySchema = z.object({ code: digits(errorCode('code_required')) });
export type EmailProofVerify = z.input<typeof emailProofVerifySchema>;

// GET /api/referral
export const referralResponseSchema = z.object({
  code: z.string(),
  link: z.string(),
  friends: z.array(z.object({ name: z.string().nullable(), joined_at: z.string() })),
  /**
   * What a friend's first purchase from another member earns the referrer (REFERRAL_REWARD),
   * when it takes at least `reward_min_paid` of the friend's own wallet money.
   */
  reward_amount: z.number().int(),
  reward_min_paid: z.number().int(),
  /** Rewards earned, newest first: the friend (masked), the amount and when. */
  rewards: z.array(
    z.object({
      /** Null for a friend with no name, e-mail or mobile yet. */
      friend: z.string().nullable(),
      amount: z.number().int(),
      /** True while the sale that earned it is in its hold; it is then released to the wallet. */
      pending: z.boolean(),
      created_at: z.string(),
    }),
  ),
  rewards_total: z.number().int(),
});
export type ReferralResponse = z.infer<typeof referralResponseSchema>;

// GET /api/dev/outbox (development only)
export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  created_at: z.string(),
});
export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

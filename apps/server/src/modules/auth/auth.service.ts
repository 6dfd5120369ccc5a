import type { Language } from '@ideabazaar/shared/i18n/language';
import type { ConfirmMobileCodeResponse, SignInMethods } from '@ideabazaar/shared/schemas/auth';
import { errorText } from '@ideabazaar/shared/errors/codes';
import { bindingHash, isBinding } from '../../lib/browser-binding';
import { AppError } from '../../plugins/errors/app-error';
import { clientKeyOf } from '../../plugins/rate-limit/client-key';
import { enforceRateLimit, type RateLimiter } from '../../plugins/rate-limit/rate-limiter';
import type { MembersService } from '../members/members.service';
import type { MessagingService } from '../messaging/messaging.service';
import { codeMail, codeSms } from './auth.texts';
import type { CodesService, VerifyResult } from './codes.service';
import type { GoogleService } from './google.service';
import type { TokensService } from './tokens.service';

const WINDOW_MS = 10 * 60 * 1000;

export interface AuthServiceOptions {
  codes: CodesService;
  tokens: TokensService;
  members: MembersService;
  messaging: MessagingService;
  google: GoogleService;
  rateLimiter: RateLimiter;
  /** Codes (e-mail and SMS) one IP may ask for per 10 minutes. */
  sendsPerIpPer10Minutes: number;
  /** Codes one IP may try per 10 minutes, right or wrong. */
  triesPerIpPer10Minutes: number;
}

interface Caller {
  ip: string;
  language: Language;
}

/** The browser's binding cookie (lib/browser-binding.ts), for the sign-in code calls. */
interface Browser {
  binding: string | undefined;
}

/**
 * The seed's sign-in flows (sections 4, 7, 8): e-mail code, mobile code and Google; and the
 * proof of an e-mail address a member adds. An identifier joins an account only once proven:
 * a code sent to it came back, or Google says the address is verified.
 */
export function createAuthService(options: AuthServiceOptions) {
  const { codes, tokens, members, messaging, google } = options;

  const limit = (kind: 'send' | 'try', ip: string) =>
    enforceRateLimit({
      limiter: options.rateLimiter,
      key: `auth-${kind}:${clientKeyOf(ip)}`,
      limit: kind === 'send' ? options.sendsPerIpPer10Minutes : options.triesPerIpPer10Minutes,
      windowMs: WINDOW_MS,
      code: kind === 'send' ? 'codes_requested_too_many' : 'codes_tried_too_many',
    });

  /** A token for the member; a member an operator blocked gets none (403 member_blocked). */
  const signedIn = async (member: { id: number; blockedAt: Date | null }) => {
    if (member.blockedAt !== null) throw new AppError('member_blocked');
    return { status: 'ok', token: { plainTextToken: await tokens.issue(member.id) } } as const;
  };

  /** The 429 of a code that is not checked now; undefined when the result is a real answer. */
  const refusal = (result: VerifyResult): AppError | undefined => {
    if (result.ok) return undefined;
    if (result.reason === 'busy') {
      return new AppError('sign_in_busy', { retryAfterSeconds: 60 });
    }
    if (result.reason === 'slow_down') {
      // The wait itself is in Retry-After; the text stays one sentence the web can translate.
      return new AppError('code_slow_down', {
        retryAfterSeconds: result.retryAfterSeconds,
      });
    }
    return undefined;
  };

  /**
   * A referral code is checked first, for every address alike: whether the address has an
   * account must not change the answer (the code is then ignored for a member who exists).
   */
  const checkReferral = (code: string | undefined) => members.checkReferralCode(code);

  return {
    /**
     * The same answer whether or not the address has an account. The code is for the browser
     * that asked (`binding`, which the route keeps in a cookie), and only there can it be tried.
     */
    async sendEmailCode(
      input: Caller & { binding: string; email: string; referralCode?: string | undefined },
    ) {
      await limit('send', input.ip);
      await checkReferral(input.referralCode);
      await codes.issue({
        channel: 'email',
        address: input.email,
        memberId: null,
        bindingHash: bindingHash(input.binding),
        send: (code) => messaging.sendEmail(codeMail(input.email, code, input.language)),
      });
      return { status: 'success' } as const;
    },

    async verifyEmailCode(
      input: Caller & Browser & { email: string; code: string; referralCode?: string | undefined },
    ) {
      await checkReferral(input.referralCode);
      await limit('try', input.ip);
      const result = await codes.verify({
        channel: 'email',
        address: input.email,
        memberId: null,
        bindingHash: isBinding(input.binding) ? bindingHash(input.binding) : null,
        code: input.code,
      });
      const refused = refusal(result);
      if (refused) throw refused;
      if (!result.ok) throw new AppError('code_invalid');
      const member = await members.findOrCreate({
        email: input.email,
        referralCode: input.referralCode,
        language: input.language,
      });
      return signedIn(member);
    },

    async sendMobileCode(
      input: Caller & { binding: string; mobile: string; email?: string | undefined },
    ) {
      await limit('send', input.ip);
      if (input.email) {
        const owner = await members.byEmail(input.email);
        if (owner && owner.mobile !== input.mobile) return { status: 'user_exist' } as const;
      }
      await codes.issue({
        channel: 'mobile',
        address: input.mobile,
        memberId: null,
        bindingHash: bindingHash(input.binding),
        email: input.email,
        send: (code) =>
          messaging.sendSms({ to: input.mobile, code, text: codeSms(code, input.language) }),
      });
      return { status: 'code_send' } as const;
    },

    /** The e-mail given with the number is kept pending: the SMS proves the number, not it. */
    async confirmMobileCode(
      input: Caller & Browser & { mobile: string; code: string; referralCode?: string | undefined },
    ): Promise<ConfirmMobileCodeResponse> {
      await checkReferral(input.referralCode);
      await limit('try', input.ip);
      const result = await codes.verify({
        channel: 'mobile',
        address: input.mobile,
        memberId: null,
        bindingHash: isBinding(input.binding) ? bindingHash(input.binding) : null,
        code: input.code,
      });
      const refused = refusal(result);
      if (refused) return { status: 'error', msg: refused.message, code: refused.code };
      if (!result.ok) {
        return result.reason === 'wrong'
          ? { status: 'not_ok' }
          : { status: 'code_wrong', msg: errorText('code_wrong'), code: 'code_wrong' };
      }
      const member = await members.findOrCreate({
        mobile: input.mobile,
        pendingEmail: result.email ?? undefined,
        referralCode: input.referralCode,
        language: input.language,
      });
      return signedIn(member);
    },

    /** Sends a code to an address the member wants to add; it waits as pending until proven. */
    async sendEmailProof(input: Caller & { memberId: number; email: string }) {
      await limit('send', input.ip);
      await codes.issue({
        channel: 'email',
        address: input.email,
        memberId: input.memberId,
        bindingHash: null,
        send: (code) => messaging.sendEmail(codeMail(input.email, code, input.language, 'proof')),
      });
      // Only once the code is on its way: a refused or failed send leaves the pending address.
      await members.setPendingEmail(input.memberId, input.email);
      return { status: 'success' } as const;
    },

    /** Attaches the pending address once its code comes back; 409 if another member has it. */
    async verifyEmailProof(input: Caller & { memberId: number; code: string }) {
      await limit('try', input.ip);
      const member = await members.byId(input.memberId);
      if (!member) throw new AppError('unauthenticated');
      const email = member.pendingEmail;
      if (!email) {
        throw new AppError('validation_failed', { fields: { code: ['email_nothing_pending'] } });
      }
      const result = await codes.verify({
        channel: 'email',
        address: email,
        memberId: input.memberId,
        bindingHash: null,
        code: input.code,
      });
      const refused = refusal(result);
      if (refused) throw refused;
      if (!result.ok) {
        throw new AppError('validation_failed', { fields: { code: ['code_invalid'] } });
      }
      await members.attachEmail(input.memberId, email);
      return members.me(input.memberId);
    },

    /** The ways to sign in that work with this configuration, for anyone to ask. */
    methods(): SignInMethods {
      return {
        email: messaging.channels.email,
        mobile: messaging.channels.sms,
        google: google.configured,
      };
    },

    /** The provider's address, for the browser whose binding the route keeps in a cookie. */
    async googleUrl(input: { referralCode: string | undefined; binding: string }) {
      await checkReferral(input.referralCode);
      return { url: await google.authorizationUrl(input) };
    },

    async finishGoogle(input: Caller & { code: string; state: string; binding: string }) {
      const { email, referralCode } = await google.finish(input);
      const existing = await members.byEmail(email);
      const member = await members.findOrCreate({
        email,
        // A referral code checked at the start may have been valid then; a bad one is dropped
        // here rather than losing a sign-in that Google already confirmed.
        referralCode: existing ? undefined : await members.validReferralCode(referralCode),
        language: input.language,
      });
      return signedIn(member);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

import type { ConfirmMobileCodeResponse } from '@ideabazaar/shared/schemas/auth';
import { authMessages } from '@ideabazaar/shared/schemas/auth';
import { AppError } from '../../plugins/errors/app-error';
import { enforceRateLimit, type RateLimiter } from '../../plugins/rate-limit/rate-limiter';
import type { MembersService } from '../members/members.service';
import type { MessagingService } from '../messaging/messaging.service';
import { codeMail, codeSms, type Language } from './auth.texts';
import type { CodesService } from './codes.service';
import type { GoogleService } from './google.service';
import type { TokensService } from './tokens.service';

const SEND_WINDOW_MS = 10 * 60 * 1000;
const TOO_MANY_FAILURES = 'Too many failed attempts. Please try again in an hour.';
const CODE_UNUSABLE = 'This code is no longer valid. Please ask for a new one.';

export interface AuthServiceOptions {
  codes: CodesService;
  tokens: TokensService;
  members: MembersService;
  messaging: MessagingService;
  google: GoogleService;
  rateLimiter: RateLimiter;
  sendsPerIpPer10Minutes: number;
}

interface Caller {
  ip: string;
  language: Language;
}

/** The seed's sign-in flows (sections 4, 7, 8): e-mail code, mobile code and Google. */
export function createAuthService(options: AuthServiceOptions) {
  const { codes, tokens, members, messaging, google } = options;

  const limitSends = (ip: string) =>
    enforceRateLimit({
      limiter: options.rateLimiter,
      key: `auth-send:${ip}`,
      limit: options.sendsPerIpPer10Minutes,
      windowMs: SEND_WINDOW_MS,
      message: 'Too many codes were requested from your network. Please try again later.',
    });

  const signedIn = async (memberId: number) =>
    ({ status: 'ok', token: { plainTextToken: await tokens.issue(memberId) } }) as const;

  /** A new member's referral code is checked before the sign-in code is spent. */
  const checkNewMemberReferral = async (exists: boolean, referralCode: string | undefined) => {
    if (!exists) await members.checkReferralCode(referralCode);
  };

  return {
    /** The same answer whether or not the address has an account. */
    async sendEmailCode(input: Caller & { email: string; referralCode?: string | undefined }) {
      await limitSends(input.ip);
      await members.checkReferralCode(input.referralCode);
      const code = await codes.issue({ channel: 'email', address: input.email });
      await messaging.sendEmail(codeMail(input.email, code, input.language));
      return { status: 'success' } as const;
    },

    async verifyEmailCode(
      input: Caller & { email: string; code: string; referralCode?: string | undefined },
    ) {
      const existing = await members.byEmail(input.email);
      await checkNewMemberReferral(Boolean(existing), input.referralCode);
      const result = await codes.verify({
        channel: 'email',
        address: input.email,
        code: input.code,
      });
      if (!result.ok && result.reason === 'too_many') {
        throw new AppError('rate_limited', TOO_MANY_FAILURES, { retryAfterSeconds: 3600 });
      }
      if (!result.ok) throw new AppError('unauthenticated', authMessages.invalidCode);
      const member = await members.findOrCreate({
        email: input.email,
        referralCode: input.referralCode,
        language: input.language,
      });
      return signedIn(member.id);
    },

    async sendMobileCode(input: Caller & { mobile: string; email?: string | undefined }) {
      await limitSends(input.ip);
      if (input.email) {
        const owner = await members.byEmail(input.email);
        if (owner && owner.mobile !== input.mobile) return { status: 'user_exist' } as const;
      }
      const code = await codes.issue({
        channel: 'mobile',
        address: input.mobile,
        email: input.email,
      });
      await messaging.sendSms({ to: input.mobile, code, text: codeSms(code, input.language) });
      return { status: 'code_send' } as const;
    },

    async confirmMobileCode(
      input: Caller & { mobile: string; code: string; referralCode?: string | undefined },
    ): Promise<ConfirmMobileCodeResponse> {
      const known = await members.byMobile(input.mobile);
      await checkNewMemberReferral(Boolean(known), input.referralCode);
      const result = await codes.verify({
        channel: 'mobile',
        address: input.mobile,
        code: input.code,
      });
      if (!result.ok) {
        if (result.reason === 'wrong') return { status: 'not_ok' };
        if (result.reason === 'unusable') return { status: 'code_wrong', msg: CODE_UNUSABLE };
        return { status: 'error', msg: TOO_MANY_FAILURES };
      }
      const emailFree = result.email && !(await members.byEmail(result.email));
      const member = await members.findOrCreate({
        mobile: input.mobile,
        email: emailFree ? (result.email ?? undefined) : undefined,
        referralCode: input.referralCode,
        language: input.language,
      });
      return signedIn(member.id);
    },

    async googleUrl(referralCode: string | undefined) {
      await members.checkReferralCode(referralCode);
      return { url: await google.authorizationUrl(referralCode) };
    },

    async finishGoogle(input: Caller & { code: string; state: string }) {
      const { email, referralCode } = await google.finish(input);
      const existing = await members.byEmail(email);
      const member = await members.findOrCreate({
        email,
        // A referral code checked at the start may have been valid then; a bad one is dropped
        // here rather than losing a sign-in that Google already confirmed.
        referralCode: existing ? undefined : await members.validReferralCode(referralCode),
        language: input.language,
      });
      return signedIn(member.id);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

import {
  confirmMobileCodeRequestSchema,
  confirmMobileCodeResponseSchema,
  sendEmailCodeRequestSchema,
  sendEmailCodeResponseSchema,
  sendMobileCodeRequestSchema,
  sendMobileCodeResponseSchema,
  signedInResponseSchema,
  verifyEmailCodeRequestSchema,
} from '@ideabazaar/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/errors/error-responses';
import type { AuthService } from './auth.service';
import { bindingCookie, bodyErrors, caller, tags } from './auth.routes-context';

// The browser a sign-in code belongs to (codes.service): sent to every /api call, for a day.
const codeBinding = bindingCookie({
  name: 'ib_code_binding',
  path: '/api',
  maxAgeSeconds: 24 * 60 * 60,
});

/** The seed's sign-in by a code sent by e-mail or SMS (sections 4, 7). */
export function codeRoutes(
  service: AuthService,
  options: { secureCookies: boolean },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/email/send-code',
      {
        schema: {
          tags,
          summary: 'Send a sign-in code by e-mail',
          description:
            'Always `success` for a valid address, whether or not it has an account. The code can be tried only by this browser: an HttpOnly cookie binds it. 429 with Retry-After within 60 s of the last code to this browser, past ten codes to the address in ten minutes, or past the per-IP limit; 422 for an unknown referral code.',
          body: sendEmailCodeRequestSchema,
          response: {
            200: sendEmailCodeResponseSchema,
            ...errorResponses(...bodyErrors, 'rate_limited', 'unavailable'),
          },
        },
      },
      (request, reply) =>
        service.sendEmailCode({
          ...caller(request),
          binding: codeBinding.keep(request, reply, options.secureCookies),
          email: request.body.email,
          referralCode: request.body.referral_code,
        }),
    );

    app.post(
      '/auth/email/verify-code',
      {
        schema: {
          tags,
          summary: 'Sign in with the e-mail code',
          description:
            'Creates the member on first sign-in (linked to the referrer of a valid referral code). 422 for an unknown referral code, whatever the address. 401 for a wrong, used, expired or voided code, or one asked for by another browser. 429 with Retry-After while wrong codes for the address make tries wait (past three in an hour, up to a minute; the first try of a fresh code is always checked), or past the per-IP or service-wide limits. 403 `member_blocked` for a member an operator blocked.',
          body: verifyEmailCodeRequestSchema,
          response: {
            200: signedInResponseSchema,
            ...errorResponses(...bodyErrors, 'unauthenticated', 'member_blocked', 'rate_limited'),
          },
        },
      },
      (request) =>
        service.verifyEmailCode({
          ...caller(request),
          binding: codeBinding.read(request),
          email: request.body.email,
          code: request.body.code,
          referralCode: request.body.referral_code,
        }),
    );

    app.post(
      '/auth-send-mobile-code',
      {
        schema: {
          tags,
          summary: 'Send a sign-in code by SMS',
          description:
            '`code_send`: a code was sent to the number, for this browser only (an HttpOnly cookie binds it). `user_exist`: the optional e-mail already belongs to another member, nothing was sent.',
          body: sendMobileCodeRequestSchema,
          response: {
            200: sendMobileCodeResponseSchema,
            ...errorResponses(...bodyErrors, 'rate_limited', 'unavailable'),
          },
        },
      },
      (request, reply) =>
        service.sendMobileCode({
          ...caller(request),
          binding: codeBinding.keep(request, reply, options.secureCookies),
          mobile: request.body.mobile,
          email: request.body.email,
        }),
    );

    app.post(
      '/auth-confirm-mobile-code',
      {
        schema: {
          tags,
          summary: 'Sign in with the SMS code',
          description:
            '`ok`: signed in, with the token; an e-mail given at send-code is kept pending until proven. `not_ok`: the code does not match; it may be tried again. `code_wrong`: the code can no longer be used (expired, used, or void after five wrong tries); ask for a new one, `msg` says so. `error`: not checked now, `msg` says how long to wait. 422 for an unknown referral code, whatever the number; 429 past the per-IP limit; 403 `member_blocked` for a member an operator blocked.',
          body: confirmMobileCodeRequestSchema,
          response: {
            200: confirmMobileCodeResponseSchema,
            ...errorResponses(...bodyErrors, 'member_blocked', 'rate_limited'),
          },
        },
      },
      (request) =>
        service.confirmMobileCode({
          ...caller(request),
          binding: codeBinding.read(request),
          mobile: request.body.mobile,
          code: request.body.code,
          referralCode: request.body.referral_code,
        }),
    );
  };
}

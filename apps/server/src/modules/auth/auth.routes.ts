import {
  emailProofRequestSchema,
  emailProofVerifySchema,
  meResponseSchema,
  confirmMobileCodeRequestSchema,
  confirmMobileCodeResponseSchema,
  googleCallbackQuerySchema,
  googleRedirectQuerySchema,
  googleRedirectResponseSchema,
  sendEmailCodeRequestSchema,
  sendEmailCodeResponseSchema,
  sendMobileCodeRequestSchema,
  sendMobileCodeResponseSchema,
  signedInResponseSchema,
  statusOkSchema,
  verifyEmailCodeRequestSchema,
} from '@ideabazaar/shared/schemas/auth';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpOnlyCookie, readCookie } from '../../lib/cookies';
import { sessionOf } from '../../plugins/authenticate';
import { errorResponses } from '../../plugins/errors/error-responses';
import { languageOf } from '../../plugins/language';
import { membersServiceFor } from '../members/members.service';
import { createAuthService } from './auth.service';
import { createCodesRepository } from './codes.repository';
import { createCodesService } from './codes.service';
import { createGoogleService } from './google.service';
import { createOidcRepository } from './oidc.repository';

const bodyErrors = [
  'bad_request',
  'validation_failed',
  'payload_too_large',
  'unsupported_media_type',
] as const;
// The browser binding of a Google sign-in (google.service), sent back only to the callback call.
const BINDING_COOKIE = 'ib_oidc_binding';
const BINDING_PATH = '/api/auth/google';
const BINDING_MAX_AGE_SECONDS = 10 * 60;
const caller = (request: FastifyRequest) => ({
  ip: request.ip,
  language: languageOf(request),
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const codes = createCodesService({
    repository: createCodesRepository(db),
    globalFailureLimit: app.config.rateLimitAuthFailures,
  });
  const google = createGoogleService({
    config: app.config.google,
    repository: createOidcRepository(db),
    redirectUri: `${app.config.publicUrl}/google-login/callback`,
  });
  app.maintenance.add('spent sign-in codes', () => codes.prune());
  app.maintenance.add('expired Google sign-ins', () => google.prune());
  const service = createAuthService({
    codes,
    tokens: app.tokens,
    members: membersServiceFor(db, app.config.publicUrl),
    messaging: app.messaging,
    google,
    rateLimiter: app.rateLimiter,
    sendsPerIpPer10Minutes: app.config.rateLimitAuthSend,
    triesPerIpPer10Minutes: app.config.rateLimitAuthTry,
  });
  const secureCookies = app.config.publicUrl.startsWith('https:');
  const tags = ['auth'];

  app.post(
    '/auth/email/send-code',
    {
      schema: {
        tags,
        summary: 'Send a sign-in code by e-mail',
        description:
          'Always `success` for a valid address, whether or not it has an account. 429 with Retry-After within 60 s of the last code, or past the per-IP limit; 422 for an unknown referral code.',
        body: sendEmailCodeRequestSchema,
        response: {
          200: sendEmailCodeResponseSchema,
          ...errorResponses(...bodyErrors, 'rate_limited', 'unavailable'),
        },
      },
    },
    (request) =>
      service.sendEmailCode({
        ...caller(request),
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
          'Creates the member on first sign-in (linked to the referrer of a valid referral code). 422 for an unknown referral code, whatever the address. 401 for a wrong, used, expired or voided code. 429 with Retry-After while wrong codes for the address make tries wait (past three in an hour, up to a minute; the first try of a fresh code is always checked), or past the per-IP or service-wide limits.',
        body: verifyEmailCodeRequestSchema,
        response: {
          200: signedInResponseSchema,
          ...errorResponses(...bodyErrors, 'unauthenticated', 'rate_limited'),
        },
      },
    },
    (request) =>
      service.verifyEmailCode({
        ...caller(request),
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
          '`code_send`: a code was sent to the number. `user_exist`: the optional e-mail already belongs to another member, nothing was sent.',
        body: sendMobileCodeRequestSchema,
        response: {
          200: sendMobileCodeResponseSchema,
          ...errorResponses(...bodyErrors, 'rate_limited', 'unavailable'),
        },
      },
    },
    (request) =>
      service.sendMobileCode({
        ...caller(request),
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
          '`ok`: signed in, with the token; an e-mail given at send-code is kept pending until proven. `not_ok`: the code does not match; it may be tried again. `code_wrong`: the code can no longer be used (expired, used, or void after five wrong tries); ask for a new one, `msg` says so. `error`: not checked now, `msg` says how long to wait. 422 for an unknown referral code, whatever the number; 429 past the per-IP limit.',
        body: confirmMobileCodeRequestSchema,
        response: {
          200: confirmMobileCodeResponseSchema,
          ...errorResponses(...bodyErrors, 'rate_limited'),
        },
      },
    },
    (request) =>
      service.confirmMobileCode({
        ...caller(request),
        mobile: request.body.mobile,
        code: request.body.code,
        referralCode: request.body.referral_code,
      }),
  );

  app.get(
    '/auth/google/redirect',
    {
      schema: {
        tags,
        summary: 'The Google sign-in address to send the browser to',
        description:
          'Sets an HttpOnly cookie binding the sign-in to this browser; the callback refuses a state without it.',
        querystring: googleRedirectQuerySchema,
        response: {
          200: googleRedirectResponseSchema,
          ...errorResponses('validation_failed', 'unavailable'),
        },
      },
    },
    async (request, reply) => {
      const { url, binding } = await service.googleUrl({
        referralCode: request.query.referral_code,
        binding: readCookie(request.headers.cookie, BINDING_COOKIE),
      });
      reply.header(
        'set-cookie',
        httpOnlyCookie(BINDING_COOKIE, binding, {
          path: BINDING_PATH,
          maxAgeSeconds: BINDING_MAX_AGE_SECONDS,
          secure: secureCookies,
        }),
      );
      return { url };
    },
  );

  app.get(
    '/auth/google/callback',
    {
      schema: {
        tags,
        summary: 'Finish the Google sign-in',
        description:
          'A forged, expired or reused state, or one started in another browser (its binding cookie missing or different), is refused with 400.',
        querystring: googleCallbackQuerySchema,
        response: {
          200: signedInResponseSchema,
          ...errorResponses(
            'bad_request',
            'validation_failed',
            'unauthenticated',
            'forbidden',
            'unavailable',
          ),
        },
      },
    },
    (request) =>
      service.finishGoogle({
        ...caller(request),
        ...request.query,
        binding: readCookie(request.headers.cookie, BINDING_COOKIE) ?? '',
      }),
  );

  app.post(
    '/me/email',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Add or change the e-mail address: send a code to it',
        description:
          'The address is kept pending (`pending_email` on /api/me) until its code comes back to /api/me/email/verify; no sign-in matches a pending address.',
        body: emailProofRequestSchema,
        response: {
          200: sendEmailCodeResponseSchema,
          ...errorResponses(...bodyErrors, 'unauthenticated', 'rate_limited', 'unavailable'),
        },
      },
    },
    (request) =>
      service.sendEmailProof({
        ...caller(request),
        memberId: sessionOf(request).memberId,
        email: request.body.email,
      }),
  );

  app.post(
    '/me/email/verify',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Confirm the pending e-mail address with its code',
        description:
          "The address becomes the member's e-mail (they can sign in with it). 422 for a wrong code or nothing pending; 409 when another account has the address.",
        body: emailProofVerifySchema,
        response: {
          200: meResponseSchema,
          ...errorResponses(...bodyErrors, 'unauthenticated', 'conflict', 'rate_limited'),
        },
      },
    },
    (request) =>
      service.verifyEmailProof({
        ...caller(request),
        memberId: sessionOf(request).memberId,
        code: request.body.code,
      }),
  );

  app.post(
    '/auth/logout',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Revoke this token',
        response: { 200: statusOkSchema, ...errorResponses('unauthenticated') },
      },
    },
    async (request) => {
      await app.tokens.revoke(sessionOf(request).tokenId);
      return { status: 'ok' as const };
    },
  );

  app.post(
    '/auth/logout-all',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Revoke every token of the member',
        response: { 200: statusOkSchema, ...errorResponses('unauthenticated') },
      },
    },
    async (request) => {
      await app.tokens.revokeAll(sessionOf(request).memberId);
      return { status: 'ok' as const };
    },
  );
};

import {
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
const caller = (request: FastifyRequest) => ({
  ip: request.ip,
  language: languageOf(request),
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const service = createAuthService({
    codes: createCodesService({ repository: createCodesRepository(db) }),
    tokens: app.tokens,
    members: membersServiceFor(db, app.config.publicUrl),
    messaging: app.messaging,
    google: createGoogleService({
      config: app.config.google,
      repository: createOidcRepository(db),
      redirectUri: `${app.config.publicUrl}/google-login/callback`,
    }),
    rateLimiter: app.rateLimiter,
    sendsPerIpPer10Minutes: app.config.rateLimitAuthSend,
  });
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
          'Creates the member on first sign-in (linked to the referrer of a valid referral code). 401 for a wrong, used, expired or voided code; 429 after ten wrong tries in an hour.',
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
          '`ok`: signed in, with the token. `not_ok`: the code does not match; it may be tried again. `code_wrong`: the code can no longer be used (expired, used, or void after five wrong tries); ask for a new one, `msg` says so. `error`: refused for another reason named in `msg` (ten wrong tries in the last hour).',
        body: confirmMobileCodeRequestSchema,
        response: { 200: confirmMobileCodeResponseSchema, ...errorResponses(...bodyErrors) },
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
        querystring: googleRedirectQuerySchema,
        response: {
          200: googleRedirectResponseSchema,
          ...errorResponses('validation_failed', 'unavailable'),
        },
      },
    },
    (request) => service.googleUrl(request.query.referral_code),
  );

  app.get(
    '/auth/google/callback',
    {
      schema: {
        tags,
        summary: 'Finish the Google sign-in',
        description: 'A forged, expired or reused state is refused with 400.',
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
    (request) => service.finishGoogle({ ...caller(request), ...request.query }),
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

import { statusOkSchema } from '@ideabazaar/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/authenticate';
import { errorResponses } from '../../plugins/errors/error-responses';
import { membersServiceFor } from '../members/members.service';
import { codeRoutes } from './auth.code-routes';
import { googleRoutes } from './auth.google-routes';
import { proofRoutes } from './auth.proof-routes';
import { tags } from './auth.routes-context';
import { createAuthService } from './auth.service';
import { createCodesRepository } from './codes.repository';
import { createCodesService } from './codes.service';
import { createGoogleService } from './google.service';
import { createOidcRepository } from './oidc.repository';

/** Sign-in (seed sections 4, 7, 8; PRODUCT.md section 8) and signing out. */
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
  await app.register(codeRoutes(service, { secureCookies }));
  await app.register(googleRoutes(service, { secureCookies }));
  await app.register(proofRoutes(service));

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

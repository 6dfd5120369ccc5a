import { signInMethodsResponseSchema, statusOkSchema } from '@ideabazaar/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/authenticate';
import { errorResponses } from '../../plugins/errors/error-responses';
import { codeRoutes } from './auth.code-routes';
import { googleRoutes } from './auth.google-routes';
import { proofRoutes } from './auth.proof-routes';
import { tags } from './auth.routes-context';

// An operator who turns a method on or off restarts the server; browsers see it within this.
const METHODS_MAX_AGE_SECONDS = 5 * 60;

/** Sign-in (seed sections 4, 7, 8; PRODUCT.md section 8) and signing out. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth: service, tokens } = app.services;
  const secureCookies = app.config.publicUrl.startsWith('https:');
  await app.register(codeRoutes(service, { secureCookies }));
  await app.register(googleRoutes(service, { secureCookies }));
  await app.register(proofRoutes(service));

  app.get(
    '/auth/methods',
    {
      schema: {
        tags,
        summary: 'The ways to sign in this server offers',
        description:
          'Decided by the configuration, so it changes only with a restart: cached for five minutes.',
        response: { 200: signInMethodsResponseSchema },
      },
    },
    (_request, reply) => {
      reply.header('cache-control', `public, max-age=${METHODS_MAX_AGE_SECONDS}`);
      return service.methods();
    },
  );

  app.post(
    '/auth/logout',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Revoke this token, void its socket tickets and close its live sockets',
        response: { 200: statusOkSchema, ...errorResponses('unauthenticated') },
      },
    },
    async (request) => {
      const { memberId, tokenId } = sessionOf(request);
      await tokens.endSessions(memberId, { tokenId });
      return { status: 'ok' as const };
    },
  );

  app.post(
    '/auth/logout-all',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary:
          'Revoke every token of the member, void their tickets, close their live sockets, forget their push subscriptions',
        response: { 200: statusOkSchema, ...errorResponses('unauthenticated') },
      },
    },
    async (request) => {
      const { memberId } = sessionOf(request);
      await tokens.endSessions(memberId);
      // Every device signed out: none of them is pushed to any more (issue 30).
      await app.services.channels.forgetDevices(memberId);
      return { status: 'ok' as const };
    },
  );
};

import { meResponseSchema, referralResponseSchema } from '@ideabazaar/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/authenticate';
import { errorResponses } from '../../plugins/errors/error-responses';
import { membersServiceFor } from './members.service';

export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = membersServiceFor(app.database.db, app.config.publicUrl);

  app.get(
    '/me',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['members'],
        summary: 'The signed-in member',
        response: { 200: meResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    (request) => service.me(sessionOf(request).memberId),
  );

  app.get(
    '/referral',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['members'],
        summary: "The member's referral code, share link and the friends who joined with it",
        response: { 200: referralResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    (request) => service.referral(sessionOf(request).memberId),
  );
};

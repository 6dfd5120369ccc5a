import { errorCode } from '@ideabazaar/shared/errors/codes';
import { itemIdParamsSchema } from '@ideabazaar/shared/schemas/items';
import {
  itemMatchesSchema,
  savedSearchesSchema,
  savedSearchRequestSchema,
  savedSearchSchema,
} from '@ideabazaar/shared/schemas/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/authenticate';
import { memberErrorResponses } from '../../plugins/errors/error-responses';
import { languageOf } from '../../plugins/language';

// A saved search's id: what no row can have is the same answer as a row of someone else's.
const savedSearchParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, errorCode('saved_search_not_found'))
    .transform(Number),
});

export const matchingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.matching;
  const saved = app.services.savedSearches;
  const errors = memberErrorResponses;

  app.get(
    '/items/:id/matches',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['items'],
        summary: 'For its owner: the ideas that may answer a need, or the needs an idea may answer',
        description: 'Best first, at most five; only items still in the lists.',
        params: itemIdParamsSchema,
        response: { 200: itemMatchesSchema, ...errors },
      },
    },
    async (request) => ({
      matches: await service.matchesFor({
        itemId: request.params.id,
        memberId: sessionOf(request).memberId,
        language: languageOf(request),
      }),
    }),
  );

  const tags = ['saved searches'];
  app.get(
    '/saved-searches',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: "The member's saved searches, newest first",
        response: { 200: savedSearchesSchema, ...errors },
      },
    },
    async (request) => ({
      saved_searches: await saved.list(sessionOf(request).memberId, languageOf(request)),
    }),
  );

  app.post(
    '/saved-searches',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Save a search of the list: a newly published item it finds is notified',
        description:
          'At most SAVED_SEARCHES_MAX per member (409 saved_searches_full); the same search twice is 409 saved_search_exists.',
        body: savedSearchRequestSchema,
        response: { 201: savedSearchSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await saved.save({
        memberId: sessionOf(request).memberId,
        search: request.body,
        language: languageOf(request),
      });
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/saved-searches/:id',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Delete one of your saved searches',
        params: savedSearchParamsSchema,
        response: { 200: z.object({ status: z.literal('ok') }), ...errors },
      },
    },
    async (request) => {
      await saved.remove({ memberId: sessionOf(request).memberId, id: request.params.id });
      return { status: 'ok' as const };
    },
  );
};

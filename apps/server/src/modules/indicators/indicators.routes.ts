import {
  indicatorsResponseSchema,
  ratingRequestSchema,
  statsResponseSchema,
} from '@ideabazaar/shared/schemas/indicators';
import { itemIdParamsSchema } from '@ideabazaar/shared/schemas/items';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/authenticate';
import { errorResponses } from '../../plugins/errors/error-responses';
import { commentActivityFor } from '../comments/comments.service';
import { itemsServiceFor } from '../items/items.service';
import { createIndicatorsRepository } from './indicators.repository';
import { createIndicatorsService } from './indicators.service';

export const indicatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createIndicatorsService({
    repository: createIndicatorsRepository(app.database.db),
    items: itemsServiceFor(app.database.db, app.config.publicUrl),
    comments: commentActivityFor(app.database.db),
  });
  const tags = ['indicators'];
  const errors = errorResponses(
    'bad_request',
    'validation_failed',
    'unauthenticated',
    'forbidden',
    'not_found',
  );

  app.get(
    '/items/:id/indicators',
    {
      onRequest: app.optionalMember,
      schema: {
        tags,
        summary: 'Innovation, market potential and feasibility (rated by buyers) and completeness',
        description: 'A rated score is null until three buyers have rated it.',
        params: itemIdParamsSchema,
        response: { 200: indicatorsResponseSchema, ...errors },
      },
    },
    (request) => service.indicators(request.params.id, request.session?.memberId),
  );

  app.put(
    '/items/:id/indicators',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: "A buyer's ratings, 1-5, changeable",
        params: itemIdParamsSchema,
        body: ratingRequestSchema,
        response: { 200: indicatorsResponseSchema, ...errors },
      },
    },
    (request) =>
      service.rate({
        itemId: request.params.id,
        memberId: sessionOf(request).memberId,
        ratings: request.body,
      }),
  );

  app.get(
    '/items/:id/stats',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: "The owner's statistics: totals and the last 30 days",
        params: itemIdParamsSchema,
        response: { 200: statsResponseSchema, ...errors },
      },
    },
    (request) =>
      service.stats({ itemId: request.params.id, memberId: sessionOf(request).memberId }),
  );
};

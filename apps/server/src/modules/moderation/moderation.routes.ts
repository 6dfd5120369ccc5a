import {
  adminItemDetailSchema,
  adminItemParamsSchema,
  adminItemSchema,
  adminItemsQuerySchema,
  adminItemsResponseSchema,
  itemHideSchema,
} from '@ideabazaar/shared/schemas/console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/authenticate';
import { operatorErrorResponses } from '../../plugins/errors/error-responses';

/** The operators' items: search every item, see its sales and reports, hide and restore it. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moderation: service } = app.services;
  const operatorsOnly = app.requireOperator;
  const tags = ['admin'];
  const errors = operatorErrorResponses;

  app.get(
    '/admin/items',
    {
      onRequest: operatorsOnly,
      schema: {
        tags,
        summary: 'Every item of any status, newest first (operators)',
        description: '`q` is words of the title and texts, an item id, or an owner e-mail address.',
        querystring: adminItemsQuerySchema,
        response: { 200: adminItemsResponseSchema, ...errors },
      },
    },
    (request) =>
      service.list({
        operatorId: sessionOf(request).memberId,
        q: request.query.q,
        section: request.query.section,
        hidden: request.query.hidden === undefined ? undefined : request.query.hidden === 'true',
        cursor: request.query.cursor,
      }),
  );

  app.get(
    '/admin/items/:id',
    {
      onRequest: operatorsOnly,
      schema: {
        tags,
        summary: 'One item with its sales and the reports on it (operators)',
        params: adminItemParamsSchema,
        response: { 200: adminItemDetailSchema, ...errors },
      },
    },
    (request) =>
      service.detail({ operatorId: sessionOf(request).memberId, itemId: request.params.id }),
  );

  app.post(
    '/admin/items/:id/hide',
    {
      onRequest: operatorsOnly,
      schema: {
        tags,
        summary: 'Hide an item from everyone but the operators and its owner (operators)',
        params: adminItemParamsSchema,
        body: itemHideSchema,
        response: { 200: adminItemSchema, ...errors },
      },
    },
    (request) =>
      service.hide({
        operatorId: sessionOf(request).memberId,
        itemId: request.params.id,
        reason: request.body.reason,
      }),
  );

  app.post(
    '/admin/items/:id/restore',
    {
      onRequest: operatorsOnly,
      schema: {
        tags,
        summary: 'Show a hidden item again (operators)',
        params: adminItemParamsSchema,
        response: { 200: adminItemSchema, ...errors },
      },
    },
    (request) =>
      service.restore({ operatorId: sessionOf(request).memberId, itemId: request.params.id }),
  );
};

import {
  adminReportSchema,
  adminReportsQuerySchema,
  adminReportsResponseSchema,
  itemReportRequestSchema,
  reportParamsSchema,
  reportResolveSchema,
} from '@ideabazaar/shared/schemas/console';
import { itemIdParamsSchema } from '@ideabazaar/shared/schemas/items';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/authenticate';
import { memberErrorResponses, operatorErrorResponses } from '../../plugins/errors/error-responses';

/** A member's report of an item, and the operators' queue of every report (issue 29). */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reports: service } = app.services;

  app.post(
    '/items/:id/report',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['items'],
        summary: 'Report an item to the operators',
        description:
          'Once per member and item (409 item_reported), never your own (409 item_report_own); 404 for an item you cannot see.',
        params: itemIdParamsSchema,
        body: itemReportRequestSchema,
        response: { 200: z.object({ status: z.literal('ok') }), ...memberErrorResponses },
      },
    },
    (request) =>
      service.reportItem({
        itemId: request.params.id,
        memberId: sessionOf(request).memberId,
        reason: request.body.reason,
      }),
  );

  const tags = ['admin'];
  const operatorsOnly = app.requireOperator;

  app.get(
    '/admin/reports',
    {
      onRequest: operatorsOnly,
      schema: {
        tags,
        summary: 'The reports queue (operators): open ones oldest first, closed ones newest first',
        querystring: adminReportsQuerySchema,
        response: { 200: adminReportsResponseSchema, ...operatorErrorResponses },
      },
    },
    (request) =>
      service.queue({
        operatorId: sessionOf(request).memberId,
        status: request.query.status,
        kind: request.query.kind,
        cursor: request.query.cursor,
      }),
  );

  app.post(
    '/admin/reports/:id/resolve',
    {
      onRequest: operatorsOnly,
      schema: {
        tags,
        summary: 'Hide what was reported, or dismiss the report (operators)',
        description:
          'Closes the report and every other open report on the same target with the same decision; audited. 409 report_closed, report_target_gone (hide of a deleted target).',
        params: reportParamsSchema,
        body: reportResolveSchema,
        response: { 200: adminReportSchema, ...operatorErrorResponses },
      },
    },
    (request) =>
      service.resolve({
        operatorId: sessionOf(request).memberId,
        reportId: request.params.id,
        action: request.body.action,
        note: request.body.note,
      }),
  );
};

import {
  adminDisputesResponseSchema,
  disputeRequestSchema,
  purchaseParamsSchema,
  purchaseSchema,
  settleRequestSchema,
} from '@ideabazaar/shared/schemas/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyErrors } from '../../lib/money-routes';
import { sessionOf } from '../../plugins/authenticate';
import { errorResponses, operatorErrorResponses } from '../../plugins/errors/error-responses';

/** A buyer disputes a purchase. */
export const disputesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { disputes } = app.services;
  const tags = ['wallet'];
  const member = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).memberId;

  app.post(
    '/purchases/:id/dispute',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: "Dispute a purchase while the seller's share is on hold",
        params: purchaseParamsSchema,
        body: disputeRequestSchema,
        response: {
          200: purchaseSchema,
          ...errorResponses(
            ...bodyErrors,
            'unauthenticated',
            'purchase_not_found',
            'dispute_window_closed',
          ),
        },
      },
    },
    (request) =>
      disputes.dispute({
        purchaseId: request.params.id,
        memberId: member(request),
        reason: request.body.reason,
      }),
  );
};

/** Operators see and settle disputes. */
export const disputesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { disputes } = app.services;
  const onRequest = app.requireOperator;
  const tags = ['admin'];
  const operator = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).memberId;
  const errors = operatorErrorResponses;

  app.get(
    '/admin/disputes',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Open disputes, oldest first (operators)',
        response: { 200: adminDisputesResponseSchema, ...errors },
      },
    },
    (request) => disputes.disputes(sessionOf(request).memberId),
  );

  app.post(
    '/admin/purchases/:id/settle',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Settle a dispute: refund the buyer or release to the seller (operators)',
        params: purchaseParamsSchema,
        body: settleRequestSchema,
        response: { 200: purchaseSchema, ...errors },
      },
    },
    (request) =>
      disputes.settle({
        operatorId: operator(request),
        purchaseId: request.params.id,
        outcome: request.body.outcome,
        note: request.body.note,
      }),
  );
};

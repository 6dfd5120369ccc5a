import {
  depositRequestSchema,
  depositResponseSchema,
  paymentParamsSchema,
  paymentSchema,
  zarinpalCallbackQuerySchema,
} from '@ideabazaar/shared/schemas/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyErrors, idempotencyErrors, idempotencyHeaders } from '../../lib/money-routes';
import { sessionOf } from '../../plugins/authenticate';
import { errorResponses } from '../../plugins/errors/error-responses';

/** Deposits through the payment gateway, and the gateway's way back. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deposits } = app.services;
  const tags = ['wallet'];
  const member = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).memberId;

  app.post(
    '/wallet/deposit',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Start a deposit through the payment gateway',
        description:
          'Answers the gateway page to send the browser to. DEPOSIT_MIN and DEPOSIT_MAX bound the amount (422). With an Idempotency-Key the gateway is asked once: a retry gets the first answer, 409 while it is still being asked, 422 for the key with another amount.',
        headers: idempotencyHeaders,
        body: depositRequestSchema,
        response: {
          200: depositResponseSchema,
          ...errorResponses(
            ...bodyErrors,
            ...idempotencyErrors,
            'unauthenticated',
            'gateway_refused',
            'gateway_unavailable',
          ),
        },
      },
    },
    async (request, reply) => {
      const answer = await deposits.deposit({
        memberId: member(request),
        amount: request.body.amount,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(answer.status as 200).send(answer.body as never);
    },
  );

  app.get(
    '/wallet/deposits/:id',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: "One of the member's deposits: the result shown after the gateway",
        params: paymentParamsSchema,
        response: {
          200: paymentSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'payment_not_found'),
        },
      },
    },
    (request) => deposits.payment(member(request), request.params.id),
  );

  app.get(
    '/payments/zarinpal/callback',
    {
      schema: {
        tags,
        summary: 'Where the gateway sends the member back',
        description:
          'Verifies the payment with the gateway for the amount this server recorded and credits it once, then redirects to /wallet?deposit=ok|failed|pending&payment=<id>. An authority this server never issued is a 404 and changes nothing.',
        querystring: zarinpalCallbackQuerySchema,
        response: {
          302: z.null().describe('To /wallet?deposit=ok|failed|pending&payment=<id>'),
          ...errorResponses('validation_failed', 'payment_not_found'),
        },
      },
    },
    async (request, reply) => {
      const { payment, outcome } = await deposits.callback({
        authority: request.query.Authority,
        status: request.query.Status,
      });
      reply.header('cache-control', 'no-store');
      return reply.redirect(`/wallet?deposit=${outcome}&payment=${payment.id}`, 302);
    },
  );
};

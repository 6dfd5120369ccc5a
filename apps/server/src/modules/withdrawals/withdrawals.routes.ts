import {
  adminWithdrawalsQuerySchema,
  adminWithdrawalsResponseSchema,
  shebaAccountsSchema,
  withdrawalPaidSchema,
  withdrawalParamsSchema,
  withdrawalRejectSchema,
  withdrawalSchema,
  withdrawalsResponseSchema,
  withdrawRequestSchema,
} from '@ideabazaar/shared/schemas/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyErrors, idempotencyErrors, idempotencyHeaders } from '../../lib/money-routes';
import { sessionOf } from '../../plugins/authenticate';
import { errorResponses, operatorErrorResponses } from '../../plugins/errors/error-responses';

/** A member's withdrawal requests. */
export const withdrawalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { withdrawals } = app.services;
  const tags = ['wallet'];
  const member = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).memberId;

  app.post(
    '/wallet/withdraw',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Ask for money to be paid out to a Sheba account',
        description:
          'The amount moves from available to held at once (409 insufficient_funds with `missing` when it is short); an operator pays it out or rejects it.',
        headers: idempotencyHeaders,
        body: withdrawRequestSchema,
        response: {
          201: withdrawalSchema,
          ...errorResponses(
            ...bodyErrors,
            ...idempotencyErrors,
            'unauthenticated',
            'insufficient_funds',
          ),
        },
      },
    },
    async (request, reply) => {
      const answer = await withdrawals.request({
        memberId: member(request),
        amount: request.body.amount,
        sheba: request.body.sheba,
        holderName: request.body.holder_name,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(answer.status as 201).send(answer.body);
    },
  );

  app.get(
    '/wallet/withdrawals',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: "The member's withdrawal requests, newest first",
        response: { 200: withdrawalsResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    (request) => withdrawals.mine(member(request)),
  );

  app.get(
    '/wallet/sheba-accounts',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: "The Sheba accounts of the member's past withdrawals, last used first",
        response: { 200: shebaAccountsSchema, ...errorResponses('unauthenticated') },
      },
    },
    (request) => withdrawals.shebaAccounts(member(request)),
  );

  app.post(
    '/wallet/withdrawals/:id/cancel',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Cancel a withdrawal no operator has handled yet; the money returns',
        params: withdrawalParamsSchema,
        response: {
          200: withdrawalSchema,
          ...errorResponses(
            'validation_failed',
            'unauthenticated',
            'withdrawal_not_found',
            'withdrawal_not_pending',
          ),
        },
      },
    },
    (request) => withdrawals.cancel(member(request), request.params.id),
  );
};

/** Operators pay out or reject withdrawal requests. */
export const withdrawalsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { withdrawals } = app.services;
  const onRequest = app.requireOperator;
  const tags = ['admin'];
  const operator = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).memberId;
  const errors = operatorErrorResponses;

  app.get(
    '/admin/withdrawals',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Withdrawal requests, oldest first (operators)',
        querystring: adminWithdrawalsQuerySchema,
        response: { 200: adminWithdrawalsResponseSchema, ...errors },
      },
    },
    (request) => withdrawals.list(sessionOf(request).memberId, request.query.status),
  );

  app.post(
    '/admin/withdrawals/:id/paid',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Mark a withdrawal paid with the bank reference; the money leaves (operators)',
        params: withdrawalParamsSchema,
        body: withdrawalPaidSchema,
        response: { 200: withdrawalSchema, ...errors },
      },
    },
    (request) =>
      withdrawals.decide({
        operatorId: operator(request),
        id: request.params.id,
        outcome: 'paid',
        reference: request.body.reference,
      }),
  );

  app.post(
    '/admin/withdrawals/:id/reject',
    {
      onRequest,
      schema: {
        tags,
        summary: "Reject a withdrawal; the money returns to the member's balance (operators)",
        params: withdrawalParamsSchema,
        body: withdrawalRejectSchema,
        response: { 200: withdrawalSchema, ...errors },
      },
    },
    (request) =>
      withdrawals.decide({
        operatorId: operator(request),
        id: request.params.id,
        outcome: 'rejected',
        reason: request.body.reason,
      }),
  );
};

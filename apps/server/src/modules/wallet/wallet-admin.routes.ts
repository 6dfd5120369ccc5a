import {
  adminDisputesResponseSchema,
  adminVoucherCreateSchema,
  adminVoucherSchema,
  adminVouchersResponseSchema,
  adminWithdrawalsQuerySchema,
  adminWithdrawalsResponseSchema,
  ledgerCheckResponseSchema,
  purchaseParamsSchema,
  purchaseSchema,
  settleRequestSchema,
  voucherParamsSchema,
  withdrawalPaidSchema,
  withdrawalParamsSchema,
  withdrawalRejectSchema,
  withdrawalSchema,
} from '@ideabazaar/shared/schemas/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/authenticate';
import { operatorErrorResponses } from '../../plugins/errors/error-responses';

/** Operators' money calls: withdrawals, disputes, vouchers and the ledger check. */
export const walletAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { wallet, disputes, withdrawals, vouchers } = app.services;
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
    (request) => withdrawals.list(request.query.status),
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
    () => disputes.disputes(),
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

  app.post(
    '/admin/vouchers',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Create a voucher (operators)',
        body: adminVoucherCreateSchema,
        response: { 201: adminVoucherSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await vouchers.create(operator(request), request.body)),
  );

  app.get(
    '/admin/vouchers',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Every voucher with its uses (operators)',
        response: { 200: adminVouchersResponseSchema, ...errors },
      },
    },
    () => vouchers.list(),
  );

  app.post(
    '/admin/vouchers/:id/disable',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Disable a voucher; purchases with it are refused from now on (operators)',
        params: voucherParamsSchema,
        response: { 200: adminVoucherSchema, ...errors },
      },
    },
    (request) => vouchers.disable(operator(request), request.params.id),
  );

  app.get(
    '/admin/ledger/check',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Check every invariant of the ledger over the whole database (operators)',
        description:
          'Transactions that do not balance, balances that differ from their entries, and business rows (purchases, payments, withdrawals, rewards) without the ledger transactions they should have. `npm run ledger:check` prints the same.',
        response: { 200: ledgerCheckResponseSchema, ...errors },
      },
    },
    () => wallet.check(),
  );
};

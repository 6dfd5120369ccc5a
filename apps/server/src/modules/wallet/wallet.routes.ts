import {
  ledgerCheckResponseSchema,
  transactionPageSchema,
  transactionsQuerySchema,
  walletSchema,
} from '@ideabazaar/shared/schemas/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/authenticate';
import { errorResponses, operatorErrorResponses } from '../../plugins/errors/error-responses';

/** The member's wallet: balances and every movement of their money. */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { wallet } = app.services;
  const tags = ['wallet'];
  const member = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).memberId;

  app.get(
    '/wallet',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: "The member's balances: available, held for withdrawals, pending sales",
        response: { 200: walletSchema, ...errorResponses('unauthenticated') },
      },
    },
    (request) => wallet.wallet(member(request)),
  );

  app.get(
    '/wallet/transactions',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: "Every movement of the member's money, newest first",
        description:
          'One row per movement of one of the three balances, signed, with the balance after it; `type` filters by kind; paged by `next_cursor`.',
        querystring: transactionsQuerySchema,
        response: {
          200: transactionPageSchema,
          ...errorResponses('validation_failed', 'unauthenticated'),
        },
      },
    },
    (request) =>
      wallet.transactions({
        memberId: member(request),
        type: request.query.type,
        cursor: request.query.cursor,
      }),
  );
};

/** The ledger check, for operators. */
export const walletAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { wallet } = app.services;
  const onRequest = app.requireOperator;
  const tags = ['admin'];
  const errors = operatorErrorResponses;

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
    (request) => wallet.checkFor(sessionOf(request).memberId),
  );
};

import {
  ledgerCheckResponseSchema,
  receiptParamsSchema,
  receiptSchema,
  transactionPageSchema,
  transactionsQuerySchema,
  walletSchema,
} from '@ideabazaar/shared/schemas/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/authenticate';
import { errorResponses, operatorErrorResponses } from '../../plugins/errors/error-responses';

/** The member's wallet: balances, their money as operations, and each operation's receipt. */
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
        summary: "The member's money as operations, newest first",
        description:
          'One row per operation (a deposit, a purchase, a sale, a withdrawal, a referral reward), grouping its ledger transactions, with its status, signed amount and net effect; `filter` keeps money in or out or one kind; paged by `next_cursor`.',
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
        filter: request.query.filter,
        cursor: request.query.cursor,
      }),
  );

  app.get(
    '/wallet/receipts/:reference',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: "The receipt of one of the member's operations",
        description:
          "What, when, the amounts, the item, the other party (a buyer is never named to the seller) and the status; 404 for a reference that is not the member's.",
        params: receiptParamsSchema,
        response: {
          200: receiptSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'receipt_not_found'),
        },
      },
    },
    (request) => wallet.receipt(member(request), request.params.reference),
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

import {
  adminAuditQuerySchema,
  adminAuditResponseSchema,
  adminMemberDetailSchema,
  adminMemberParamsSchema,
  adminMemberSchema,
  adminMembersQuerySchema,
  adminMembersResponseSchema,
  adminStatsQuerySchema,
  adminStatsSchema,
  memberBlockSchema,
  platformAccountsResponseSchema,
  withdrawalsExportQuerySchema,
} from '@ideabazaar/shared/schemas/console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/authenticate';
import { operatorErrorResponses } from '../../plugins/errors/error-responses';

/** The console's members, audit log, figures, bank batch and platform accounts (operators). */
export const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { console: service } = app.services;
  const onRequest = app.requireOperator;
  const tags = ['admin'];
  const errors = operatorErrorResponses;
  const operator = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).memberId;

  app.get(
    '/admin/members',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Search members by e-mail, mobile, name or id, newest first (operators)',
        querystring: adminMembersQuerySchema,
        response: { 200: adminMembersResponseSchema, ...errors },
      },
    },
    (request) => service.members(operator(request), request.query),
  );

  app.get(
    '/admin/members/:id',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "A member's page: balances, purchases, sales, referrals, items, reports (operators)",
        params: adminMemberParamsSchema,
        response: { 200: adminMemberDetailSchema, ...errors },
      },
    },
    (request) => service.member(operator(request), Number(request.params.id)),
  );

  app.post(
    '/admin/members/:id/block',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Block a member: sessions end, sign-in refused, items withheld; again to change the reason (operators)',
        description: '409 `member_is_operator` for an operator, oneself included.',
        params: adminMemberParamsSchema,
        body: memberBlockSchema,
        response: { 200: adminMemberSchema, ...errors },
      },
    },
    (request) => service.block(operator(request), Number(request.params.id), request.body.reason),
  );

  app.post(
    '/admin/members/:id/unblock',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Unblock a member: sign-in and items return, ended sessions do not (operators)',
        params: adminMemberParamsSchema,
        response: { 200: adminMemberSchema, ...errors },
      },
    },
    (request) => service.unblock(operator(request), Number(request.params.id)),
  );

  app.get(
    '/admin/audit',
    {
      onRequest,
      schema: {
        tags,
        summary: "The operators' actions, newest first; read only (operators)",
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditResponseSchema, ...errors },
      },
    },
    (request) => service.audit(operator(request), request.query),
  );

  app.get(
    '/admin/stats',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The business figures per Tehran day and now (operators)',
        description: `422 \`stats_range_invalid\` when \`to\` is before \`from\` or the period is longer than the maximum.`,
        querystring: adminStatsQuerySchema,
        response: { 200: adminStatsSchema, ...errors },
      },
    },
    (request) => service.stats(operator(request), request.query),
  );

  app.get(
    '/admin/withdrawals/export',
    {
      onRequest,
      schema: {
        tags,
        summary: "The bank's batch as CSV: id (the reference), Sheba, holder, amount (operators)",
        description:
          'text/csv in UTF-8 with a BOM, oldest first; a cell that would start a formula is prefixed with an apostrophe.',
        // The 200 is text/csv, not JSON: no response schema, as for the files' downloads.
        querystring: withdrawalsExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { filename, body } = await service.withdrawalsExport(
        operator(request),
        request.query.status,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.get(
    '/admin/ledger/accounts',
    {
      onRequest,
      schema: {
        tags,
        summary: "The platform accounts' balances (operators)",
        response: { 200: platformAccountsResponseSchema, ...errors },
      },
    },
    (request) => service.platformAccounts(operator(request)),
  );
};

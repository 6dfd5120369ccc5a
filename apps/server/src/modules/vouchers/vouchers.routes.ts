import {
  adminVoucherCreateSchema,
  adminVoucherSchema,
  adminVouchersResponseSchema,
  voucherCheckRequestSchema,
  voucherCheckResponseSchema,
  voucherParamsSchema,
} from '@ideabazaar/shared/schemas/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyErrors } from '../../lib/money-routes';
import { sessionOf } from '../../plugins/authenticate';
import { errorResponses, operatorErrorResponses } from '../../plugins/errors/error-responses';

/** A voucher's price for an idea, for this member now. */
export const vouchersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { purchases, vouchers } = app.services;
  const tags = ['wallet'];
  const member = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).memberId;

  app.post(
    '/vouchers/check',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'The price of an idea after a voucher, for this member now',
        description:
          "The discount the purchase would take now (capped by the voucher's max_discount, within its budget), at the price this member pays (the idea's, or the accepted offer's). A 422 says why the voucher does not apply: voucher_invalid, voucher_expired, voucher_used_up or voucher_below_min_price; an idea the member may not buy is refused as the purchase refuses it.",
        body: voucherCheckRequestSchema,
        response: {
          200: voucherCheckResponseSchema,
          ...errorResponses(
            ...bodyErrors,
            'unauthenticated',
            'own_item_purchase',
            'item_not_found',
            'offer_required',
            'already_bought',
            'item_archived',
          ),
        },
      },
    },
    async (request) => {
      const memberId = member(request);
      const price = await purchases.priceFor(request.body.item_id, memberId);
      return vouchers.quote(request.body.code, price, memberId);
    },
  );
};

/** Operators make, list and disable vouchers. */
export const vouchersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { vouchers } = app.services;
  const onRequest = app.requireOperator;
  const tags = ['admin'];
  const operator = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).memberId;
  const errors = operatorErrorResponses;

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
    (request) => vouchers.list(operator(request)),
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
};

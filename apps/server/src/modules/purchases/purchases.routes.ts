import { itemIdParamsSchema } from '@ideabazaar/shared/schemas/items';
import {
  purchasePageSchema,
  purchaseRequestSchema,
  purchaseResponseSchema,
  purchasesQuerySchema,
} from '@ideabazaar/shared/schemas/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyErrors, idempotencyErrors, idempotencyHeaders } from '../../lib/money-routes';
import { sessionOf } from '../../plugins/authenticate';
import { errorResponses } from '../../plugins/errors/error-responses';
import { languageOf } from '../../plugins/language';

/** Buying ideas from the wallet, and the member's purchases. */
export const purchasesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { purchases } = app.services;
  const tags = ['wallet'];
  const member = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).memberId;

  app.post(
    '/items/:id/purchase',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Buy an idea from the wallet',
        description:
          "Pays the price (or the accepted offer's amount) less the voucher's discount from the available balance and unlocks the idea at once: the answer carries the item as its buyer sees it. 403 own idea, 409 bought already, 422 a need, 404 unknown, 409 archived, 409 offer_required for a negotiable idea without an accepted offer, 409 insufficient_funds with `params.missing`, 422 a voucher that does not apply, 409 price_changed with `params.price` when the price is not `expected_price` (the price the buyer was shown, before the voucher). Every rule is `purchase_terms` and `purchase_commit` in apps/server/sql. Nothing moves on any refusal. Idempotency-Key: a retry gets the first answer.",
        headers: idempotencyHeaders,
        params: itemIdParamsSchema,
        body: purchaseRequestSchema,
        response: {
          201: purchaseResponseSchema,
          ...errorResponses(
            ...bodyErrors,
            ...idempotencyErrors,
            'unauthenticated',
            'own_item_purchase',
            'item_not_found',
            'already_bought',
            'price_changed',
            'insufficient_funds',
          ),
        },
      },
    },
    async (request, reply) => {
      const answer = await purchases.purchase({
        itemId: request.params.id,
        buyerId: member(request),
        voucherCode: request.body.voucher_code,
        expectedPrice: request.body.expected_price,
        idempotencyKey: request.headers['idempotency-key'],
        language: languageOf(request),
      });
      return reply.code(answer.status as 201).send(answer.body);
    },
  );

  app.get(
    '/my/purchases',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'What the member bought, newest first, with the hold state',
        querystring: purchasesQuerySchema,
        response: {
          200: purchasePageSchema,
          ...errorResponses('validation_failed', 'unauthenticated'),
        },
      },
    },
    (request) => purchases.mine(member(request), request.query.cursor),
  );
};

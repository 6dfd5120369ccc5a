import { itemIdParamsSchema } from '@ideabazaar/shared/schemas/items';
import {
  offerParamsSchema,
  offerRequestSchema,
  offerSchema,
  offersResponseSchema,
} from '@ideabazaar/shared/schemas/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyErrors } from '../../lib/money-routes';
import { sessionOf } from '../../plugins/authenticate';
import { errorResponses } from '../../plugins/errors/error-responses';

/** Offers on negotiable ideas. */
export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { offers } = app.services;
  const tags = ['wallet'];
  const member = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).memberId;

  app.post(
    '/items/:id/offers',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Offer an amount for a negotiable idea',
        description:
          'One open offer per member and idea (409). The owner accepts or declines; an accepted offer is bought through the purchase call within seven days.',
        params: itemIdParamsSchema,
        body: offerRequestSchema,
        response: {
          201: offerSchema,
          ...errorResponses(
            ...bodyErrors,
            'unauthenticated',
            'offer_own_item',
            'item_not_found',
            'offer_open_exists',
          ),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await offers.make({
          itemId: request.params.id,
          memberId: member(request),
          amount: request.body.amount,
          message: request.body.message,
        }),
      ),
  );

  app.get(
    '/items/:id/offers',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: "Offers on an idea: all of them for its owner, one's own for anyone else",
        params: itemIdParamsSchema,
        response: {
          200: offersResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'item_not_found'),
        },
      },
    },
    (request) => offers.list(request.params.id, member(request)),
  );

  const offerErrors = errorResponses(
    'validation_failed',
    'unauthenticated',
    'offer_owner_only',
    'offer_not_found',
    'offer_not_pending',
  );
  for (const [path, summary] of [
    ['accept', "The idea's owner accepts an offer: it can be bought for seven days"],
    ['decline', "The idea's owner declines an offer"],
    ['withdraw', 'The member takes back their offer'],
  ] as const) {
    app.post(
      `/offers/:id/${path}`,
      {
        onRequest: app.requireMember,
        schema: {
          tags,
          summary,
          params: offerParamsSchema,
          response: { 200: offerSchema, ...offerErrors },
        },
      },
      (request) =>
        path === 'withdraw'
          ? offers.withdraw(member(request), request.params.id)
          : offers.answer(
              member(request),
              request.params.id,
              path === 'accept' ? 'accepted' : 'declined',
            ),
    );
  }
};

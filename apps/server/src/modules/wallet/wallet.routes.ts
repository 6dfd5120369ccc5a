import { itemIdParamsSchema } from '@ideabazaar/shared/schemas/items';
import {
  depositRequestSchema,
  depositResponseSchema,
  disputeRequestSchema,
  idempotencyKeySchema,
  offerParamsSchema,
  offerRequestSchema,
  offerSchema,
  offersResponseSchema,
  paymentParamsSchema,
  paymentSchema,
  purchaseParamsSchema,
  purchasePageSchema,
  purchaseRequestSchema,
  purchaseResponseSchema,
  purchaseSchema,
  purchasesQuerySchema,
  transactionPageSchema,
  transactionsQuerySchema,
  voucherCheckRequestSchema,
  voucherCheckResponseSchema,
  walletSchema,
  withdrawalParamsSchema,
  withdrawalSchema,
  withdrawalsResponseSchema,
  withdrawRequestSchema,
  zarinpalCallbackQuerySchema,
} from '@ideabazaar/shared/schemas/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/authenticate';
import { errorResponses } from '../../plugins/errors/error-responses';
import { languageOf } from '../../plugins/language';

/** The Idempotency-Key header of every money-moving call (PRODUCT.md section 5). */
const idempotencyHeaders = z.object({ 'idempotency-key': idempotencyKeySchema.optional() });
const body = ['bad_request', 'validation_failed', 'unsupported_media_type'] as const;
const money = ['idempotency_key_reused', 'idempotency_in_progress'] as const;

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { wallet, purchases, disputes, deposits, withdrawals, offers, vouchers } = app.services;
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
            ...body,
            ...money,
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
          ...errorResponses(...body, ...money, 'unauthenticated', 'insufficient_funds'),
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

  app.post(
    '/items/:id/purchase',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Buy an idea from the wallet',
        description:
          "Pays the price (or the accepted offer's amount) less the voucher's discount from the available balance and unlocks the idea at once: the answer carries the item as its buyer sees it. 403 own idea, 409 bought already, 422 a need, 404 unknown, 409 archived, 409 offer_required for a negotiable idea without an accepted offer, 409 insufficient_funds with `params.missing`, 422 a voucher that does not apply. Nothing moves on any refusal. Idempotency-Key: a retry gets the first answer.",
        headers: idempotencyHeaders,
        params: itemIdParamsSchema,
        body: purchaseRequestSchema,
        response: {
          201: purchaseResponseSchema,
          ...errorResponses(
            ...body,
            ...money,
            'unauthenticated',
            'own_item_purchase',
            'item_not_found',
            'already_bought',
          ),
        },
      },
    },
    async (request, reply) => {
      const answer = await purchases.purchase({
        itemId: request.params.id,
        buyerId: member(request),
        voucherCode: request.body.voucher_code,
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
            ...body,
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
            ...body,
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

  app.post(
    '/vouchers/check',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'The price of an idea after a voucher, for this member now',
        description:
          'A 422 says why the voucher does not apply: voucher_invalid, voucher_expired, voucher_used_up or voucher_below_min_price.',
        body: voucherCheckRequestSchema,
        response: {
          200: voucherCheckResponseSchema,
          ...errorResponses(
            ...body,
            'unauthenticated',
            'own_item_purchase',
            'item_not_found',
            'offer_required',
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

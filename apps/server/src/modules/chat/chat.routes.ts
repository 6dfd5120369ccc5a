import {
  chatPageQuerySchema,
  chatPeerParamsSchema,
  chatReportSchema,
  contactPageSchema,
  conversationSchema,
  chatMessageSchema,
  messagePageSchema,
  readMessagesSchema,
  readResultSchema,
  sendMessageSchema,
  syncQuerySchema,
  syncResultSchema,
  unreadTotalSchema,
} from '@ideabazaar/shared/schemas/chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/authenticate';
import { memberErrorResponses } from '../../plugins/errors/error-responses';
import type { Live } from './chat.service';

/** Chat over HTTP (PRODUCT.md section 11); each call's live events go out through the hub. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { chat: service } = app.services;
  const hub = app.chatHub;
  const tags = ['chat'];
  const errors = memberErrorResponses;
  const ok = z.object({ status: z.literal('ok') });
  const member = { onRequest: app.requireMember };
  /** Tells the sockets, then answers: a member's other tabs hear of it as soon as the caller. */
  const published = async <T>(live: Live<T>): Promise<T> => {
    await hub.publish(live.events);
    return live.result;
  };

  app.get(
    '/chat/contacts',
    {
      ...member,
      schema: {
        tags,
        summary: 'My conversations as contacts (seed Contact), newest first',
        querystring: chatPageQuerySchema,
        response: { 200: contactPageSchema, ...errors },
      },
    },
    (request) =>
      service.contacts({
        me: sessionOf(request).memberId,
        cursor: request.query.cursor,
        limit: request.query.limit,
      }),
  );

  app.get(
    '/chat/unread',
    {
      ...member,
      schema: {
        tags,
        summary: 'My unread messages in all conversations',
        response: { 200: unreadTotalSchema, ...errors },
      },
    },
    async (request) => ({ unread_total: await service.unreadTotal(sessionOf(request).memberId) }),
  );

  app.get(
    '/chat/sync',
    {
      ...member,
      schema: {
        tags,
        summary: 'Messages to and from me after a message id, oldest first (catching up)',
        querystring: syncQuerySchema,
        response: { 200: syncResultSchema, ...errors },
      },
    },
    async (request) =>
      published(
        await service.sync({ me: sessionOf(request).memberId, after: request.query.after }),
      ),
  );

  app.get(
    '/chat/:userId',
    {
      ...member,
      schema: {
        tags,
        summary: 'The conversation with a member: who, about what, receipts and blocks',
        params: chatPeerParamsSchema,
        response: { 200: conversationSchema, ...errors },
      },
    },
    (request) =>
      service.conversation({ me: sessionOf(request).memberId, peer: request.params.userId }),
  );

  app.get(
    '/chat/:userId/messages',
    {
      ...member,
      schema: {
        tags,
        summary: 'The messages with a member, newest first',
        params: chatPeerParamsSchema,
        querystring: chatPageQuerySchema,
        response: { 200: messagePageSchema, ...errors },
      },
    },
    async (request) =>
      published(
        await service.messages({
          me: sessionOf(request).memberId,
          peer: request.params.userId,
          cursor: request.query.cursor,
          limit: request.query.limit,
        }),
      ),
  );

  app.post(
    '/chat/:userId/messages',
    {
      ...member,
      schema: {
        tags,
        summary: 'Send a message (client_id makes a retry store nothing twice)',
        params: chatPeerParamsSchema,
        body: sendMessageSchema,
        response: { 200: chatMessageSchema, 201: chatMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const sent = await published(
        await service.send({
          me: sessionOf(request).memberId,
          peer: request.params.userId,
          body: request.body.body,
          clientId: request.body.client_id,
          itemId: request.body.item_id,
        }),
      );
      return reply.code(sent.replay ? 200 : 201).send(sent.message);
    },
  );

  app.post(
    '/chat/:userId/read',
    {
      ...member,
      schema: {
        tags,
        summary: "Mark the member's messages read up to a message",
        params: chatPeerParamsSchema,
        body: readMessagesSchema,
        response: { 200: readResultSchema, ...errors },
      },
    },
    async (request) =>
      published(
        await service.read({
          me: sessionOf(request).memberId,
          peer: request.params.userId,
          messageId: request.body.message_id,
        }),
      ),
  );

  for (const [method, summary, act] of [
    ['POST', 'Block a member: they can no longer message you', service.block],
    ['DELETE', 'Unblock a member', service.unblock],
  ] as const) {
    app.route({
      method,
      url: '/chat/:userId/block',
      ...member,
      schema: { tags, summary, params: chatPeerParamsSchema, response: { 200: ok, ...errors } },
      handler: (request) => act({ me: sessionOf(request).memberId, peer: request.params.userId }),
    });
  }

  app.post(
    '/chat/:userId/report',
    {
      ...member,
      schema: {
        tags,
        summary: 'Report a conversation to the operators',
        params: chatPeerParamsSchema,
        body: chatReportSchema,
        response: { 200: ok, ...errors },
      },
    },
    (request) =>
      service.report({
        me: sessionOf(request).memberId,
        peer: request.params.userId,
        reason: request.body.reason,
      }),
  );
};

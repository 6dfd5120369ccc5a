import {
  commentBodySchema,
  commentPageSchema,
  commentParamsSchema,
  commentPostSchema,
  commentReportSchema,
  commentSchema,
  commentsQuerySchema,
} from '@ideabazaar/shared/schemas/comments';
import { itemIdParamsSchema } from '@ideabazaar/shared/schemas/items';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/authenticate';
import { memberErrorResponses } from '../../plugins/errors/error-responses';

export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { members, comments: service } = app.services;
  const tags = ['comments'];
  const errors = memberErrorResponses;
  const nameOf = async (memberId: number) => (await members.publicProfile(memberId))?.name ?? null;
  const ok = z.object({ status: z.literal('ok') });

  app.get(
    '/items/:id/comments',
    {
      onRequest: app.optionalMember,
      schema: {
        tags,
        summary: 'Comments (answers on a need), newest first',
        params: itemIdParamsSchema,
        querystring: commentsQuerySchema,
        response: { 200: commentPageSchema, ...errors },
      },
    },
    (request) =>
      service.list({
        itemId: request.params.id,
        memberId: request.session?.memberId,
        cursor: request.query.cursor,
        limit: request.query.limit,
      }),
  );

  app.post(
    '/items/:id/comments',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary:
          'Comment on an idea, or answer a need; with parent_id, reply to one of its comments',
        params: itemIdParamsSchema,
        body: commentPostSchema,
        response: { 201: commentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { memberId } = sessionOf(request);
      // The author's name comes back with the comment, from the same statement.
      const created = await service.create({
        itemId: request.params.id,
        memberId,
        body: request.body.body,
        parentId: request.body.parent_id,
      });
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/comments/:id',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Edit your comment',
        params: commentParamsSchema,
        body: commentBodySchema,
        response: { 200: commentSchema, ...errors },
      },
    },
    async (request) => {
      const { memberId } = sessionOf(request);
      return service.edit({
        commentId: request.params.id,
        memberId,
        body: request.body.body,
        authorName: await nameOf(memberId),
      });
    },
  );

  app.delete(
    '/comments/:id',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Delete your comment, or one on your item',
        params: commentParamsSchema,
        response: { 200: ok, ...errors },
      },
    },
    (request) =>
      service.remove({ commentId: request.params.id, memberId: sessionOf(request).memberId }),
  );

  app.post(
    '/comments/:id/report',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Report a comment to the operators',
        params: commentParamsSchema,
        body: commentReportSchema,
        response: { 200: ok, ...errors },
      },
    },
    (request) =>
      service.report({
        commentId: request.params.id,
        memberId: sessionOf(request).memberId,
        reason: request.body.reason,
      }),
  );
};

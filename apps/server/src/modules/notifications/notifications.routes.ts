import {
  notificationsPageSchema,
  notificationsQuerySchema,
  notificationsReadSchema,
  unreadNotificationsSchema,
} from '@ideabazaar/shared/schemas/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/authenticate';
import { errorResponses } from '../../plugins/errors/error-responses';

/** A member's notifications (issue 30): the list and marking them read. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications } = app.services;
  const tags = ['notifications'];

  app.get(
    '/notifications',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: "The member's notifications, newest first, with their unread total",
        querystring: notificationsQuerySchema,
        response: {
          200: notificationsPageSchema,
          ...errorResponses('validation_failed', 'unauthenticated'),
        },
      },
    },
    (request) =>
      notifications.list({
        memberId: sessionOf(request).memberId,
        cursor: request.query.cursor,
        limit: request.query.limit,
      }),
  );

  app.post(
    '/notifications/read',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Mark notifications read: the given ones of the member, or all',
        description:
          'Ids that are not the member’s own are passed by. Answers the unread total after it.',
        body: notificationsReadSchema,
        response: {
          200: unreadNotificationsSchema,
          ...errorResponses('bad_request', 'validation_failed', 'unauthenticated'),
        },
      },
    },
    (request) => notifications.read({ memberId: sessionOf(request).memberId, read: request.body }),
  );
};

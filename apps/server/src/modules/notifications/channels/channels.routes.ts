import {
  notificationSettingsPatchSchema,
  notificationSettingsSchema,
  pushKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  unsubscribedSchema,
  unsubscribeSchema,
} from '@ideabazaar/shared/schemas/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyErrors } from '../../../lib/money-routes';
import { sessionOf } from '../../../plugins/authenticate';
import { errorResponses } from '../../../plugins/errors/error-responses';

/**
 * The channels beyond the app (issue 30): a member's choices per kind and channel, the e-mails'
 * unsubscribe link, and the Web Push key and subscriptions.
 */
export const channelsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { channels } = app.services;
  const tags = ['notifications'];
  const ok = z.object({ status: z.literal('ok') });
  const member = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).memberId;

  app.get(
    '/notifications/settings',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Which notifications you receive by e-mail and by push, per kind',
        description: 'Every kind is on until turned off. E-mail covers the e-mail kinds only.',
        response: { 200: notificationSettingsSchema, ...errorResponses('unauthenticated') },
      },
    },
    (request) => channels.settings(member(request)),
  );

  app.put(
    '/notifications/settings',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Turn kinds of notifications on or off, per channel',
        description: 'Only the kinds named change; the answer is every choice after the change.',
        body: notificationSettingsPatchSchema,
        response: {
          200: notificationSettingsSchema,
          ...errorResponses(...bodyErrors, 'unauthenticated'),
        },
      },
    },
    (request) => channels.updateSettings(member(request), request.body),
  );

  app.post(
    '/notifications/unsubscribe',
    {
      schema: {
        tags,
        summary: "Stop one kind of e-mail: the e-mail's unsubscribe link (no sign-in)",
        body: unsubscribeSchema,
        response: {
          200: unsubscribedSchema,
          ...errorResponses(...bodyErrors, 'unsubscribe_link_invalid'),
        },
      },
    },
    (request) => channels.unsubscribe(request.body.token),
  );

  // RFC 8058: a mail client POSTs `List-Unsubscribe=One-Click` as a form to the address in the
  // List-Unsubscribe header; the token travels in that address. The form's content is fixed by
  // the RFC and says nothing, so it is taken and ignored, in this scope only.
  const oneClickRoute: FastifyPluginAsyncZod = async (oneClick) => {
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    oneClick.post(
      '/notifications/unsubscribe/one-click',
      {
        schema: {
          tags,
          summary: "Stop one kind of e-mail from the mail client's unsubscribe button (RFC 8058)",
          querystring: unsubscribeSchema,
          response: {
            200: unsubscribedSchema,
            ...errorResponses(...bodyErrors, 'unsubscribe_link_invalid'),
          },
        },
      },
      (request) => channels.unsubscribe(request.query.token),
    );
  };
  await app.register(oneClickRoute);

  app.get(
    '/push/key',
    {
      schema: {
        tags,
        summary: "The server's VAPID public key, for the browser's push subscription",
        response: { 200: pushKeySchema, ...errorResponses('push_not_available') },
      },
    },
    () => channels.pushKey(),
  );

  app.post(
    '/push/subscriptions',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: "Receive notifications on this browser (its PushSubscription's JSON)",
        description:
          'An endpoint belongs to one member: subscribing it again, as anyone, moves it to them. ' +
          'It must be https on one of the push services PUSH_SERVICE_HOSTS allows (422 `push_service_not_allowed`).',
        body: pushSubscriptionSchema,
        response: {
          200: ok,
          ...errorResponses(...bodyErrors, 'unauthenticated', 'push_service_not_allowed'),
        },
      },
    },
    async (request) => {
      await channels.subscribe(member(request), request.body);
      return { status: 'ok' as const };
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Stop notifications on this browser',
        description: 'Only your own subscription: another endpoint is not found.',
        body: pushUnsubscribeSchema,
        response: { 200: ok, ...errorResponses(...bodyErrors, 'unauthenticated', 'not_found') },
      },
    },
    async (request) => {
      await channels.unsubscribePush(member(request), request.body.endpoint);
      return { status: 'ok' as const };
    },
  );
};

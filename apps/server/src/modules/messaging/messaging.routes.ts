import { outboxResponseSchema } from '@ideabazaar/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/errors/app-error';
import { errorResponses } from '../../plugins/errors/error-responses';

/** The dev outbox: what would have been mailed or texted, for a person to read in the browser. */
export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Mail and SMS kept instead of sent (development only)',
        description: 'On outside production, or with DEV_OUTBOX=1; otherwise 404.',
        response: { 200: outboxResponseSchema, ...errorResponses('not_found') },
      },
    },
    async () => {
      if (!app.config.devOutbox) throw new AppError('not_found', 'Not Found');
      const rows = await app.messaging.outbox();
      return {
        messages: rows.map((row) => ({
          id: row.id,
          channel: row.channel === 'sms' ? ('sms' as const) : ('email' as const),
          recipient: row.recipient,
          subject: row.subject,
          text: row.text,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
};

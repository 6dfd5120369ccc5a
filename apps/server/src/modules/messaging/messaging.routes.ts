import { outboxResponseSchema } from '@ideabazaar/shared/schemas/auth';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/errors/app-error';
import { errorResponses } from '../../plugins/errors/error-responses';

// The loopback addresses of this machine, IPv4, IPv6 and IPv4 mapped into IPv6.
const isLoopback = (ip: string | undefined) =>
  ip === '::1' || /^127\./.test(ip ?? '') || /^::ffff:127\./i.test(ip ?? '');
// Headers a proxy adds: a request carrying one came from elsewhere, whatever its socket says.
const FORWARDING = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'];

/**
 * A request from this machine itself: its socket is loopback, it passed through no proxy that
 * says so, and the server is not configured to sit behind one (a proxy on this machine makes
 * every visitor's socket loopback).
 */
function fromThisMachine(request: FastifyRequest, behindProxy: boolean): boolean {
  if (behindProxy || !isLoopback(request.socket.remoteAddress)) return false;
  return FORWARDING.every((header) => request.headers[header] === undefined);
}

/**
 * The dev outbox: what would have been mailed or texted, for a person to read in the browser.
 * It holds everyone's sign-in codes, so it answers only requests from this machine unless
 * DEV_OUTBOX_PUBLIC=1; anyone else gets the same 404 as when it is off.
 */
export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Mail and SMS kept instead of sent (development only)',
        description:
          'On outside production, or with DEV_OUTBOX=1; only for requests from the machine itself (a loopback socket, no proxy headers, no TRUST_PROXY) unless DEV_OUTBOX_PUBLIC=1. Otherwise 404.',
        response: { 200: outboxResponseSchema, ...errorResponses('not_found') },
      },
    },
    async (request) => {
      const reachable =
        app.config.devOutboxPublic || fromThisMachine(request, app.config.trustProxy !== false);
      if (!app.config.devOutbox || !reachable) throw new AppError('not_found');
      const rows = await app.services.messaging.outbox();
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

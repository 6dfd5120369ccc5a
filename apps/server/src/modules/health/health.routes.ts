import { healthResponseSchema } from '@ideabazaar/shared/schemas/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appVersion } from '../../config/paths';
import { checkHealth } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        description: '200 when the database answers, 503 with status "degraded" when it does not.',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (request, reply) => {
      const health = await checkHealth({ database: app.database, version: appVersion });
      if (health.status !== 'ok') request.log.warn({ health }, 'health check degraded');
      return reply
        .code(health.status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(health);
    },
  );
};

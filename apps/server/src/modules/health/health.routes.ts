import {
  healthResponseSchema,
  liveResponseSchema,
  readyResponseSchema,
} from '@ideabazaar/shared/schemas/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appVersion } from '../../config/paths';
import { checkHealth } from './health.service';
import { createReadinessCheck, type Probe } from './readiness';

/** Public by design: load balancers, orchestrators and the e2e runner poll these unsigned. */
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

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        description:
          'Always 200 while the process runs; touches nothing else and is never shed under load. Restart the process when it stops answering.',
        response: { 200: liveResponseSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  const probes: Record<string, Probe> = {
    database: async () => {
      if (!(await app.database.ping())) throw new Error('database did not answer');
    },
    storage: () => app.storage.check(),
  };
  if (app.chatHub.pingRedis) probes.redis = app.chatHub.pingRedis;
  const readiness = createReadinessCheck({ readiness: app.readiness, probes });

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database, Redis (when used) and the file store answer',
        description:
          '200 "ready" when every dependency answers within 2 s; 503 "not_ready" with each check\'s result when one does not; 503 "draining" at once while the process shuts down. One round of checks at a time answers every request for a second after it; never shed under load (the load\'s own 503s say that).',
        response: { 200: readyResponseSchema, 503: readyResponseSchema },
      },
    },
    async (request, reply) => {
      const { response, durations, fresh } = await readiness();
      if (fresh && response.status === 'not_ready') {
        request.log.warn({ ready: response, durations }, 'not ready');
      }
      return reply
        .code(response.status === 'ready' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(response);
    },
  );
};

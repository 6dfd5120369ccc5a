import fp from 'fastify-plugin';
import { createReadiness, type Readiness } from '../modules/health/readiness';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Whether this process wants traffic (GET /api/health/ready). The graceful drain calls
     * `app.readiness.drain()` on SIGTERM: from then on the probe answers 503 `draining`.
     */
    readiness: Readiness;
  }
}

export const readinessPlugin = fp(
  async (app) => {
    app.decorate('readiness', createReadiness());
  },
  { name: 'readiness' },
);

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRoutes } from './contact/contact.routes';
import { healthRoutes } from './health/health.routes';

/** Every module's routes, mounted under /api by buildApp. A new module adds one line here. */
export const apiRoutes: FastifyPluginAsyncZod = async (api) => {
  await api.register(healthRoutes);
  await api.register(contactRoutes);
};

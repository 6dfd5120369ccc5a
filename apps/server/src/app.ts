import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Agent } from 'node:https';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawServerDefault,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import type { DatabaseHandle } from './db/client';
import { controlPlugin } from './control/control.plugin';
import { chatHubPlugin } from './modules/chat/live/hub.plugin';
import { apiRoutes } from './modules/routes';
import { authorshipKeysRoute } from './modules/authorship/authorship.routes';
import { authorshipJobsPlugin } from './modules/authorship/authorship.jobs';
import { authenticatePlugin } from './plugins/authenticate';
import { compressionPlugin } from './plugins/compression';
import { configPlugin } from './plugins/config';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors/errors.plugin';
import { loggerOptions, type LogStream } from './plugins/logger';
import { maintenancePlugin } from './plugins/maintenance';
import { jobsPlugin } from './modules/jobs/jobs.plugin';
import { metricsPlugin } from './plugins/metrics/metrics.plugin';
import { overloadPlugin } from './plugins/overload/overload.plugin';
import { readinessPlugin } from './plugins/readiness';
import { devGatewayRoutes } from './modules/payments/dev-gateway.routes';
import { walletJobsPlugin } from './modules/wallet/jobs';
import type { NotificationChannels } from './modules/notifications/delivery';
import { notificationsJobsPlugin } from './modules/notifications/jobs';
import { matchingJobsPlugin } from './modules/matching/matching.jobs';
import { channelsJobsPlugin } from './modules/notifications/channels/jobs';
import { monitoringPlugin } from './plugins/monitoring';
import { openApiPlugin } from './plugins/openapi';
import type { RateLimiter } from './plugins/rate-limit/rate-limiter';
import { rateLimitPlugin } from './plugins/rate-limit/rate-limit.plugin';
import { requestBodyPlugin } from './plugins/request-body';
import { securityHeadersPlugin } from './plugins/security-headers';
import { servicesPlugin } from './plugins/services';
import { storagePlugin } from './plugins/storage-plugin';
import { webAppPlugin } from './plugins/web-app';

export interface BuildAppOptions {
  config: Config;
  /** An open database the caller keeps and closes; otherwise one is opened from `config`. */
  db?: DatabaseHandle;
  /** A rate limiter the caller keeps and closes; otherwise Redis or memory by `config`. */
  rateLimiter?: RateLimiter;
  /** Where log lines go instead of stdout. */
  logStream?: LogStream;
  /** Where messages kept in the dev outbox are printed instead of stdout. */
  devConsole?: LogStream;
  /** Listen for the operator tools' commands here (control/control.plugin.ts). */
  controlSocket?: string;
  /** The notifications' channels beyond the app instead of e-mail and Web Push (tests). */
  notificationChannels?: NotificationChannels;
  /** The HTTPS agent of Web Push deliveries instead of Node's default (the tests' push peer). */
  pushAgent?: Agent;
}

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * The whole server as a Fastify instance: cross-cutting plugins first, then the modules under
 * /api, then the web app. It never listens; `server.ts` does, and tests use `app.inject`.
 */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  const app = Fastify({
    // Opening a database, seeding the question bank and re-deriving the catalogue take what
    // they take on a busy machine; they fail by their own errors, not by a plugin clock.
    pluginTimeout: 0,
    logger: loggerOptions(config, options.logStream),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // While a stopping process drains (server.ts), a request that still reaches it is served,
    // not answered 503: a proxy in front sends a 503 back to the member for any POST.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  try {
    await app.register(configPlugin, { config });
    await app.register(readinessPlugin);
    await app.register(monitoringPlugin);
    await app.register(errorsPlugin);
    await app.register(requestBodyPlugin);
    await app.register(securityHeadersPlugin);
    await app.register(compressionPlugin);
    await app.register(databasePlugin, { db: options.db });
    // Sheds load with 503 before a request reaches anything that would queue it (issue 33).
    await app.register(overloadPlugin);
    await app.register(rateLimitPlugin, { rateLimiter: options.rateLimiter });
    await app.register(storagePlugin);
    await app.register(jobsPlugin);
    await app.register(maintenancePlugin);
    await app.register(metricsPlugin);
    await app.register(servicesPlugin, {
      devConsole: options.devConsole,
      pushAgent: options.pushAgent,
    });
    await app.register(authenticatePlugin);
    await app.register(chatHubPlugin);
    await app.register(openApiPlugin);
    await app.register(apiRoutes, { prefix: '/api' });
    // The development gateway's StartPay page, when it is on (payments/dev-gateway.ts).
    if (app.services.devGateway) await app.register(devGatewayRoutes(app.services.devGateway));
    await app.register(walletJobsPlugin);
    // E-mail and Web Push take each claimed batch; a test may hand channels of its own.
    await app.register(notificationsJobsPlugin, {
      channels: options.notificationChannels ?? app.services.channels,
    });
    await app.register(matchingJobsPlugin);
    await app.register(channelsJobsPlugin);
    // Certificates of authorship (issue 31): the signing keys at /.well-known, and the batches.
    await app.register(authorshipKeysRoute);
    await app.register(authorshipJobsPlugin);
    await app.register(webAppPlugin);
    await app.register(controlPlugin, { socketPath: options.controlSocket });
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}

import fp from 'fastify-plugin';
import { appVersion } from '../config/paths';
import { scrubEvent } from './sentry-scrub';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends an unexpected error to Sentry when SENTRY_DSN is set; otherwise does nothing. */
    reportError(error: unknown): void;
  }
}

/** Sentry error monitoring, loaded only when a DSN is configured so that off costs nothing. */
export const monitoringPlugin = fp(
  async (app) => {
    const dsn = app.config.sentryDsn;
    if (!dsn) {
      app.decorate('reportError', () => {});
      return;
    }
    const Sentry = await import('@sentry/node');
    Sentry.init({
      dsn,
      environment: app.config.nodeEnv,
      release: appVersion,
      beforeSend: (event) => scrubEvent(event),
      // Outgoing calls carry provider keys in their URLs (Kavenegar's is in the path).
      beforeBreadcrumb: (crumb) =>
        crumb.category === 'http' || crumb.category === 'fetch' ? null : crumb,
    });
    app.decorate('reportError', (error: unknown) => {
      Sentry.captureException(error);
    });
    app.addHook('onClose', async () => {
      await Sentry.close(2000);
    });
  },
  { name: 'monitoring', dependencies: ['config'] },
);

import { env } from '@/config/env';

/**
 * Browser error monitoring (Sentry) only when VITE_SENTRY_DSN was set at build time. The SDK is a
 * separate chunk loaded on demand, so without a DSN it is neither downloaded nor run.
 */
export function startMonitoring(): void {
  const dsn = env.sentryDsn;
  if (!dsn) return;
  void import('@sentry/react').then((Sentry) => Sentry.init({ dsn, environment: env.mode }));
}

import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config/env';

const SHUTDOWN_TIMEOUT_MS = 10_000;

process.setSourceMapsEnabled(true);

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function main() {
  const config = readConfig();
  const app = await buildApp({ config });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      publicUrl: config.publicUrl,
      database: app.database.driver,
      rateLimiter: app.rateLimiter.kind,
    },
    'IdeaBazaar is running',
  );

  // Closing the app stops new connections, lets requests in flight finish, then runs the
  // onClose hooks that close the database and the rate limiter. A second signal kills at once.
  const shutdown = async (signal: NodeJS.Signals) => {
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error('IdeaBazaar failed to start:', error);
  process.exit(1);
});

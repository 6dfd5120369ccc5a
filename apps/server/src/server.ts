import pino from 'pino';
import { buildApp, type App } from './app';
import { ConfigError, loadConfig, type Config } from './config/env';
import { controlSocketPath } from './control/control-client';
import { DataFolderInUseError } from './db/data-lock';
import { openDatabase, type DatabaseHandle } from './db/client';
import { loggerOptions } from './plugins/logger';
import { startLine, storyStream } from './start-up';

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

/**
 * Opens the database first, outside Fastify's plugin clock, with each step in the log; then
 * builds the app on it and listens. If anything fails before the server listens (a port in
 * use, a bad migration), the database is closed at once, which frees the embedded folder.
 * The start is told in plain lines and ends with the one a newcomer needs; the request log that
 * follows is JSON.
 */
async function main() {
  const config = readConfig();
  const story = storyStream();
  const log = pino(loggerOptions(config) as pino.LoggerOptions, story);
  let database: DatabaseHandle | undefined;
  let app: App | undefined;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onProgress: (step) => log.info(step),
      onPoolError: (error) => log.warn({ err: error }, 'idle database connection failed'),
      poolMax: config.databasePoolMax,
      poolTimeoutMs: config.databasePoolTimeoutMs,
    });
    app = await buildApp({
      config,
      db: database,
      logStream: story,
      // The operator tools reach an embedded database through the server that holds it.
      controlSocket: config.databaseUrl ? undefined : controlSocketPath(config.dataDir),
    });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app?.close().catch(() => {});
    await database?.close().catch(() => {});
    throw error;
  }
  const running = app;
  const opened = database;
  const limits = running.rateLimiter.kind === 'redis' ? 'in Redis' : 'in this process';
  app.log.info(`rate limits counted ${limits}`);
  app.log.info(startLine(config));
  story.plain = false;

  // Closing the app stops new connections, lets requests in flight finish and runs the onClose
  // hooks (the rate limiter, mail); then the database closes and frees its folder.
  const shutdown = async (signal: NodeJS.Signals) => {
    story.plain = true;
    running.log.info({ signal }, `${signal}: shutting down`);
    setTimeout(() => {
      running.log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await running.close();
      await opened.close();
      process.exit(0);
    } catch (error) {
      running.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(
    'IdeaBazaar failed to start:',
    error instanceof DataFolderInUseError ? error.message : error,
  );
  process.exit(1);
});

import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { buildApp, type App } from './app';
import { ConfigError, loadConfig, type Config } from './config/env';
import { controlSocketPath } from './control/control-client';
import { DataFolderInUseError } from './db/data-lock';
import { openDatabase, type DatabaseHandle } from './db/client';
import { loggerOptions } from './plugins/logger';
import { startLine, storyStream } from './start-up';

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

  // The drain (issue 33): the process reports not ready at once and keeps serving for
  // DRAIN_DELAY_MS, for a load balancer that polls readiness to send the traffic elsewhere. Then
  // closing the app tells the live sockets the server restarts (they reconnect elsewhere), stops
  // accepting connections (a proxy passes new ones to another process), lets the requests in
  // flight finish, and runs the onClose hooks (the jobs' runs in flight, the rate limiter, mail);
  // then the database closes and frees its folder. Past DRAIN_TIMEOUT_MS it exits anyway.
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    story.plain = true;
    running.log.info({ signal }, `${signal}: shutting down`);
    running.readiness.drain();
    setTimeout(() => {
      running.log.error('shutdown timed out');
      process.exit(1);
    }, config.drainDelayMs + config.drainTimeoutMs).unref();
    try {
      if (config.drainDelayMs > 0) await sleep(config.drainDelayMs);
      await running.close();
      await opened.close();
      process.exit(0);
    } catch (error) {
      running.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));
}

main().catch((error: unknown) => {
  console.error(
    'IdeaBazaar failed to start:',
    error instanceof DataFolderInUseError ? error.message : error,
  );
  process.exit(1);
});

import fp from 'fastify-plugin';
import { openDatabase, type DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

const UPKEEP_MS = 60_000;

export interface DatabasePluginOptions {
  /** An open database the caller owns (tests); otherwise the app opens one and closes it. */
  db?: DatabaseHandle | undefined;
}

export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    if (options.db) {
      app.decorate('database', options.db);
      return;
    }
    const database = await openDatabase({
      databaseUrl: app.config.databaseUrl,
      dataDir: app.config.dataDir,
      onPoolError: (error) => app.log.warn({ err: error }, 'idle database connection failed'),
      poolMax: app.config.databasePoolMax,
      poolTimeoutMs: app.config.databasePoolTimeoutMs,
    });
    app.decorate('database', database);
    // PGlite's autovacuum (client.ts upkeep), a minute apart; nothing to do on PostgreSQL.
    let upkeep: Promise<void> | undefined;
    const timer =
      database.driver === 'pglite'
        ? setInterval(() => {
            upkeep ??= database
              .upkeep()
              .then((tables) => {
                if (tables.length > 0) app.log.info({ tables }, 'database upkeep');
              })
              .catch((error: unknown) => app.log.error({ err: error }, 'database upkeep failed'))
              .finally(() => (upkeep = undefined));
          }, UPKEEP_MS)
        : undefined;
    timer?.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await upkeep;
      await database.close();
    });
  },
  { name: 'database', dependencies: ['config'] },
);

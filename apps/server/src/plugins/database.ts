import fp from 'fastify-plugin';
import { openDatabase, type DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

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
    });
    app.decorate('database', database);
    app.addHook('onClose', () => database.close());
  },
  { name: 'database', dependencies: ['config'] },
);

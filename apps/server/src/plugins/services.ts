import type { Agent } from 'node:https';
import fp from 'fastify-plugin';
import { createServices, type Services } from '../services';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every module's service, built once (services.ts); routes take theirs from here. */
    services: Services;
  }
}

export interface ServicesPluginOptions {
  /** Where messages kept in the dev outbox are printed; standard output by default. */
  devConsole?: { write(line: string): void } | undefined;
  /** The HTTPS agent of Web Push deliveries (services.ts). */
  pushAgent?: Agent | undefined;
}

/**
 * Decorates the app with the composition root's services, registers their clean-up tasks, and
 * prepares the data they rely on before the first request (`prepareData`).
 */
export const servicesPlugin = fp<ServicesPluginOptions>(
  async (app, options) => {
    const { services, close } = createServices({
      db: app.database.db,
      config: app.config,
      rateLimiter: app.rateLimiter,
      storage: app.storage,
      log: app.log,
      devConsole: options.devConsole,
      pushAgent: options.pushAgent,
      meter: app.meter,
    });
    app.decorate('services', services);
    // Items' view counts follow the views recorded, in one write every few seconds.
    const flushViews = () =>
      services.items
        .flushViews()
        .catch((error: unknown) => app.log.error({ err: error }, 'view counts not updated'));
    const viewsTimer =
      app.config.viewFlushMs > 0
        ? setInterval(() => void flushViews(), app.config.viewFlushMs).unref()
        : undefined;
    app.addHook('onClose', async () => {
      clearInterval(viewsTimer);
      await flushViews();
      close();
    });
    app.maintenance.add('view counts', () => services.items.reconcileViews());
    app.maintenance.add('spent sign-in codes', () => services.codes.prune());
    app.maintenance.add('expired Google sign-ins', () => services.google.prune());
    app.maintenance.add('abandoned drafts', () => services.flow.pruneAbandonedDrafts());
    await prepareData(app.log, services);
  },
  {
    name: 'services',
    dependencies: ['config', 'database', 'rate-limit', 'storage', 'maintenance', 'metrics'],
  },
);

/**
 * The start-up step that readies the data: questions new to the bank are added (the bank is
 * seeded on first start), and items' derived fields are redone once after their rules change.
 */
export async function prepareData(
  log: { info(details: object, message: string): void },
  services: Pick<Services, 'questions' | 'items'>,
): Promise<void> {
  await services.questions.seedBank();
  log.info({ step: 'question bank' }, 'question bank seeded');
  const rederived = await services.items.upgradeDerivedFields();
  if (rederived > 0) log.info({ items: rederived }, 'derived the fields of every item again');
}

import fp from 'fastify-plugin';

const HOUR_MS = 60 * 60 * 1000;

export interface Maintenance {
  /** Adds a clean-up task run at start and every hour; modules add their own. */
  add(name: string, task: () => Promise<unknown>): void;
  /** Runs every task once, one after the other; a failing task is logged and the rest go on. */
  run(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    maintenance: Maintenance;
  }
}

/**
 * Periodic clean-up: drafts no visitor came back for, spent sign-in codes, OpenID states. Each
 * module registers what it owns; this plugin only keeps the clock.
 */
export const maintenancePlugin = fp(
  async (app) => {
    const tasks: { name: string; task: () => Promise<unknown> }[] = [];
    let running: Promise<void> | undefined;
    const runAll = async () => {
      for (const { name, task } of tasks) {
        try {
          const result = await task();
          if (typeof result === 'number' && result > 0) {
            app.log.info({ task: name, removed: result }, 'maintenance');
          }
        } catch (error) {
          app.log.error({ err: error, task: name }, 'maintenance task failed');
        }
      }
    };
    const maintenance: Maintenance = {
      add: (name, task) => void tasks.push({ name, task }),
      run: () => (running ??= runAll().finally(() => (running = undefined))),
    };
    app.decorate('maintenance', maintenance);
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void maintenance.run();
      timer = setInterval(() => void maintenance.run(), HOUR_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'maintenance', dependencies: ['database'] },
);

import fp from 'fastify-plugin';
import { addClock } from './clock';

const HOUR_MS = 60 * 60 * 1000;

export interface Maintenance {
  /**
   * Adds a clean-up task run every hour, and at the start unless another process ran them this
   * hour; modules add their own.
   */
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
    maintenance.add('job runs past a week', () => app.jobRuns.prune());
    // Hourly, and at the start unless another process already ran it this hour (the claims).
    addClock(app, {
      job: 'maintenance',
      intervalMs: HOUR_MS,
      atStart: true,
      steps: [{ name: 'maintenance', run: async () => (await maintenance.run(), 0), done: '' }],
    });
    app.addHook('onClose', async () => {
      await running;
    });
  },
  { name: 'maintenance', dependencies: ['database', 'jobs'] },
);

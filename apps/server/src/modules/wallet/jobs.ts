import fp from 'fastify-plugin';

const MINUTE_MS = 60_000;

/**
 * The wallet's clock: every minute, held sales whose time has come are released and deposits
 * whose member never came back are reconciled; hourly, idempotency keys past their two days are
 * forgotten. Each job is safe with several server processes (SKIP LOCKED, conditional updates).
 */
export const walletJobsPlugin = fp(
  async (app) => {
    const { purchases, deposits, ledger } = app.services;
    app.maintenance.add('idempotency keys', () => ledger.forgetOldKeys());
    let running: Promise<void> | undefined;
    const tick = async () => {
      for (const [name, job] of [
        ['release held sales', () => purchases.releaseDue()],
        ['reconcile deposits', () => deposits.reconcile()],
      ] as const) {
        try {
          const done = await job();
          if (done > 0) app.log.info({ job: name, done }, 'wallet job');
        } catch (error) {
          app.log.error({ err: error, job: name }, 'wallet job failed');
        }
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        running ??= tick().finally(() => (running = undefined));
      }, MINUTE_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'wallet-jobs', dependencies: ['services', 'maintenance'] },
);

import fp from 'fastify-plugin';
import { addClock } from '../../plugins/clock';

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
    addClock(app, {
      job: 'wallet',
      intervalMs: MINUTE_MS,
      steps: [
        { name: 'release held sales', run: () => purchases.releaseDue(), done: 'wallet job' },
        { name: 'reconcile deposits', run: () => deposits.reconcile(), done: 'wallet job' },
      ],
    });
  },
  { name: 'wallet-jobs', dependencies: ['services', 'maintenance'] },
);

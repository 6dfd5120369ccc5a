import fp from 'fastify-plugin';
import { addClock } from '../../plugins/clock';

/**
 * The matching job (issue 30): every MATCHING_INTERVAL_MS it takes the items the items' trigger
 * queued (published or changed) and matches them, after their commit, so publishing stays fast.
 * Every process takes a share of the queue (SKIP LOCKED), so the clock is not claimed. At start it checks that
 * pg_trgm makes trigrams of Persian text, and says so when it does not (matching then falls
 * back to whole words), and gives the items published before matching existed their texts. An
 * interval of 0 turns the clock and that step off (the tests run the job themselves).
 */
export const matchingJobsPlugin = fp(
  async (app) => {
    const { matching } = app.services;
    app.addHook('onReady', async () => {
      // A database that cannot answer now is the health check's to report, not a reason to stop.
      const problem = await matching.checkTrigrams().catch((error: unknown) => {
        app.log.error({ err: error, job: 'matching' }, 'the trigram check failed');
        return null;
      });
      if (problem) app.log.error({ job: 'matching' }, problem);
    });
    addClock(app, {
      job: 'matching',
      intervalMs: app.config.matchingIntervalMs,
      everyProcess: true,
      steps: [
        {
          name: 'match items',
          run: () => matching.processQueue(),
          done: 'items matched',
          level: 'debug',
        },
      ],
      // Items published before matching existed, once, beside the start.
      first: async () => {
        const count = await matching.backfill().catch((error: unknown) => {
          app.log.error({ err: error, job: 'matching' }, 'matching backfill failed');
          return 0;
        });
        if (count > 0) {
          app.log.info({ job: 'matching', count }, 'published items given match texts');
        }
      },
    });
  },
  { name: 'matching-jobs', dependencies: ['services'] },
);

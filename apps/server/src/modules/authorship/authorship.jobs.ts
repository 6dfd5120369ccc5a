import fp from 'fastify-plugin';
import { addClock } from '../../plugins/clock';

/**
 * The certificates' clock (issue 31): every AUTHORSHIP_BATCH_SECONDS the versions written since
 * are signed in one tree and the roots without a TSA token are stamped (each safe with several
 * processes: SKIP LOCKED). The signing key is made at start; the files uploaded before their
 * SHA-256 was kept get it with the hourly maintenance. 0 turns the clock off (the tests run the
 * batch themselves).
 */
export const authorshipJobsPlugin = fp(
  async (app) => {
    const { authorship } = app.services;
    app.maintenance.add('file hashes for certificates', () => authorship.backfillFileHashes());
    app.addHook('onReady', async () => {
      // A failure here is tried again by the first batch; the marketplace starts regardless.
      await authorship
        .prepare()
        .catch((error: unknown) => app.log.error({ err: error }, 'authorship key not made'));
    });
    addClock(app, {
      job: 'certificate batches',
      intervalMs: app.config.authorshipBatchSeconds * 1000,
      steps: [
        { name: 'sign certificates', run: () => authorship.runBatch(), done: 'versions signed' },
      ],
    });
  },
  { name: 'authorship-jobs', dependencies: ['services', 'maintenance'] },
);

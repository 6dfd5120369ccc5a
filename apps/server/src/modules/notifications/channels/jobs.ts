import fp from 'fastify-plugin';
import { addClock } from '../../../plugins/clock';

const MINUTE_MS = 60_000;

/**
 * The channels' clock: the keys are made at start (unsubscribe secret, VAPID pair unless
 * configured); every minute the notifications the hourly cap held go out, gathered into one
 * message per member and channel; hourly, the cap's record of messages past the hour is pruned.
 */
export const channelsJobsPlugin = fp(
  async (app) => {
    const { channels } = app.services;
    app.maintenance.add('notification messages past the hour', () => channels.pruneMessages());
    app.addHook('onReady', async () => {
      // Made now so the first notification does not wait; a failure here is tried again then,
      // and the marketplace starts regardless.
      await channels
        .prepare()
        .catch((error: unknown) => app.log.error({ err: error }, 'channel keys not made'));
    });
    addClock(app, {
      job: 'notification digests',
      intervalMs: MINUTE_MS,
      steps: [
        {
          name: 'gathered notifications',
          run: () => channels.sendGathered(),
          done: 'channels job',
        },
      ],
    });
  },
  { name: 'channels-jobs', dependencies: ['services', 'maintenance'] },
);

import fp from 'fastify-plugin';

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
    let running: Promise<void> | undefined;
    const tick = async () => {
      try {
        const sent = await channels.sendGathered();
        if (sent > 0) app.log.info({ job: 'gathered notifications', sent }, 'channels job');
      } catch (error) {
        app.log.error({ err: error, job: 'gathered notifications' }, 'channels job failed');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      // Made now so the first notification does not wait; a failure here is tried again then,
      // and the marketplace starts regardless.
      await channels
        .prepare()
        .catch((error: unknown) => app.log.error({ err: error }, 'channel keys not made'));
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
  { name: 'channels-jobs', dependencies: ['services', 'maintenance'] },
);

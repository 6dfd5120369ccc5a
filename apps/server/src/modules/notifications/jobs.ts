import fp from 'fastify-plugin';
import { addClock } from '../../plugins/clock';
import type { NotificationChannels } from './delivery';
import { createDispatcher } from './dispatcher';

/**
 * The notifications' clocks (issue 30): the dispatcher, which sends each new notification once
 * across processes, polled every NOTIFY_POLL_MS and woken after every request that may have
 * written (any method but GET, HEAD and OPTIONS), after its answer is sent, never holding it up;
 * and the reminders every NOTIFY_JOBS_MS: accepted offers whose seven days passed, and messages
 * unseen while their recipient had no socket open. Each is safe with several processes.
 */
export const notificationsJobsPlugin = fp<{ channels?: NotificationChannels | undefined }>(
  async (app, options) => {
    const { notifications } = app.services;
    const dispatcher = createDispatcher({
      notifications,
      publish: (envelopes) => app.chatHub.publish(envelopes),
      channels: options.channels,
      pollMs: app.config.notifyPollMs,
      log: app.log,
    });
    app.decorate('notificationsDispatcher', dispatcher);
    app.addHook('onResponse', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') {
        void dispatcher.nudge();
      }
    });

    addClock(app, {
      job: 'notification reminders',
      intervalMs: app.config.notifyJobsMs,
      steps: [
        {
          name: 'expire offers',
          run: () => notifications.expireOffers(),
          done: 'notifications job',
        },
        {
          name: 'remind unseen messages',
          run: () => notifications.remindUnseen(app.chatHub.isOnline),
          done: 'notifications job',
        },
      ],
    });
    app.addHook('onReady', async () => {
      dispatcher.start();
    });
    app.addHook('onClose', async () => {
      await dispatcher.stop();
    });
  },
  { name: 'notifications-jobs', dependencies: ['services', 'chat-hub'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends new notifications (dispatcher.ts); tests nudge it to wait for a run. */
    notificationsDispatcher: ReturnType<typeof createDispatcher>;
  }
}

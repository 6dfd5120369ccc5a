import fp from 'fastify-plugin';
import { createHub, type ChatHub } from './hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live fan-out of chat events (hub.ts): in this process, or through Redis. */
    chatHub: ChatHub;
  }
}

/**
 * The chat hub of this process, with Redis when `REDIS_URL` is set. A `message.new` written to
 * its recipient's socket marks it received and tells the sender (their second tick).
 */
export const chatHubPlugin = fp(
  async (app) => {
    const { chat } = app.services;
    const hub: ChatHub = createHub({
      redisUrl: app.config.redisUrl,
      log: app.log,
      onDelivered: (memberId, event) => {
        chat
          .delivered(memberId, event.message)
          .then((events) => hub.publish(events))
          .catch((error: unknown) => app.log.warn({ err: error }, 'chat receipt failed'));
      },
    });
    await hub.ready;
    app.decorate('chatHub', hub);
    app.addHook('onClose', () => hub.close());
  },
  { name: 'chat-hub', dependencies: ['config', 'services'] },
);

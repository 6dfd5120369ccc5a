import fp from 'fastify-plugin';
import type { ChatMessage } from '@ideabazaar/shared/schemas/chat';
import { createHub, type ChatHub } from './hub';

const RECEIPTS_EVERY_MS = 50;

declare module 'fastify' {
  interface FastifyInstance {
    /** The live fan-out of chat events (hub.ts): in this process, or through Redis. */
    chatHub: ChatHub;
  }
}

/**
 * The chat hub of this process, with Redis when `REDIS_URL` is set. A `message.new` written to
 * its recipient's socket marks it received and tells the sender (their second tick). Sessions
 * that end (services' `sessionEnds`) have their sockets closed through it, on every process.
 */
export const chatHubPlugin = fp(
  async (app) => {
    const { chat } = app.services;
    // Deliveries are marked together, a moment after the first of them: one statement for many.
    let gathered: { me: number; message: ChatMessage }[] = [];
    let flush: ReturnType<typeof setTimeout> | undefined;
    const markDelivered = () => {
      flush = undefined;
      const batch = gathered;
      gathered = [];
      chat
        .delivered(batch)
        .then((events) => hub.publish(events))
        .catch((error: unknown) => app.log.warn({ err: error }, 'chat receipts failed'));
    };
    const hub: ChatHub = createHub({
      redisUrl: app.config.redisUrl,
      redisPrefix: app.config.redisPrefix,
      log: app.log,
      onDelivered: (memberId, event) => {
        gathered.push({ me: memberId, message: event.message });
        flush ??= setTimeout(markDelivered, RECEIPTS_EVERY_MS);
      },
    });
    await hub.ready;
    app.decorate('chatHub', hub);
    const stopEnding = app.services.sessionEnds.onEnd((ended) => hub.endSessions(ended));
    app.addHook('onClose', async () => {
      stopEnding();
      clearTimeout(flush);
      await hub.close();
    });
  },
  { name: 'chat-hub', dependencies: ['config', 'services'] },
);

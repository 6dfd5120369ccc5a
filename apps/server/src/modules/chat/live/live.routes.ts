import websocket, { type WebSocket } from '@fastify/websocket';
import {
  clientEventSchema,
  SERVICE_RESTART_CLOSE,
  SESSION_ENDED_CLOSE,
  wsTicketSchema,
} from '@ideabazaar/shared/schemas/chat';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../../plugins/authenticate';
import { AppError } from '../../../plugins/errors/app-error';
import { errorResponses } from '../../../plugins/errors/error-responses';
import type { LiveSocket } from './hub';
import { socketErrorHandler } from './socket-errors';
import type { TicketSession } from './tickets';

// A client frame is a small JSON object; anything larger is not ours (ws closes with 1009).
const MAX_FRAME_BYTES = 4096;
// WebSocket's close code for data the endpoint cannot take in the frame's type (RFC 6455).
const INVALID_PAYLOAD = 1007;
// Typing is told to the other member at most this often per conversation.
const TYPING_EVERY_MS = 1000;
// A stopping process's sockets get this long to answer its close before they are cut.
const CLOSE_WAIT_MS = 2000;

/**
 * The live socket (PRODUCT.md section 7): a ticket from `POST /ws/ticket` (the browser cannot
 * send its bearer token on a WebSocket, and a token never goes in a URL) opens `GET /ws`, which
 * then carries the typed events of packages/shared. The server pings every socket and drops one
 * that did not answer the last ping.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { chat: service, tickets } = app.services;
  const hub = app.chatHub;
  const tags = ['chat'];
  const sessions = new WeakMap<FastifyRequest, TicketSession>();
  const heartbeats = new Set<() => void>();

  await app.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES },
    errorHandler: socketErrorHandler(app),
    // When the process stops (app.close, on SIGTERM), before it stops listening: every socket is
    // told the server restarts, so its page reconnects at once, to another process behind the
    // proxy, instead of seeing a socket dropped without a word (1006) or "going away" (1001).
    preClose(done) {
      const server = this.websocketServer;
      for (const client of server.clients) {
        client.close(SERVICE_RESTART_CLOSE.code, SERVICE_RESTART_CLOSE.reason);
        setTimeout(() => client.terminate(), CLOSE_WAIT_MS).unref();
      }
      server.close();
      done();
    },
  });

  const pinging = setInterval(() => {
    for (const beat of heartbeats) beat();
  }, app.config.chatPingMs);
  pinging.unref();
  app.addHook('onClose', async () => clearInterval(pinging));

  app.post(
    '/ws/ticket',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'A single-use ticket, valid 30 s, that opens the live socket at /api/ws?ticket=',
        response: {
          200: wsTicketSchema,
          ...errorResponses('bad_request', 'unauthenticated', 'rate_limited'),
        },
      },
    },
    (request) => tickets.issue(sessionOf(request)),
  );

  // The full declaration: a plain GET gets a 426 in the error shape, and the route stays in the
  // OpenAPI document (a `websocket: true` route is hidden from it).
  app.route({
    method: 'GET',
    url: '/ws',
    schema: {
      tags,
      summary: 'The live socket (WebSocket upgrade with a ticket): chat events both ways',
      querystring: z.object({ ticket: z.string().min(1).max(200) }),
      response: errorResponses('validation_failed', 'unauthenticated', 'upgrade_required'),
    },
    preValidation: async (request) => {
      const { ticket } = request.query as { ticket?: unknown };
      if (typeof ticket === 'string') sessions.set(request, await tickets.redeem(ticket));
    },
    handler: () => {
      throw new AppError('upgrade_required');
    },
    wsHandler: (socket: WebSocket, request) => {
      const session = sessions.get(request);
      if (session === undefined) {
        socket.close(1008, 'ticket required');
        return;
      }
      const { memberId } = session;
      const live: LiveSocket = {
        tokenId: session.tokenId,
        send: (data, done) => socket.send(data, done),
        end: () => socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason),
      };
      let answered = true;
      socket.on('pong', () => (answered = true));
      const beat = () => {
        if (!answered) {
          socket.terminate();
          return;
        }
        answered = false;
        socket.ping();
      };
      heartbeats.add(beat);
      const detach = hub.attach(memberId, live);
      const lastTyping = new Map<number, number>();
      const fail = (error: unknown) => request.log.warn({ err: error }, 'chat socket event failed');
      // A session that ended between the ticket's redemption and the attach closed nothing here.
      detach
        .then(() => tickets.holds(session))
        .then((holds) => {
          if (!holds) live.end();
        })
        .catch(fail);

      socket.on('message', (raw, isBinary) => {
        if (isBinary) return;
        let parsed: ReturnType<typeof clientEventSchema.safeParse>;
        try {
          parsed = clientEventSchema.safeParse(JSON.parse(String(raw)));
        } catch {
          // Our client sends only JSON: this one is broken or hostile, not worth a stack.
          request.log.warn('chat socket frame is not JSON');
          socket.close(INVALID_PAYLOAD, 'invalid_json');
          return;
        }
        // An event this server does not know (a newer client's) is ignored.
        if (!parsed.success) return;
        const event = parsed.data;
        if (event.type === 'ping') {
          socket.send(JSON.stringify({ type: 'pong' }));
        } else if (event.type === 'presence.watch') {
          // Only the other member of a conversation may know when one is online.
          service
            .mayWatch(memberId, event.user_id)
            .then((may) => (may ? hub.watch(live, event.user_id) : undefined))
            .catch(fail);
        } else {
          const now = Date.now();
          if (now - (lastTyping.get(event.to) ?? 0) < TYPING_EVERY_MS) return;
          lastTyping.set(event.to, now);
          service
            .typing({ me: memberId, peer: event.to })
            .then((events) => hub.publish(events))
            .catch(fail);
        }
      });
      socket.on('close', () => {
        heartbeats.delete(beat);
        detach.then((release) => release()).catch(fail);
      });
    },
  });
};

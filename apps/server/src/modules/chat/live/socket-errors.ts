import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The live socket's errorHandler for @fastify/websocket, whose default logs every error at error
 * level with its stack and cuts the socket. An error of ws's own (`WS_ERR_*`) is a frame the
 * protocol refuses: larger than maxPayload, bad UTF-8, a bad opcode. Anyone can send one, and ws
 * has already answered it with its close code (1009, 1007, 1002), so it is one warning line
 * with no stack, and not a report. Anything else is the server's own failure.
 */
export function socketErrorHandler(app: FastifyInstance) {
  return (error: Error & { code?: unknown }, socket: WebSocket, request: FastifyRequest) => {
    if (typeof error.code === 'string' && error.code.startsWith('WS_ERR_')) {
      request.log.warn({ code: error.code, reason: error.message }, 'chat socket frame refused');
      return;
    }
    request.log.error({ err: error }, 'chat socket failed');
    app.reportError(error);
    socket.terminate();
  };
}

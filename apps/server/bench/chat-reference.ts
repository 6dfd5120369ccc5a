import websocket, { type WebSocket } from '@fastify/websocket';
import Fastify from 'fastify';
import type { DatabaseHandle } from '../src/db/client';
import { chatMessages } from '../src/db/schema';

/**
 * The bare reference of the chat bench: Fastify with the same WebSocket plugin and driver, where
 * a token is looked up in memory and a ticket is the member's id, and a send stores the message with one INSERT into the same table
 * and writes it to the recipient's sockets. No authentication, rules, counts or fan-out.
 */
export async function bareChat(
  handle: DatabaseHandle,
  conversations: Map<string, string>,
  members: Map<string, number>,
) {
  const server = Fastify();
  await server.register(websocket);
  const sockets = new Map<number, Set<WebSocket>>();
  const memberOf = (authorization: string | undefined) =>
    members.get(authorization?.replace(/^Bearer /, '') ?? '') ?? 0;
  server.post('/api/ws/ticket', async (request) => ({
    ticket: String(memberOf(request.headers.authorization)),
  }));
  server.get('/api/ws', { websocket: true }, (socket, request) => {
    const member = Number((request.query as { ticket: string }).ticket);
    const own = sockets.get(member) ?? new Set();
    own.add(socket);
    sockets.set(member, own);
    socket.on('close', () => own.delete(socket));
  });
  server.post('/api/chat/:userId/messages', async (request, reply) => {
    const sender = memberOf(request.headers.authorization);
    const recipient = Number((request.params as { userId: string }).userId);
    const body = request.body as { body: string; client_id: string };
    const [row] = await handle.db
      .insert(chatMessages)
      .values({
        conversationId: conversations.get(`${sender}:${recipient}`)!,
        senderId: sender,
        recipientId: recipient,
        body: body.body,
        clientId: body.client_id,
      })
      .returning();
    const message = {
      id: row!.id,
      sender_id: sender,
      recipient_id: recipient,
      body: row!.body,
      client_id: row!.clientId,
      item_id: null,
      created_at: row!.createdAt.toISOString(),
    };
    const frame = JSON.stringify({ type: 'message.new', message });
    for (const socket of [...(sockets.get(recipient) ?? []), ...(sockets.get(sender) ?? [])]) {
      socket.send(frame);
    }
    return reply.code(201).send(message);
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  return server;
}

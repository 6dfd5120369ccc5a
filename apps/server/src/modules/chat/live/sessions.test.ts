import { eq } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { SESSION_ENDED_CLOSE } from '@ideabazaar/shared/schemas/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { chatter, connectLive, type LiveClient } from '../../../../test/helpers/chat';
import { bearer, signIn } from '../../../../test/helpers/sign-in';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ config: { chatPingMs: 30_000 } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** The close of a socket: its code, reason and when it came. */
function closing(client: LiveClient): Promise<{ code: number; reason: string; at: number }> {
  return new Promise((resolve) => {
    client.socket.once('close', (code, reason) =>
      resolve({ code, reason: String(reason), at: Date.now() }),
    );
  });
}

const post = (path: string, token: string) =>
  fetch(`${base}/api${path}`, { method: 'POST', headers: bearer(token) });

async function ticketOf(token: string): Promise<string> {
  return ((await (await post('/ws/ticket', token)).json()) as { ticket: string }).ticket;
}

/** The upgrade's answer for a ticket: 101 when the socket opens, else the HTTP status. */
function upgradeStatus(ticket: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/api/ws?ticket=${ticket}`);
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('error', reject);
  });
}

describe('sessions that end end their live sockets', () => {
  it("closes the sockets of the session that logs out, within a second, and no other's", async () => {
    const phone = await chatter(t, 'sessions.logout@example.com');
    const laptop = await signIn(t, 'sessions.logout@example.com');
    const phoneLive = await connectLive(base, phone.token);
    const laptopLive = await connectLive(base, laptop);
    const unused = await ticketOf(phone.token);
    const laptopTicket = await ticketOf(laptop);
    try {
      const closed = closing(phoneLive);
      const asked = Date.now();
      expect((await post('/auth/logout', phone.token)).status).toBe(200);
      const { code, reason, at } = await closed;
      expect({ code, reason }).toEqual(SESSION_ENDED_CLOSE);
      expect(at - asked).toBeLessThan(1000);

      // The laptop's socket still hears events, and its ticket still opens one.
      laptopLive.send({ type: 'ping' });
      await laptopLive.next('pong');
      expect(laptopLive.socket.readyState).toBe(WebSocket.OPEN);
      expect(await upgradeStatus(unused)).toBe(401);
      expect(await upgradeStatus(laptopTicket)).toBe(101);
    } finally {
      await Promise.all([phoneLive.close(), laptopLive.close()]);
    }
  });

  it('closes every socket of the member on logout-all, and voids their tickets', async () => {
    const member = await chatter(t, 'sessions.all@example.com');
    const other = await signIn(t, 'sessions.all@example.com');
    const bystander = await chatter(t, 'sessions.bystander@example.com');
    const sockets = await Promise.all([
      connectLive(base, member.token),
      connectLive(base, member.token),
      connectLive(base, other),
    ]);
    const bystanderLive = await connectLive(base, bystander.token);
    const before = await Promise.all([ticketOf(member.token), ticketOf(other)]);
    try {
      const closed = Promise.all(sockets.map(closing));
      const asked = Date.now();
      expect((await post('/auth/logout-all', other)).status).toBe(200);
      for (const { code, at } of await closed) {
        expect(code).toBe(SESSION_ENDED_CLOSE.code);
        expect(at - asked).toBeLessThan(1000);
      }
      for (const ticket of before) expect(await upgradeStatus(ticket)).toBe(401);
      expect((await post('/ws/ticket', member.token)).status).toBe(401);
      bystanderLive.send({ type: 'ping' });
      await bystanderLive.next('pong');
    } finally {
      await Promise.all([...sockets, bystanderLive].map((client) => client.close()));
    }
  });

  it('refuses a ticket whose session ended, even one the logout did not void', async () => {
    const token = await signIn(t, 'sessions.race@example.com');
    const ticket = await ticketOf(token);
    // The token revoked alone, as if the ticket were written while the logout ran.
    await t.db.db
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(eq(authTokens.id, Number(token.split('|')[0])));
    expect(await upgradeStatus(ticket)).toBe(401);
  });
});

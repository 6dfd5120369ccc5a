import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { chatter, connectLive, sendMessage, type Chatter } from '../../../../test/helpers/chat';
import { createItem } from '../../../../test/helpers/factories';
import { bearer } from '../../../../test/helpers/sign-in';

let t: TestApp;
let base: string;
let owner: Chatter;
let visitor: Chatter;
let needId: string;

beforeAll(async () => {
  // The usual ping: a busy machine must not look like a silent client. The silent client's test
  // has a quick one of its own.
  t = await createTestApp({ config: { chatPingMs: 30_000 } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await chatter(t, 'live.owner@example.com');
  visitor = await chatter(t, 'live.visitor@example.com');
  needId = (await createItem(t.db.db, { ownerId: owner.id, section: 'need' })).id;
});
afterAll(() => t.close());

/** The upgrade's answer for a ticket: 101 when the socket opens, else the HTTP status. */
function upgradeStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('error', reject);
  });
}

describe('the live socket', () => {
  it('opens only with a ticket, each ticket once, and never with a bearer token', async () => {
    expect((await fetch(`${base}/api/ws/ticket`, { method: 'POST' })).status).toBe(401);
    const issued = await fetch(`${base}/api/ws/ticket`, {
      method: 'POST',
      headers: bearer(owner.token),
    });
    const { ticket, expires_in } = (await issued.json()) as { ticket: string; expires_in: number };
    expect(expires_in).toBe(30);
    const url = `${base.replace('http', 'ws')}/api/ws?ticket=${ticket}`;
    expect(await upgradeStatus(url)).toBe(101);
    expect(await upgradeStatus(url)).toBe(401);
    expect(await upgradeStatus(`${base.replace('http', 'ws')}/api/ws?ticket=made-up`)).toBe(401);
    expect(await upgradeStatus(`${base.replace('http', 'ws')}/api/ws`)).toBe(422);
    const token = encodeURIComponent(owner.token);
    expect(await upgradeStatus(`${base.replace('http', 'ws')}/api/ws?ticket=${token}`)).toBe(401);
    const fresh = await fetch(`${base}/api/ws/ticket`, {
      method: 'POST',
      headers: bearer(owner.token),
    });
    const plain = await fetch(
      `${base}/api/ws?ticket=${((await fresh.json()) as { ticket: string }).ticket}`,
    );
    expect(plain.status).toBe(426);
    expect(await plain.json()).toMatchObject({ code: 'upgrade_required' });
  });

  it('brings a message, the unread total, receipts and typing to the right sockets', async () => {
    const ownerLive = await connectLive(base, owner.token);
    const visitorLive = await connectLive(base, visitor.token);
    const visitorTab = await connectLive(base, visitor.token);
    try {
      const sent = await sendMessage(t.app, visitor, owner.id, 'Live hello', { itemId: needId });
      expect(sent.statusCode).toBe(201);
      const id = sent.json().id as number;
      const arrived = await ownerLive.next('message.new', (event) => event.message.id === id);
      expect(arrived.message).toMatchObject({ body: 'Live hello', sender_id: visitor.id });
      expect((await ownerLive.next('unread.total')).total).toBe(1);
      // The sender's other tab hears of it too; the receipt comes back to the sender.
      await visitorTab.next('message.new', (event) => event.message.id === id);
      const delivered = await visitorLive.next('message.delivered');
      expect(delivered).toMatchObject({ sender_id: visitor.id, recipient_id: owner.id, up_to: id });

      ownerLive.send({ type: 'typing', to: visitor.id });
      expect((await visitorLive.next('typing')).user_id).toBe(owner.id);

      const read = await t.app.inject({
        method: 'POST',
        url: `/api/chat/${visitor.id}/read`,
        headers: bearer(owner.token),
        payload: { message_id: id },
      });
      expect(read.json()).toEqual({ read_up_to: id, unread_total: 0 });
      const receipt = await visitorLive.next('message.read');
      expect(receipt).toMatchObject({ reader_id: owner.id, peer_id: visitor.id, up_to: id });
      expect((await ownerLive.next('unread.total', (event) => event.total === 0)).total).toBe(0);
      // Nobody else hears any of it.
      expect(ownerLive.events.filter((event) => event.type === 'typing')).toEqual([]);
    } finally {
      await Promise.all([ownerLive.close(), visitorLive.close(), visitorTab.close()]);
    }
  });

  it("tells a watcher when a member comes and goes, and ignores events it doesn't know", async () => {
    const watcher = await connectLive(base, owner.token);
    try {
      watcher.send({ type: 'presence.watch', user_id: visitor.id });
      expect(await watcher.next('presence')).toMatchObject({ user_id: visitor.id, online: false });
      const visitorLive = await connectLive(base, visitor.token);
      await watcher.next('presence', (event) => event.online);
      await visitorLive.close();
      const offline = watcher.events.filter((event) => event.type === 'presence').length;
      await watcher.next(
        'presence',
        (event) => !event.online && watcher.events.indexOf(event) >= offline - 1,
      );
      // A member with no conversation with them learns nothing of when they are online.
      const stranger = await chatter(t, 'live.stranger@example.com');
      const nosy = await connectLive(base, stranger.token);
      nosy.send({ type: 'presence.watch', user_id: owner.id });
      nosy.send({ type: 'ping' });
      await nosy.next('pong');
      await nosy.close();
      expect(nosy.events.filter((event) => event.type === 'presence')).toEqual([]);
      watcher.send({ type: 'unknown' });
      watcher.send({ type: 'typing', to: 'x' });
      watcher.send({ type: 'ping' });
      await watcher.next('pong');
      expect(watcher.socket.readyState).toBe(WebSocket.OPEN);
    } finally {
      await watcher.close();
    }
  });

  it('drops a socket that stops answering pings', async () => {
    const quick = await createTestApp({ config: { chatPingMs: 300 } });
    try {
      const url = await quick.app.listen({ port: 0, host: '127.0.0.1' });
      const who = await chatter(quick, 'live.silent@example.com');
      const silent = await connectLive(url, who.token, { autoPong: false });
      const closed = new Promise<void>((resolve) => silent.socket.once('close', () => resolve()));
      await closed;
      expect(silent.socket.readyState).toBe(WebSocket.CLOSED);
    } finally {
      await quick.close();
    }
  });
});

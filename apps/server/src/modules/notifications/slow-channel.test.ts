import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { connectLive } from '../../../test/helpers/chat';
import { createItem, createMember } from '../../../test/helpers/factories';
import { startPushPeer, type PushPeer } from '../../../test/helpers/push-peer';
import { bearer } from '../../../test/helpers/sign-in';
import { startSmtpPeer } from '../../../test/helpers/smtp-peer';
import { fund, buy } from '../../../test/helpers/wallet';

// One server, the real channels: a push service that takes the connection and never answers
// (web-push waits 10 s for it) must not hold back the next notification's live event, which is
// promised within a second, nor anyone's mail (PGlite and PostgreSQL).

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let peer: PushPeer;
let silent: Server;
const held: Socket[] = [];

beforeAll(async () => {
  smtp = await startSmtpPeer();
  peer = await startPushPeer();
  silent = createServer((socket) => held.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    config: { smtpUrl: smtp.url, redisUrl: process.env.REDIS_URL },
    pushAgent: peer.agent,
  });
});
afterAll(async () => {
  // The silent push service lets go first: the app's close waits for what it is sending.
  held.forEach((socket) => socket.destroy());
  await new Promise<void>((resolve) => silent?.close(() => resolve()));
  await t?.close();
  await smtp?.close();
  await peer?.close();
});

async function member() {
  const row = await createMember(t.db.db, { language: 'en' });
  return { id: row.id, email: row.email ?? '', token: await t.app.services.tokens.issue(row.id) };
}

describe('a push service that never answers', () => {
  it("holds back neither another member's live event nor the mails", async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const slowSeller = await member();
    const seller = await member();
    const buyer = await member();
    await fund(t, buyer.token, 50_000);
    const { port } = silent.address() as AddressInfo;
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: bearer(slowSeller.token),
      payload: { ...peer.subscribe(), endpoint: `https://127.0.0.1:${port}/push/${randomUUID()}` },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const first = await createItem(t.db.db, { ownerId: slowSeller.id, price: 10_000 });
    const second = await createItem(t.db.db, { ownerId: seller.id, price: 10_000 });
    const live = await connectLive(base, seller.token);
    try {
      const mailed = smtp.received.length;
      expect((await buy(t, buyer.token, first.id, { key: randomUUID() })).statusCode).toBe(201);
      // The slow seller's push is on its way to the silent service.
      await expect.poll(() => held.length, { timeout: 5000 }).toBeGreaterThan(0);
      expect((await buy(t, buyer.token, second.id, { key: randomUUID() })).statusCode).toBe(201);
      const committed = Date.now();
      await live.next('notification.new', (e) => e.notification.kind === 'sale', 5000);
      expect(Date.now() - committed).toBeLessThan(1000);
      await smtp.mailTo(seller.email, mailed);
      await smtp.mailTo(slowSeller.email, mailed);
    } finally {
      await live.close();
    }
  });
});

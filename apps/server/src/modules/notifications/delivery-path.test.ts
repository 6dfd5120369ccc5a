import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { connectLive, sendMessage, type LiveClient } from '../../../test/helpers/chat';
import { createItem, createMember } from '../../../test/helpers/factories';
import { startPushPeer, type PushPeer } from '../../../test/helpers/push-peer';
import { bearer } from '../../../test/helpers/sign-in';
import {
  partOf,
  startSmtpPeer,
  subjectOf,
  type ReceivedMail,
} from '../../../test/helpers/smtp-peer';
import { fund } from '../../../test/helpers/wallet';

// The whole path of a notification, wired as in production: a purchase over HTTP makes the
// notifications in its transaction (sql/notify_purchase.sql), a dispatcher claims them, the
// sockets hear them, and the real channels send them through SMTP (the SMTP peer) and Web Push
// (the push peer, which checks VAPID and decrypts). Two apps share the database as two processes
// would (with REDIS_URL, one Redis too); each notification is mailed and pushed once.
// PGlite and PostgreSQL.

const PUBLIC_URL = 'https://ideabazaar.test';
const redisUrl = process.env.REDIS_URL;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let peer: PushPeer;
let t: TestApp;
let second: App;
let bases: string[];
const sockets: LiveClient[] = [];

/** Unique words planted in what is private; none may reach a mail, a push or a frame. */
const secrets: { label: string; value: string }[] = [];
const secret = (label: string) => {
  const value = `S${randomBytes(6).toString('hex')}`;
  secrets.push({ label, value });
  return value;
};

beforeAll(async () => {
  smtp = await startSmtpPeer();
  peer = await startPushPeer();
  t = await createTestApp({
    config: {
      smtpUrl: smtp.url,
      smtpFrom: 'IdeaBazaar <no-reply@ideabazaar.test>',
      publicUrl: PUBLIC_URL,
      redisUrl,
      // The digest of unread messages a second after they were sent, looked for five times a second.
      notifyUnseenMs: 1000,
      notifyJobsMs: 200,
      // The cap is another test's (channels.delivery.test.ts); here every sale is one message.
      notifyMaxPerHour: 50,
    },
    pushAgent: peer.agent,
  });
  // A second server on the same database, as a second process.
  second = await buildApp({
    config: t.config,
    db: t.db,
    rateLimiter: t.rateLimiter,
    devConsole: { write: () => {} },
    pushAgent: peer.agent,
  });
  bases = [
    await t.app.listen({ port: 0, host: '127.0.0.1' }),
    await second.listen({ port: 0, host: '127.0.0.1' }),
  ];
}, 60_000);
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await second?.close();
  await t?.close();
  await smtp?.close();
  await peer?.close();
});

const db = () => t.db.db;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Member {
  id: number;
  email: string;
  token: string;
}
async function member(values: Parameters<typeof createMember>[1]): Promise<Member> {
  const row = await createMember(db(), values);
  return { id: row.id, email: row.email ?? '', token: await t.app.services.tokens.issue(row.id) };
}
async function subscribed(who: Member) {
  const subscription = peer.subscribe();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: bearer(who.token),
    payload: subscription,
  });
  expect(response.statusCode, response.body).toBe(200);
  return subscription.endpoint;
}
/** A listening socket of the member's on each server: without Redis, only the claimer's hears. */
async function listen(who: Member) {
  const opened = await Promise.all(bases.map((base) => connectLive(base, who.token)));
  sockets.push(...opened);
  return opened;
}
/** Buys as the web does, through the given server, at the price shown, under the key. */
const buy = (app: App, buyer: Member, itemId: string, key: string, price: number) =>
  app.inject({
    method: 'POST',
    url: `/api/items/${itemId}/purchase`,
    headers: { ...bearer(buyer.token), 'idempotency-key': key },
    payload: { expected_price: price },
  });
const mailsTo = (who: Member, from: number) =>
  smtp.received.slice(from).filter((mail) => mail.to.includes(who.email));
const pushesTo = (endpoint: string, from: number) =>
  peer.received
    .slice(from)
    .filter((push) => push.endpoint === endpoint)
    .map(
      (push) =>
        JSON.parse(push.payload) as { title: string; body: string; url: string; tag: string },
    );
/** Lets both dispatchers finish what they claimed, then a moment for anything sent late. */
async function settle() {
  await Promise.all([
    t.app.notificationsDispatcher.nudge(),
    second.notificationsDispatcher.nudge(),
  ]);
  await sleep(500);
}

let seller: Member;
let buyer: Member;
let endpoint: string;
let ideaId: string;

describe('a purchase, from the HTTP request to the mail, the push and the socket', () => {
  it("mails and pushes the Persian seller's sale once, and mails the English buyer's receipt", async () => {
    seller = await member({
      language: 'fa',
      firstName: 'Leila',
      phone: '09121110000',
      address: secret("the seller's address"),
    });
    buyer = await member({
      language: 'en',
      firstName: 'Sam',
      phone: '09122220000',
      address: secret("the buyer's address"),
    });
    endpoint = await subscribed(seller);
    await fund(t, buyer.token, 60_000);
    const item = await createItem(db(), {
      ownerId: seller.id,
      price: 20_000,
      title: 'کیوسک خورشیدی',
      businessText: secret("the idea's business text"),
    });
    ideaId = item.id;
    const live = await listen(seller);
    const [mailed, pushed] = [smtp.received.length, peer.received.length];

    const key = randomUUID();
    const bought = await buy(t.app, buyer, item.id, key, 20_000);
    const committed = Date.now();
    expect(bought.statusCode, bought.body).toBe(201);
    const event = await Promise.any(
      live.map((socket) =>
        socket.next('notification.new', (e) => e.notification.kind === 'sale', 5000),
      ),
    );
    expect(Date.now() - committed).toBeLessThan(1000);
    expect(event.notification).toMatchObject({ amount: 18_000, item: { id: item.id } });

    const sale = await smtp.mailTo(seller.email, mailed);
    expect(subjectOf(sale)).toBe('ایده‌ی شما فروخته شد');
    expect(partOf(sale)).toContain('Sam «کیوسک خورشیدی» را خرید.');
    expect(partOf(sale)).toContain('۱۸٬۰۰۰ تومان');
    expect(partOf(sale)).toContain(`${PUBLIC_URL}/transactions`);
    expect(partOf(sale)).not.toMatch(/18,000|18000/);
    expect(partOf(sale, 'text/html')).toContain('dir="rtl"');
    const receipt = await smtp.mailTo(buyer.email, mailed);
    expect(subjectOf(receipt)).toBe('Your purchase');
    expect(partOf(receipt)).toContain('You bought “کیوسک خورشیدی” for 20,000 Toman.');
    expect(partOf(receipt)).toContain(`${PUBLIC_URL}/TheIdea/${item.id}`);

    await peer.settled(pushed + 1);
    const [push] = pushesTo(endpoint, pushed);
    expect(push).toEqual({
      title: 'ایده‌ی شما فروخته شد',
      body: expect.stringContaining('۱۸٬۰۰۰ تومان') as string,
      url: `${PUBLIC_URL}/transactions`,
      tag: `n${event.notification.id}`,
    });
    expect(push?.body).toContain('«کیوسک خورشیدی»');
    expect(push?.body).not.toMatch(/[0-9]/);

    // The request again with its key: the same answer, and nothing sent again.
    const again = await buy(t.app, buyer, item.id, key, 20_000);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(bought.json());
    await settle();
    expect(mailsTo(seller, mailed)).toHaveLength(1);
    expect(mailsTo(buyer, mailed)).toHaveLength(1);
    expect(pushesTo(endpoint, pushed)).toHaveLength(1);
    expect(peer.refused).toEqual([]);
  });

  it('sends nothing of a kind the member turned off, on either channel', async () => {
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: bearer(seller.token),
      payload: { email: { sale: false }, push: { sale: false } },
    });
    expect(off.statusCode, off.body).toBe(200);
    const item = await createItem(db(), {
      ownerId: seller.id,
      price: 20_000,
      title: 'نانوایی شبانه',
    });
    const live = await listen(seller);
    const [mailed, pushed] = [smtp.received.length, peer.received.length];
    const bought = await buy(second, buyer, item.id, randomUUID(), 20_000);
    expect(bought.statusCode, bought.body).toBe(201);
    // The sale still reaches the app; the buyer's receipt still goes out.
    await Promise.any(
      live.map((socket) =>
        socket.next(
          'notification.new',
          (e) => e.notification.kind === 'sale' && e.notification.item?.id === item.id,
          5000,
        ),
      ),
    );
    expect(subjectOf(await smtp.mailTo(buyer.email, mailed))).toBe('Your purchase');
    await settle();
    expect(mailsTo(seller, mailed)).toEqual([]);
    expect(pushesTo(endpoint, pushed)).toEqual([]);
    // Away from the app now: every socket closed (they keep what they heard, for the last test).
    await Promise.all(sockets.map((socket) => socket.close()));
    await expect.poll(() => t.app.chatHub.isOnline(seller.id), { timeout: 5000 }).toBe(false);
  });

  it('mails the unread messages of a member away from the app once, without their text', async () => {
    const [mailed, pushed] = [smtp.received.length, peer.received.length];
    const text = `${secret('the chat message')} is my number, call me`;
    const sent = await sendMessage(t.app, buyer, seller.id, text, { itemId: ideaId });
    expect(sent.statusCode, sent.body).toBe(201);
    const digest = await smtp.mailTo(seller.email, mailed, 15_000);
    expect(subjectOf(digest)).toBe('پیام‌های خوانده‌نشده');
    expect(partOf(digest)).toContain('Sam ۱ پیام برای شما فرستاده');
    expect(partOf(digest)).toContain(`${PUBLIC_URL}/chat/${buyer.id}`);
    expect(digest.raw).not.toContain('call me');
    // The jobs keep running on both servers: still one mail, and one push.
    await sleep(1500);
    await settle();
    expect(mailsTo(seller, mailed)).toHaveLength(1);
    const pushes = pushesTo(endpoint, pushed);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.url).toBe(`${PUBLIC_URL}/chat/${buyer.id}`);
    expect(JSON.stringify(pushes)).not.toContain('call me');
  });

  it('mails and pushes each notification once while two servers dispatch', async () => {
    const owner = await member({ language: 'fa' });
    const browser = await subscribed(owner);
    const buyers = await Promise.all(Array.from({ length: 6 }, () => member({ language: 'en' })));
    for (const one of buyers) await fund(t, one.token, 20_000);
    const items = await Promise.all(
      buyers.map((_, i) =>
        createItem(db(), { ownerId: owner.id, price: 10_000, title: `ایده ${i}` }),
      ),
    );
    const [mailed, pushed] = [smtp.received.length, peer.received.length];
    const bought = await Promise.all(
      buyers.map((one, i) => buy(i % 2 ? second : t.app, one, items[i]!.id, randomUUID(), 10_000)),
    );
    expect(bought.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    await expect.poll(() => mailsTo(owner, mailed).length, { timeout: 10_000 }).toBe(6);
    await expect.poll(() => pushesTo(browser, pushed).length, { timeout: 10_000 }).toBe(6);
    for (const one of buyers) {
      await expect.poll(() => mailsTo(one, mailed).length, { timeout: 10_000 }).toBe(1);
    }
    await settle();
    expect(mailsTo(owner, mailed)).toHaveLength(6);
    const tags = pushesTo(browser, pushed).map((push) => push.tag);
    expect(new Set(tags).size).toBe(6);
    const titles = new Set(mailsTo(owner, mailed).map((mail) => partOf(mail).split('\n')[0]));
    expect(titles.size).toBe(6);
  });

  it('carries nothing private in any byte of the mails, pushes and frames', () => {
    const frames = sockets.flatMap((socket) => socket.events.map((e) => JSON.stringify(e)));
    const sent: { to: string; bytes: string }[] = [
      ...smtp.received.map((mail: ReceivedMail) => ({
        to: mail.to.join(','),
        bytes: `${mail.raw}\n${partOf(mail)}\n${partOf(mail, 'text/html')}`,
      })),
      ...peer.received.map((push) => ({ to: push.endpoint, bytes: push.payload })),
      ...frames.map((frame) => ({ to: 'socket', bytes: frame })),
    ];
    expect(sent.length).toBeGreaterThan(10);
    const leaks: string[] = [];
    for (const { to, bytes } of sent) {
      for (const { label, value } of secrets)
        if (bytes.includes(value)) leaks.push(`${to}: ${label}`);
      for (const phone of ['09121110000', '09122220000']) {
        if (bytes.includes(phone)) leaks.push(`${to}: a phone`);
      }
      // A member's address reaches only that member's mailbox.
      for (const who of [seller, buyer]) {
        if (!to.includes(who.email) && bytes.includes(who.email)) leaks.push(`${to}: ${who.email}`);
      }
    }
    expect(leaks).toEqual([]);
  });
});

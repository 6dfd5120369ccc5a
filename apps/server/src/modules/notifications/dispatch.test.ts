import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { connectLive, sendMessage, type LiveClient } from '../../../test/helpers/chat';
import { createItem } from '../../../test/helpers/factories';
import { postAs, signedInMember } from '../../../test/helpers/members';
import { ofKind, recordingChannels } from '../../../test/helpers/notifications';
import { buy, fund } from '../../../test/helpers/wallet';
import { chatMessages, chatParticipants, notifications, users } from '../../db/schema';

// The dispatcher sends each notification once, within a second, whichever process claims it;
// the reminder of unseen messages is made once, never while its recipient has a socket open.
// On PostgreSQL with REDIS_URL, the two apps' hubs share one Redis channel (PGlite and PostgreSQL).

const redisUrl = process.env.REDIS_URL;
const channelsA = recordingChannels();
const channelsB = recordingChannels();
let t: TestApp;
let second: App;
let bases: [string, string];

beforeAll(async () => {
  t = await createTestApp({
    config: { redisUrl, notifyPollMs: 250 },
    notificationChannels: channelsA,
  });
  // A second server on the same database (and the same Redis namespace), as a second process.
  second = await buildApp({
    // Without Redis a server's live events reach only its own sockets, and the tests below watch
    // a socket on the first: the second claims only when its own requests nudge it, not on its
    // clock (it would win a sale the first's dispatcher is still gathering, GATHER_MS).
    config: redisUrl ? t.config : { ...t.config, notifyPollMs: 60_000 },
    db: t.db,
    rateLimiter: t.rateLimiter,
    devConsole: { write: () => {} },
    notificationChannels: channelsB,
  });
  bases = [
    await t.app.listen({ port: 0, host: '127.0.0.1' }),
    await second.listen({ port: 0, host: '127.0.0.1' }),
  ];
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const undispatched = async () =>
  (
    await t.db.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(isNull(notifications.dispatchedAt))
  ).length;

describe('the dispatcher', () => {
  it('brings a sale to the seller’s socket within a second of the purchase', async () => {
    const seller = await signedInMember(t);
    const buyer = await signedInMember(t);
    await fund(t, buyer.token, 50_000);
    const item = await createItem(t.db.db, { ownerId: seller.id, price: 20_000, title: 'Fast' });
    const live = await connectLive(bases[0], seller.token);
    try {
      const bought = await buy(t, buyer.token, item.id);
      const committed = Date.now();
      expect(bought.statusCode).toBe(201);
      const event = await live.next('notification.new', (e) => e.notification.kind === 'sale');
      expect(Date.now() - committed).toBeLessThan(1000);
      expect(event).toMatchObject({
        unread: 1,
        notification: { item: { id: item.id, title: 'Fast' }, amount: 18_000, read: false },
      });
      // The frame is the notification as the member's list shows it.
      expect(event.notification).toEqual((await ofKind(t, seller.token, 'sale'))[0]);
    } finally {
      await live.close();
    }
  });

  it('sends each notification once across two servers: one socket event, one channel call', async () => {
    const owner = await signedInMember(t);
    const commenter = await signedInMember(t);
    const idea = await createItem(t.db.db, { ownerId: owner.id });
    const sockets: LiveClient[] = [
      await connectLive(bases[0], owner.token),
      await connectLive(bases[1], owner.token),
    ];
    try {
      // Comments through both servers, each of which wakes its own dispatcher after answering.
      const made = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 === 0 ? t.app : second).inject({
            method: 'POST',
            url: `/api/items/${idea.id}/comments`,
            headers: { authorization: `Bearer ${commenter.token}` },
            payload: { body: `Comment ${i}` },
          }),
        ),
      );
      expect(made.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
      const ids = (await ofKind(t, owner.token, 'comment')).map((n) => n.id).sort();
      expect(ids).toHaveLength(20);
      await expect.poll(undispatched, { timeout: 5000 }).toBe(0);
      await Promise.all([
        t.app.notificationsDispatcher.nudge(),
        second.notificationsDispatcher.nudge(),
      ]);
      await Promise.all([
        t.app.notificationsDispatcher.delivered(),
        second.notificationsDispatcher.delivered(),
      ]);
      const handed = [...channelsA.handed, ...channelsB.handed]
        .filter((d) => d.userId === owner.id)
        .map((d) => d.notification.id)
        .sort();
      expect(handed).toEqual(ids);
      // Through Redis every socket hears every event once; without it, the claiming server's.
      const frames = (socket: LiveClient) =>
        socket.events.flatMap((e) => (e.type === 'notification.new' ? [e.notification.id] : []));
      await expect
        .poll(() => sockets.flatMap(frames).length, { timeout: 2000 })
        .toBe(redisUrl ? 40 : 20);
      for (const socket of redisUrl ? sockets : []) expect(frames(socket).sort()).toEqual(ids);
      if (!redisUrl) expect(sockets.flatMap(frames).sort()).toEqual(ids);
    } finally {
      await Promise.all(sockets.map((socket) => socket.close()));
    }
  });
});

describe('the reminder of unseen messages', () => {
  const backdate = () =>
    t.db.db.update(chatMessages).set({ createdAt: sql`now() - interval '3 minutes'` });
  const delivered = async (memberId: number) =>
    (
      await t.db.db
        .select({ upTo: chatParticipants.deliveredUpTo })
        .from(chatParticipants)
        .where(eq(chatParticipants.memberId, memberId))
    )[0]?.upTo ?? 0;
  const remind = (online?: (id: number) => Promise<boolean>) =>
    t.app.services.notifications.remindUnseen(online ?? t.app.chatHub.isOnline);

  it('reminds once per newest message, never while the recipient has a socket open', async () => {
    const recipient = await signedInMember(t);
    const sender = await signedInMember(t);
    const need = await createItem(t.db.db, { ownerId: recipient.id, section: 'need' });
    const send = async (body: string) => {
      const sent = await sendMessage(t.app, sender, recipient.id, body, { itemId: need.id });
      expect(sent.statusCode).toBe(201);
    };
    await send('My number is 0912 111');
    await send('Call me');
    expect(await remind()).toBe(0);
    await backdate();
    expect(await remind(async () => true)).toBe(0);
    expect(await remind()).toBe(1);
    expect(await remind()).toBe(0);
    expect(await ofKind(t, recipient.token, 'messages_unread')).toMatchObject([
      { count: 2, actor: { id: String(sender.id) }, ref: String(sender.id), item: null },
    ]);
    // With a socket open, a new message reaches the app: nothing to remind of.
    const live = await connectLive(bases[0], recipient.token);
    await send('Are you there?');
    await live.next('message.new');
    // The app's receipt is marked a moment after the frame is written (chat's hub).
    await expect.poll(() => delivered(recipient.id), { timeout: 2000 }).toBeGreaterThan(0);
    await backdate();
    expect(await remind()).toBe(0);
    await live.close();
    // Away again, a later message unseen for two minutes makes one more reminder.
    await send('Last try');
    await backdate();
    expect(await remind()).toBe(1);
    const reminders = await ofKind(t, recipient.token, 'messages_unread');
    expect(reminders.map((n) => n.count)).toEqual([1, 2]);
    expect(JSON.stringify(reminders)).not.toMatch(/0912|Call me|Last try/);
    await postAs(t, recipient.token, '/api/notifications/read', { all: true });
  });

  it('reminds nobody of a member blocked in the chat, either way, nor of a sender an operator blocked', async () => {
    const recipient = await signedInMember(t);
    const [chatBlocked, blocking, operatorBlocked] = [
      await signedInMember(t),
      await signedInMember(t),
      await signedInMember(t),
    ];
    const need = await createItem(t.db.db, { ownerId: recipient.id, section: 'need' });
    for (const sender of [chatBlocked, blocking, operatorBlocked]) {
      const sent = await sendMessage(t.app, sender, recipient.id, 'Hello', { itemId: need.id });
      expect(sent.statusCode).toBe(201);
    }
    expect(
      (await postAs(t, recipient.token, `/api/chat/${chatBlocked.id}/block`, {})).statusCode,
    ).toBe(200);
    expect(
      (await postAs(t, blocking.token, `/api/chat/${recipient.id}/block`, {})).statusCode,
    ).toBe(200);
    await t.db.db
      .update(users)
      .set({ blockedAt: sql`now()`, blockedReason: 'Spam' })
      .where(eq(users.id, operatorBlocked.id));
    await backdate();
    expect(await remind(async () => false)).toBe(0);
    expect(await ofKind(t, recipient.token, 'messages_unread')).toEqual([]);
  });
});

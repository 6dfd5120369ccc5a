import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { connectLive, type LiveClient } from '../../../test/helpers/chat';
import { postAs, signedInMember, signedInOperator } from '../../../test/helpers/members';
import { recordingChannels } from '../../../test/helpers/notifications';
import { plantSecrets, type Planted } from '../../../test/helpers/planted-secrets/plant-secrets';
import type { MemberViewer } from '../../../test/helpers/planted-secrets/planter';
import { fund } from '../../../test/helpers/wallet';
import { apiClient } from '../../../test/openapi/client';
import { chatMessages, items, offers, purchases, reports, users } from '../../db/schema';

// A unique secret in every private part of the marketplace (private answers, business text,
// private files' names and contents, messages, reasons, contacts), then every event on the idea
// that holds them: bought, disputed and settled, commented on, offered on, reported and hidden,
// its messages left unseen. No notification any member may list, no socket frame and nothing
// handed to the channels carries a byte of any secret (PGlite and PostgreSQL).

let t: TestApp;
let planted: Planted;
const channels = recordingChannels();
/** What each member received, by member id: list pages, frames, channel batches. */
const received = new Map<number, string[]>();
const receive = (memberId: number, what: unknown) =>
  received.set(memberId, [...(received.get(memberId) ?? []), JSON.stringify(what)]);
let frames = 0;
const sockets: { memberId: number; live: LiveClient }[] = [];

beforeAll(async () => {
  t = await createTestApp({ notificationChannels: channels });
  // Every notification frame as the hub is asked to send it, to whichever member's sockets.
  const hub = t.app.chatHub;
  const publish = hub.publish.bind(hub);
  hub.publish = async (envelopes) => {
    for (const { to, event } of envelopes) {
      if (event.type !== 'notification.new') continue;
      frames += 1;
      for (const memberId of to) receive(memberId, event);
    }
    return publish(envelopes);
  };
  planted = await plantSecrets(t, apiClient(t.app, '198.18'));
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const idea = planted.items.publishedIdea;
  const operator = await signedInOperator(t);
  const post = (token: string, url: string, payload: object = {}) => postAs(t, token, url, payload);

  // A new member, listening on a socket, offers on the idea; the offer is accepted (as the owner
  // would) and its week passes.
  const offerer = await signedInMember(t);
  sockets.push({ memberId: offerer.id, live: await connectLive(base, offerer.token) });
  await fund(t, offerer.token, 10_000);
  await t.db.db.update(items).set({ negotiable: true }).where(eq(items.id, idea));
  const offer = await post(offerer.token, `/api/items/${idea}/offers`, {
    amount: 5_000,
    message: 'An offer',
  });
  expect(offer.statusCode, offer.body).toBe(201);
  await t.db.db
    .update(offers)
    .set({ status: 'accepted', expiresAt: sql`now() - interval '1 second'` })
    .where(eq(offers.id, offer.json().id as string));
  await t.app.services.notifications.expireOffers();

  // The dispute is settled; the reports are decided (hide); then the idea itself is hidden.
  const [disputed] = await t.db.db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.itemId, idea), eq(purchases.hold, 'disputed')));
  const settled = await post(operator.token, `/api/admin/purchases/${disputed!.id}/settle`, {
    outcome: 'refund',
  });
  expect(settled.statusCode, settled.body).toBe(200);
  for (const report of await t.db.db.select().from(reports).where(eq(reports.status, 'open'))) {
    const decided = await post(operator.token, `/api/admin/reports/${report.id}/resolve`, {
      action: 'hide',
    });
    expect([200, 409]).toContain(decided.statusCode);
  }
  await post(operator.token, `/api/admin/items/${idea}/restore`);
  await post(operator.token, `/api/admin/items/${idea}/hide`, { reason: 'Checked' });

  // Messages left unseen by members with no socket open.
  await t.db.db.update(chatMessages).set({ createdAt: sql`now() - interval '3 minutes'` });
  await t.db.db.execute(sql`update chat_participants set read_up_to = 0, delivered_up_to = 0`);
  await t.app.services.notifications.remindUnseen(async () => false);
  await t.app.notificationsDispatcher.nudge();
  await t.app.notificationsDispatcher.delivered();

  // Every member's whole list, page by page, as the API answers it.
  for (const { id } of await t.db.db.select({ id: users.id }).from(users)) {
    let cursor: string | undefined;
    do {
      const page = await t.app.services.notifications.list({ memberId: id, cursor, limit: 50 });
      receive(id, page);
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
  }
}, 300_000);
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.live.close()));
  await t?.close();
});

describe('notifications and planted secrets', () => {
  it('makes the notifications the planted events tell', async () => {
    const kinds = new Set(channels.handed.map((d) => d.notification.kind));
    for (const kind of [
      'sale',
      'purchase',
      'dispute_opened',
      'dispute_settled',
      'comment',
      'offer_made',
      'offer_expired',
      'operator_decision',
      'messages_unread',
    ] as const) {
      expect(kinds, kind).toContain(kind);
    }
    expect(frames).toBe(channels.handed.length);
    // A frame is published by the dispatcher's last run and reaches the socket a moment later.
    await expect
      .poll(() => sockets[0]!.live.events.some((e) => e.type === 'notification.new'))
      .toBe(true);
  });

  it('carries no secret to a member it is not theirs to see, in any list, frame or batch', () => {
    for (const { userId, notification } of channels.handed) receive(userId, notification);
    for (const { memberId, live } of sockets)
      for (const event of live.events) receive(memberId, event);
    const viewers = Object.entries(planted.memberIds) as [MemberViewer, number][];
    const leaks: string[] = [];
    for (const [memberId, answers] of received) {
      const viewer = viewers.find(([, id]) => id === memberId)?.[0];
      const text = answers.join('\n');
      for (const secret of planted.secrets) {
        if (viewer && secret.seenBy.includes(viewer)) continue;
        if (text.includes(secret.value)) leaks.push(`member ${memberId} got ${secret.label}`);
      }
    }
    expect([...received.values()].flat().join('').length).toBeGreaterThan(10_000);
    expect(leaks).toEqual([]);
  });
});

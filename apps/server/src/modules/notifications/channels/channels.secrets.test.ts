import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { batchOf, notify, type Event } from '../../../../test/helpers/notification-batches';
import { recordingChannels } from '../../../../test/helpers/notifications';
import { plantSecrets, type Planted } from '../../../../test/helpers/planted-secrets/plant-secrets';
import { startPushPeer, type PushPeer } from '../../../../test/helpers/push-peer';
import { bearer } from '../../../../test/helpers/sign-in';
import {
  partOf,
  startSmtpPeer,
  subjectOf,
  type ReceivedMail,
} from '../../../../test/helpers/smtp-peer';
import { apiClient } from '../../../../test/openapi/client';
import { comments, purchases, users } from '../../../db/schema';
import { createLocalStorage } from '../../../plugins/storage';
import { createServices } from '../../../services';

/**
 * PRODUCT.md section 2 for the channels: with a unique secret planted in every private part of
 * the marketplace (private answers, business text, files, messages, contact details), the
 * e-mails and pushes of the notifications those events make carry none of them.
 */

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let peer: PushPeer;
let planted: Planted;
let close: (() => void) | undefined;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  peer = await startPushPeer();
  // The members sign in through the dev outbox; the channels below mail through the SMTP peer.
  // The app's own dispatcher hands what it claims to channels that only keep it: otherwise it
  // would send the notifications made below first, through the dev outbox, and record them sent.
  t = await createTestApp({ pushAgent: peer.agent, notificationChannels: recordingChannels() });
  planted = await plantSecrets(t, apiClient(t.app, '198.18'));
}, 300_000);
afterAll(async () => {
  close?.();
  await t?.close();
  await smtp?.close();
  await peer?.close();
});

/**
 * The channels of another server process on the same database, built by the composition root
 * as the server builds them, with its mail going over SMTP to the peer.
 */
function channelsOverSmtp() {
  const built = createServices({
    db: t.db.db,
    config: { ...t.config, smtpUrl: smtp.url, notifyMaxPerHour: 100 },
    rateLimiter: t.rateLimiter,
    storage: createLocalStorage(path.join(t.config.dataDir, 'files')),
    log: t.app.log,
    pushAgent: peer.agent,
  });
  close = built.close;
  return built.services.channels;
}

/** Everything a mail says but its recipient's address (their own, and a secret to others). */
const mailText = (mail: ReceivedMail) =>
  [mail.raw.replace(/^To:.*$/m, ''), subjectOf(mail), partOf(mail), partOf(mail, 'text/html')].join(
    '\n',
  );

describe("the channels' e-mails and pushes", () => {
  it('carry no planted secret', async () => {
    const db = t.db.db;
    const { owner, buyer, member } = planted.memberIds;
    const idea = planted.items.publishedIdea;
    const [purchase] = await db
      .select()
      .from(purchases)
      .where(and(eq(purchases.itemId, idea), eq(purchases.buyerId, buyer)));
    const [comment] = await db.select().from(comments).where(eq(comments.itemId, idea));
    const [friend] = await db.select().from(users).where(eq(users.referredBy, member));
    expect(purchase && comment && friend).toBeTruthy();
    const events: Event[] = [
      { user: owner, kind: 'sale', event: 'p', item: idea, actor: buyer, amount: purchase?.price },
      { user: buyer, kind: 'purchase', event: 'p', item: idea, amount: purchase?.price },
      { user: owner, kind: 'dispute_opened', event: 'd', item: idea, actor: buyer },
      { user: buyer, kind: 'dispute_opened', event: 'd', item: idea, ref: purchase?.id ?? null },
      { user: owner, kind: 'comment', event: 'c', item: idea, actor: comment?.authorId },
      { user: owner, kind: 'messages_unread', event: 'm', actor: buyer, count: 1 },
      { user: buyer, kind: 'messages_unread', event: 'm', actor: owner, count: 1 },
      { user: member, kind: 'referral_earned', event: 'r', actor: friend?.id, amount: 50_000 },
    ];
    const ids = [];
    for (const e of events) ids.push(await notify(db, e));
    for (const memberId of [owner, buyer, member]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: bearer(await t.app.services.tokens.issue(memberId)),
        payload: peer.subscribe(),
      });
      expect(response.statusCode).toBe(200);
    }

    await channelsOverSmtp().deliver(await batchOf(db, ids));
    await peer.settled(events.length);
    // Every e-mail kind among them reached its member: sale, purchase, two disputes, two digests,
    // the referral.
    for (let tries = 0; smtp.received.length < 7 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(smtp.received).toHaveLength(7);
    expect(peer.received).toHaveLength(events.length);

    const said = [
      ...smtp.received.map((mail) => ({ where: `mail to ${mail.to[0]}`, text: mailText(mail) })),
      ...peer.received.map((push) => ({ where: `push ${push.payload}`, text: push.payload })),
    ];
    const leaks = said.flatMap(({ where, text }) =>
      planted.secrets
        .filter((secret) => text.toLowerCase().includes(secret.value.toLowerCase()))
        .map((secret) => `${where}: ${secret.label}`),
    );
    expect(leaks).toEqual([]);
    // The planted title is public and is what they name.
    expect(said.some(({ text }) => planted.markers.some((m) => text.includes(m.value)))).toBe(true);
  });
});

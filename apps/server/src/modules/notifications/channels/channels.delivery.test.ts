import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { createItem, createMember } from '../../../../test/helpers/factories';
import { batchOf, notify } from '../../../../test/helpers/notification-batches';
import { startPushPeer, type PushPeer } from '../../../../test/helpers/push-peer';
import { bearer } from '../../../../test/helpers/sign-in';
import { partOf, startSmtpPeer, subjectOf } from '../../../../test/helpers/smtp-peer';
import { channelMessages } from '../../../db/schema';
import { transactionsOn } from '../../../db/transaction';
import { createChannelsRepository } from './channels.repository';
import { createChannelsService } from './channels.service';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let peer: PushPeer;
const CAP = 2;
let event = 0;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  peer = await startPushPeer();
  t = await createTestApp({
    config: { smtpUrl: smtp.url, notifyMaxPerHour: CAP },
    pushAgent: peer.agent,
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await peer?.close();
});

const db = () => t.db.db;
/** Another server process's channels on the same database: its own service, repository, runner. */
const anotherProcess = () =>
  createChannelsService({
    repository: createChannelsRepository(db()),
    transaction: transactionsOn(db()),
    members: t.app.services.members,
    messaging: t.app.services.messaging,
    publicUrl: t.config.publicUrl,
    maxPerHour: CAP,
    vapid: undefined,
    vapidSubject: t.config.vapidSubject,
    pushServiceHosts: t.config.pushServiceHosts,
    pushAgent: peer.agent,
    log: t.app.log,
  });

/** A member with a verified address and one subscribed browser. */
async function reachable() {
  const member = await createMember(db(), { language: 'en' });
  const browser = peer.subscribe();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: bearer(await t.app.services.tokens.issue(member.id)),
    payload: browser,
  });
  expect(response.statusCode).toBe(200);
  return { member, browser, email: member.email ?? '' };
}
async function sales(seller: number, n: number): Promise<number[]> {
  const buyer = await createMember(db());
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const item = await createItem(db(), { ownerId: seller, title: `Idea ${i + 1}` });
    event += 1;
    ids.push(
      await notify(db(), {
        user: seller,
        kind: 'sale',
        event: `purchase-${event}`,
        item: item.id,
        actor: buyer.id,
        amount: 100_000,
      }),
    );
  }
  return ids;
}
const mailsTo = (email: string, after: number) =>
  smtp.received.slice(after).filter((mail) => mail.to.includes(email));
/** Waits for whatever is still on its way, then a little for what should not come. */
const quiet = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('at most one e-mail and one push per notification', () => {
  it('sends one of each when deliver is called twice, and by two processes at once', async () => {
    const { member, browser, email } = await reachable();
    const mailsBefore = smtp.received.length;
    const [first, second] = await sales(member.id, 2);
    const batch = await batchOf(db(), [first ?? 0]);
    await t.app.services.channels.deliver(batch);
    await t.app.services.channels.deliver(batch);
    const both = await batchOf(db(), [second ?? 0]);
    await Promise.all([anotherProcess().deliver(both), anotherProcess().deliver(both)]);
    await quiet();
    expect(mailsTo(email, mailsBefore)).toHaveLength(2);
    expect(peer.payloadsTo(browser.endpoint)).toHaveLength(2);
  });
});

describe('the hourly cap', () => {
  it('holds what is beyond it and sends it later as one e-mail and one push', async () => {
    const { member, browser, email } = await reachable();
    const mailsBefore = smtp.received.length;
    const ids = await sales(member.id, CAP + 3);
    await t.app.services.channels.deliver(await batchOf(db(), ids));
    await quiet();
    expect(mailsTo(email, mailsBefore)).toHaveLength(CAP);
    expect(peer.payloadsTo(browser.endpoint)).toHaveLength(CAP);

    // The hour is full: the job sends nothing yet.
    await t.app.services.channels.sendGathered();
    await quiet();
    expect(mailsTo(email, mailsBefore)).toHaveLength(CAP);

    // An hour later (the record of what was sent, moved back), two processes run the job at once.
    await db()
      .update(channelMessages)
      .set({ sentAt: sql`${channelMessages.sentAt} - interval '61 minutes'` })
      .where(eq(channelMessages.userId, member.id));
    await Promise.all([anotherProcess().sendGathered(), anotherProcess().sendGathered()]);
    await t.app.services.channels.sendGathered();
    await quiet();
    const mails = mailsTo(email, mailsBefore);
    expect(mails).toHaveLength(CAP + 1);
    expect(subjectOf(mails.at(-1) ?? mails[0]!)).toBe('3 more notifications');
    // No one kind to unsubscribe from: the link opens the choices' screen.
    expect(partOf(mails.at(-1) ?? mails[0]!)).toContain(
      `${t.config.publicUrl}/notification-settings`,
    );
    const pushes = peer.payloadsTo(browser.endpoint);
    expect(pushes).toHaveLength(CAP + 1);
    expect(pushes.at(-1)).toMatchObject({ title: '3 more notifications', tag: 'gathered' });

    // The gathered message took a place of the new hour: one more goes out, the next is held.
    const later = await sales(member.id, 2);
    await t.app.services.channels.deliver(await batchOf(db(), later));
    await quiet();
    expect(mailsTo(email, mailsBefore)).toHaveLength(CAP + 2);
  });
});

describe("the member's choices", () => {
  it('are all on by default, and change per kind and channel', async () => {
    const member = await createMember(db());
    const headers = bearer(await t.app.services.tokens.issue(member.id));
    const initial = (await t.app.inject({ url: '/api/notifications/settings', headers })).json();
    expect(Object.values(initial.email).every(Boolean)).toBe(true);
    expect(Object.keys(initial.email)).toContain('messages_unread');
    expect(Object.keys(initial.email)).not.toContain('comment');
    expect(Object.keys(initial.push)).toContain('comment');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers,
      payload: { email: { sale: false }, push: { comment: false, sale: true } },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email).toMatchObject({ sale: false, purchase: true });
    expect(changed.json().push).toMatchObject({ comment: false, sale: true });
    const back = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers,
      payload: { email: { sale: true } },
    });
    expect(back.json().email.sale).toBe(true);
    expect(back.json().push.comment).toBe(false);
    for (const payload of [
      { email: { comment: false } },
      { push: { sale: 'no' } },
      { sms: {} },
      { email: { nonsense: true } },
    ]) {
      const refused = await t.app.inject({
        method: 'PUT',
        url: '/api/notifications/settings',
        headers,
        payload,
      });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
    }
    const anonymous = await t.app.inject({ url: '/api/notifications/settings' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('are respected per channel: a kind turned off is neither mailed nor pushed there', async () => {
    const { member, browser, email } = await reachable();
    await t.app.services.channels.updateSettings(member.id, {
      email: { sale: false },
      push: { comment: false },
    });
    const mailsBefore = smtp.received.length;
    const [sale] = await sales(member.id, 1);
    const commenter = await createMember(db());
    const item = await createItem(db(), { ownerId: member.id, title: 'Quiet idea' });
    const comment = await notify(db(), {
      user: member.id,
      kind: 'comment',
      event: 'comment-choices',
      item: item.id,
      actor: commenter.id,
    });
    await t.app.services.channels.deliver(await batchOf(db(), [sale ?? 0, comment]));
    await quiet();
    expect(mailsTo(email, mailsBefore)).toHaveLength(0);
    expect(peer.payloadsTo(browser.endpoint)).toEqual([
      expect.objectContaining({ title: 'Your idea was sold' }),
    ]);
  });
});

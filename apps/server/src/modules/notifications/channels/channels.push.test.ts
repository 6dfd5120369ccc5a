import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { createItem, createMember } from '../../../../test/helpers/factories';
import { batchOf, notify } from '../../../../test/helpers/notification-batches';
import { startPushPeer, type PushPeer } from '../../../../test/helpers/push-peer';
import { bearer } from '../../../../test/helpers/sign-in';
import { transactionsOn } from '../../../db/transaction';
import { channelKeys, pushSubscriptions } from '../../../db/schema';
import { createChannelsRepository } from './channels.repository';
import { createChannelsService } from './channels.service';
import { loadWebPush } from './push';

let t: TestApp;
let peer: PushPeer;
const PUBLIC_URL = 'https://ideabazaar.test';
let event = 0;

beforeAll(async () => {
  peer = await startPushPeer();
  t = await createTestApp({
    config: { publicUrl: PUBLIC_URL, vapidSubject: 'mailto:push@ideabazaar.test' },
    pushAgent: peer.agent,
  });
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const db = () => t.db.db;
const as = async (memberId: number) => bearer(await t.app.services.tokens.issue(memberId));
async function subscribed(memberId: number) {
  const subscription = peer.subscribe();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: await as(memberId),
    payload: subscription,
  });
  expect(response.statusCode).toBe(200);
  return subscription;
}
async function comment(owner: number) {
  const commenter = await createMember(db(), { firstName: 'Nima', lastName: 'Rad' });
  const item = await createItem(db(), { ownerId: owner, title: 'Rooftop garden' });
  event += 1;
  return notify(db(), {
    user: owner,
    kind: 'comment',
    event: `comment-${event}`,
    item: item.id,
    actor: commenter.id,
  });
}
const deliver = async (ids: number[]) => t.app.services.channels.deliver(await batchOf(db(), ids));
const subscriptionRows = (memberId: number) =>
  db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, memberId));

describe('Web Push', () => {
  it('gives the VAPID public key, made at first start', async () => {
    const response = await t.app.inject({ url: '/api/push/key' });
    expect(response.statusCode).toBe(200);
    expect(response.json().public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it('pushes an encrypted payload the push service decrypts, under a VAPID header that verifies', async () => {
    const owner = await createMember(db(), { language: 'en' });
    const subscription = await subscribed(owner.id);
    const before = peer.received.length;
    const id = await comment(owner.id);
    await deliver([id]);
    await peer.settled(before + 1);
    const [push] = peer.received.slice(before);
    expect(push?.endpoint).toBe(subscription.endpoint);
    expect(JSON.parse(push?.payload ?? '')).toEqual({
      title: 'A new comment',
      body: 'Nima Rad commented on “Rooftop garden”.',
      url: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/comments/[0-9a-f-]{36}$`)),
      tag: `n${id}`,
    });
    const key = (await t.app.inject({ url: '/api/push/key' })).json().public_key;
    expect(push?.vapidKey).toBe(key);
    expect(push?.vapid.aud).toBe(peer.origin);
    expect(push?.vapid.sub).toBe('mailto:push@ideabazaar.test');
    expect(push?.ttl).toBeGreaterThan(0);
  });

  it("pushes in the member's language, to each of their browsers", async () => {
    const owner = await createMember(db(), { language: 'fa' });
    const phone = await subscribed(owner.id);
    const laptop = await subscribed(owner.id);
    const before = peer.received.length;
    event += 1;
    await deliver([
      await notify(db(), {
        user: owner.id,
        kind: 'withdrawal_paid',
        event: `withdrawal-${event}`,
        amount: 1_250_000,
      }),
    ]);
    await peer.settled(before + 2);
    for (const endpoint of [phone.endpoint, laptop.endpoint]) {
      expect(peer.payloadsTo(endpoint)).toEqual([
        {
          title: 'برداشت شما واریز شد',
          body: '۱٬۲۵۰٬۰۰۰ تومان به حساب بانکی شما واریز شد.',
          url: `${PUBLIC_URL}/wallet`,
          tag: expect.any(String),
        },
      ]);
    }
  });

  it('drops a subscription the push service says is gone (410, 404), keeps one that failed', async () => {
    const owner = await createMember(db());
    const gone = await subscribed(owner.id);
    const missing = await subscribed(owner.id);
    const failing = await subscribed(owner.id);
    peer.answer(gone.endpoint, 410);
    peer.answer(missing.endpoint, 404);
    peer.answer(failing.endpoint, 500);
    const before = peer.received.length + peer.refused.length;
    await deliver([await comment(owner.id)]);
    await peer.settled(before + 3);
    expect((await subscriptionRows(owner.id)).map((row) => row.endpoint)).toEqual([
      failing.endpoint,
    ]);
  });

  it("forgets every device of a member who signs out everywhere, and no other member's", async () => {
    const member = await createMember(db());
    const other = await createMember(db());
    await subscribed(member.id);
    await subscribed(member.id);
    await subscribed(other.id);
    expect(await subscriptionRows(member.id)).toHaveLength(2);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: await as(member.id),
    });
    expect(out.statusCode).toBe(200);
    expect(await subscriptionRows(member.id)).toEqual([]);
    expect(await subscriptionRows(other.id)).toHaveLength(1);
  });

  it('moves an endpoint to the member who subscribes it last; deletes only your own', async () => {
    const first = await createMember(db());
    const second = await createMember(db());
    const browser = await subscribed(first.id);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: await as(second.id),
      payload: browser,
    });
    expect(again.statusCode).toBe(200);
    expect(await subscriptionRows(first.id)).toEqual([]);
    expect((await subscriptionRows(second.id)).map((row) => row.endpoint)).toEqual([
      browser.endpoint,
    ]);
    const notMine = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: await as(first.id),
      payload: { endpoint: browser.endpoint },
    });
    expect(notMine.statusCode).toBe(404);
    const mine = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: await as(second.id),
      payload: { endpoint: browser.endpoint },
    });
    expect(mine.statusCode).toBe(200);
    expect(await subscriptionRows(second.id)).toEqual([]);
  });

  it('refuses a subscription that is not one, and any call without a session', async () => {
    const member = await createMember(db());
    const headers = await as(member.id);
    const good = peer.subscribe();
    for (const payload of [
      {},
      { endpoint: 'not a url', keys: good.keys },
      { endpoint: 'ftp://push.example/x', keys: good.keys },
      { endpoint: good.endpoint, keys: { p256dh: 'short', auth: good.keys.auth } },
      { endpoint: good.endpoint, keys: { p256dh: good.keys.p256dh } },
      { endpoint: `${good.endpoint}${'x'.repeat(1000)}`, keys: good.keys },
      // Longer than its column, and many bytes in few characters (a unique index holds it).
      { endpoint: good.endpoint, keys: { p256dh: `${'A'.repeat(100)}==`, auth: good.keys.auth } },
      { endpoint: `${good.endpoint}${'漢'.repeat(900)}`, keys: good.keys },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: good,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('uses the configured VAPID pair when there is one', async () => {
    const { generateVAPIDKeys } = await loadWebPush();
    const configured = generateVAPIDKeys();
    const service = createChannelsService({
      repository: createChannelsRepository(db()),
      transaction: transactionsOn(db()),
      members: t.app.services.members,
      messaging: t.app.services.messaging,
      publicUrl: PUBLIC_URL,
      maxPerHour: 5,
      vapid: configured,
      vapidSubject: 'mailto:push@ideabazaar.test',
      pushServiceHosts: t.config.pushServiceHosts,
      pushAgent: peer.agent,
      log: t.app.log,
    });
    expect(await service.pushKey()).toEqual({ public_key: configured.publicKey });
    const owner = await createMember(db());
    await subscribed(owner.id);
    const before = peer.received.length;
    await service.deliver(await batchOf(db(), [await comment(owner.id)]));
    await peer.settled(before + 1);
    expect(peer.received.at(-1)?.vapidKey).toBe(configured.publicKey);
  });

  it('ends with one VAPID pair when two processes make it at once', async () => {
    await db().delete(channelKeys).where(eq(channelKeys.name, 'vapid'));
    const make = () =>
      createChannelsService({
        repository: createChannelsRepository(db()),
        transaction: transactionsOn(db()),
        members: t.app.services.members,
        messaging: t.app.services.messaging,
        publicUrl: PUBLIC_URL,
        maxPerHour: 5,
        vapid: undefined,
        vapidSubject: 'mailto:push@ideabazaar.test',
        pushServiceHosts: t.config.pushServiceHosts,
        log: t.app.log,
      }).pushKey();
    const [a, b] = await Promise.all([make(), make()]);
    expect(a.public_key).toBe(b.public_key);
    expect(await db().select().from(channelKeys).where(eq(channelKeys.name, 'vapid'))).toHaveLength(
      1,
    );
  });
});

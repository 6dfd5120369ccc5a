import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { createMember } from '../../../../test/helpers/factories';
import { batchOf, notify } from '../../../../test/helpers/notification-batches';
import { startPushPeer, type PushPeer } from '../../../../test/helpers/push-peer';
import { bearer } from '../../../../test/helpers/sign-in';
import { ConfigError, defaultPushServiceHosts, loadConfig } from '../../../config/env';
import { pushSubscriptions } from '../../../db/schema';
import { transactionsOn } from '../../../db/transaction';
import { createChannelsRepository } from './channels.repository';
import { createChannelsService } from './channels.service';
import { pushServiceAllowed } from './push-services';

// The server POSTs to the endpoint a member submits: only the browsers' push services may be
// named (PUSH_SERVICE_HOSTS), anything else is refused with a 422 and never fetched.

describe('the push services an endpoint may name', () => {
  const allowed = (endpoint: string) => pushServiceAllowed(endpoint, defaultPushServiceHosts);

  it("allows the endpoints Chrome, Firefox, Safari and Edge's WNS give", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bH',
      'https://fcm.googleapis.com/wp/dGVzdA',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://web.push.apple.com/QGk3bEtS',
      'https://api.push.apple.com/3/device/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      'https://db5p.notify.windows.com/w/?token=x',
    ]) {
      expect(allowed(endpoint), endpoint).toBe(true);
    }
  });

  it('refuses other hosts, http, ports, credentials and look-alikes', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com/x',
      'https://notify.windows.com/w/',
      'https://xnotify.windows.com/w/',
      'https://169.254.169.254/latest/meta-data/',
      'https://127.0.0.1/push/x',
      'https://localhost/push/x',
      'https://[::1]/push/x',
      'https://10.0.0.8/push',
      'not a url',
    ]) {
      expect(allowed(endpoint), endpoint).toBe(false);
    }
  });

  it('reads PUSH_SERVICE_HOSTS, ports and wildcards, and refuses a bad entry', () => {
    const config = loadConfig({ PUSH_SERVICE_HOSTS: ' push.example.com:8443, *.Example.org:* ' });
    expect(config.pushServiceHosts).toEqual(['push.example.com:8443', '*.example.org:*']);
    expect(pushServiceAllowed('https://push.example.com:8443/x', config.pushServiceHosts)).toBe(
      true,
    );
    expect(pushServiceAllowed('https://push.example.com/x', config.pushServiceHosts)).toBe(false);
    expect(pushServiceAllowed('https://a.b.example.org:9/x', config.pushServiceHosts)).toBe(true);
    expect(loadConfig({}).pushServiceHosts).toEqual(defaultPushServiceHosts);
    for (const bad of ['https://fcm.googleapis.com', '*', 'a..b', 'fcm.googleapis.com:http']) {
      expect(() => loadConfig({ PUSH_SERVICE_HOSTS: bad }), bad).toThrow(ConfigError);
    }
  });
});

describe('POST /api/push/subscriptions', () => {
  let t: TestApp;
  let peer: PushPeer;
  beforeAll(async () => {
    peer = await startPushPeer();
    t = await createTestApp({ pushAgent: peer.agent });
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  const subscribe = async (memberId: number, endpoint: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: bearer(await t.app.services.tokens.issue(memberId)),
      payload: { ...peer.subscribe(), endpoint },
    });

  it('refuses an endpoint outside the allowed push services with a 422, and keeps nothing', async () => {
    const member = await createMember(t.db.db);
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data/',
      'http://127.0.0.1:6379/',
      `${peer.origin.replace('127.0.0.1', 'localhost')}/push/x`,
      'https://internal.example.com/push',
    ]) {
      const response = await subscribe(member.id, endpoint);
      expect(response.statusCode, endpoint).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'push_service_not_allowed',
        field_codes: { endpoint: [{ code: 'push_service_not_allowed' }] },
      });
    }
    const kept = await t.db.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, member.id));
    expect(kept).toEqual([]);
    expect(peer.received.length + peer.refused.length).toBe(0);
  });

  it("takes the push peer's endpoint, which the tests' configuration allows", async () => {
    const member = await createMember(t.db.db);
    const { endpoint } = peer.subscribe();
    expect((await subscribe(member.id, endpoint)).statusCode).toBe(200);
  });

  it('does not POST to a subscription kept before the allowed hosts changed', async () => {
    const member = await createMember(t.db.db);
    const subscription = peer.subscribe();
    expect((await subscribe(member.id, subscription.endpoint)).statusCode).toBe(200);
    // The same database under a configuration that no longer allows the peer's host.
    const narrowed = createChannelsService({
      repository: createChannelsRepository(t.db.db),
      transaction: transactionsOn(t.db.db),
      members: t.app.services.members,
      messaging: t.app.services.messaging,
      publicUrl: t.config.publicUrl,
      maxPerHour: 5,
      vapid: undefined,
      vapidSubject: t.config.vapidSubject,
      pushServiceHosts: defaultPushServiceHosts,
      pushAgent: peer.agent,
      log: t.app.log,
    });
    const id = await notify(t.db.db, { user: member.id, kind: 'comment', event: 'ssrf-1' });
    await narrowed.deliver(await batchOf(t.db.db, [id]));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(peer.received.length + peer.refused.length).toBe(0);
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { postAs, signedInOperator } from '../../../test/helpers/members';
import { plantSecrets, type Planted } from '../../../test/helpers/planted-secrets/plant-secrets';
import { startPushPeer, type PushPeer } from '../../../test/helpers/push-peer';
import { bearer } from '../../../test/helpers/sign-in';
import {
  partOf,
  startSmtpPeer,
  subjectOf,
  type ReceivedMail,
} from '../../../test/helpers/smtp-peer';
import { apiClient } from '../../../test/openapi/client';
import type { MemberViewer } from '../../../test/helpers/planted-secrets/planter';
import { chatMessages, purchases, users } from '../../db/schema';

// PRODUCT.md section 2 on the whole delivery path: the marketplace is planted with a unique
// secret in every private part (test/helpers/planted-secrets), through the API, and every
// notification those events make (a purchase, a dispute and its settlement, comments, unseen
// messages...) goes the real way, dispatcher to SMTP and Web Push. No mail and no push carries a
// byte of any secret (PGlite and PostgreSQL).

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let peer: PushPeer;
let t: TestApp;
let planting: App;
let planted: Planted;
/** Who each mailbox and each subscribed browser is. */
const memberOf = new Map<string, number>();

beforeAll(async () => {
  smtp = await startSmtpPeer();
  peer = await startPushPeer();
  t = await createTestApp({
    config: { smtpUrl: smtp.url, notifyMaxPerHour: 100 },
    pushAgent: peer.agent,
  });
  // The planting signs members in through the dev outbox, so it runs on a server of its own
  // without SMTP on the same database; what its dispatcher claims goes to the SMTP app's channels.
  planting = await buildApp({
    config: { ...t.config, smtpUrl: undefined },
    db: t.db,
    rateLimiter: t.rateLimiter,
    devConsole: { write: () => {} },
    notificationChannels: t.app.services.channels,
    pushAgent: peer.agent,
  });
  const planter: TestApp = { ...t, app: planting, config: planting.config };
  planted = await plantSecrets(planter, apiClient(planting, '198.18'));

  // The three members' browsers subscribe; then more happens to them.
  const { owner, buyer, member } = planted.memberIds;
  for (const memberId of [owner, buyer, member]) {
    const subscription = peer.subscribe();
    memberOf.set(subscription.endpoint, memberId);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: bearer(await t.app.services.tokens.issue(memberId)),
      payload: subscription,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  for (const row of await t.db.db.select({ id: users.id, email: users.email }).from(users)) {
    if (row.email) memberOf.set(row.email, row.id);
  }
  const operator = await signedInOperator(planter);
  const [disputed] = await t.db.db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.itemId, planted.items.publishedIdea), eq(purchases.hold, 'disputed')));
  const settled = await postAs(
    planter,
    operator.token,
    `/api/admin/purchases/${disputed!.id}/settle`,
    { outcome: 'refund' },
  );
  expect(settled.statusCode, settled.body).toBe(200);
  await t.db.db.update(chatMessages).set({ createdAt: sql`now() - interval '3 minutes'` });
  await t.db.db.execute(sql`update chat_participants set read_up_to = 0, delivered_up_to = 0`);
  await t.app.services.notifications.remindUnseen(async () => false);
  await Promise.all([
    t.app.notificationsDispatcher.nudge(),
    planting.notificationsDispatcher.nudge(),
  ]);
}, 300_000);
afterAll(async () => {
  await planting?.close();
  await t?.close();
  await smtp?.close();
  await peer?.close();
});

/** Everything a mail says but its recipient's address (their own, and a secret to others). */
const mailText = (mail: ReceivedMail) =>
  [mail.raw.replace(/^To:.*$/m, ''), subjectOf(mail), partOf(mail), partOf(mail, 'text/html')].join(
    '\n',
  );

describe('the mails and pushes of a planted marketplace', () => {
  it('went out: a sale, a receipt, disputes, their settlement, unread messages', () => {
    const subjects = smtp.received.map(subjectOf);
    for (const subject of [
      'Your idea was sold',
      'Your purchase',
      'A dispute was opened',
      'A dispute was settled',
      'Unread messages',
    ]) {
      expect(subjects, subject).toContain(subject);
    }
    const pushed = peer.received.map(
      (push) => (JSON.parse(push.payload) as { title: string }).title,
    );
    expect(pushed).toContain('A dispute was settled');
    expect(pushed).toContain('Unread messages');
  });

  it('carry no byte of a planted secret to a member it is not theirs to see', () => {
    const viewers = Object.entries(planted.memberIds) as [MemberViewer, number][];
    const viewerOf = (address: string) =>
      viewers.find(([, id]) => id === memberOf.get(address))?.[0];
    const said = [
      ...smtp.received.map((mail) => ({ to: mail.to[0] ?? '', text: mailText(mail) })),
      ...peer.received.map((push) => ({ to: push.endpoint, text: push.payload })),
    ];
    expect(said.map((s) => s.text).join('').length).toBeGreaterThan(5_000);
    const leaks = said.flatMap(({ to, text }) =>
      planted.secrets
        .filter((secret) => !secret.seenBy.some((viewer) => viewer === viewerOf(to)))
        .filter((secret) => text.toLowerCase().includes(secret.value.toLowerCase()))
        .map((secret) => `to ${to}: ${secret.label}`),
    );
    expect(leaks).toEqual([]);
  });
});

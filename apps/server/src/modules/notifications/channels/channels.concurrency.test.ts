import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { createItem, createMember } from '../../../../test/helpers/factories';
import { batchOf, notify } from '../../../../test/helpers/notification-batches';
import { recordingChannels } from '../../../../test/helpers/notifications';
import { startSmtpPeer } from '../../../../test/helpers/smtp-peer';

// A batch is up to a hundred members: the channels serve a few at a time, so the mail server
// sees a few connections, never one per member (it would refuse past its limit, and a refused
// notification mail is not sent again).

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  // The app's own dispatcher keeps what it claims: the batch below is handed by the test.
  t = await createTestApp({
    config: { smtpUrl: smtp.url },
    notificationChannels: recordingChannels(),
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('a batch of many members', () => {
  it('mails each of them, over a few connections at a time', async () => {
    const db = t.db.db;
    const buyer = await createMember(db);
    const sellers = await Promise.all(
      Array.from({ length: 16 }, () => createMember(db, { language: 'en' })),
    );
    const ids: number[] = [];
    for (const [i, seller] of sellers.entries()) {
      const item = await createItem(db, { ownerId: seller.id, title: `Stall ${i}` });
      ids.push(
        await notify(db, {
          user: seller.id,
          kind: 'sale',
          event: `many-${i}`,
          item: item.id,
          actor: buyer.id,
          amount: 1_000,
        }),
      );
    }
    await t.app.services.channels.deliver(await batchOf(db, ids));
    for (const seller of sellers) await smtp.mailTo(seller.email ?? '');
    expect(smtp.received).toHaveLength(16);
    expect(smtp.connections.most).toBeGreaterThan(0);
    expect(smtp.connections.most).toBeLessThanOrEqual(4);
  });
});

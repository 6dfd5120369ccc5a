import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { createItem, createMember } from '../../../../test/helpers/factories';
import { batchOf, notify } from '../../../../test/helpers/notification-batches';
import { bearer } from '../../../../test/helpers/sign-in';
import {
  partOf,
  startSmtpPeer,
  subjectOf,
  type ReceivedMail,
} from '../../../../test/helpers/smtp-peer';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
const PUBLIC_URL = 'https://ideabazaar.test';
let event = 0;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({
    config: {
      smtpUrl: smtp.url,
      smtpFrom: 'IdeaBazaar <no-reply@ideabazaar.test>',
      publicUrl: PUBLIC_URL,
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.db.db;
const deliver = async (ids: number[]) => t.app.services.channels.deliver(await batchOf(db(), ids));
/** A header of the mail, its folded lines joined. */
const header = (mail: ReceivedMail, name: string) =>
  (new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(mail.raw)?.[1] ?? '')
    .replace(/\r?\n[ \t]/g, ' ')
    .trim();
/** The sale of `title` to a buyer named Sara Ahmadi, for `seller`. */
async function sale(seller: number, title: string, amount: number) {
  const buyer = await createMember(db(), { firstName: 'Sara', lastName: 'Ahmadi' });
  const item = await createItem(db(), { ownerId: seller, title });
  event += 1;
  return notify(db(), {
    user: seller,
    kind: 'sale',
    event: `purchase-${event}`,
    item: item.id,
    actor: buyer.id,
    amount,
  });
}
const tokenIn = (text: string) => /unsubscribe\?token=([^\s"<]+)/.exec(text)?.[1];

describe("notification e-mail, in the member's language", () => {
  it('mails an English member the sale: title, buyer, amount, link, unsubscribe', async () => {
    const seller = await createMember(db(), { language: 'en' });
    const before = smtp.received.length;
    const id = await sale(seller.id, 'Solar kiosk', 4_500_000);
    await deliver([id]);
    const mail = await smtp.mailTo(seller.email ?? '', before);
    expect(subjectOf(mail)).toBe('Your idea was sold');
    const text = partOf(mail);
    expect(text).toContain('Sara Ahmadi bought “Solar kiosk”.');
    expect(text).toContain('4,500,000 Toman');
    expect(text).toContain(`${PUBLIC_URL}/transactions`);
    const token = tokenIn(text);
    expect(token).toBeDefined();
    expect(partOf(mail, 'text/html')).toContain('Solar kiosk');
    expect(header(mail, 'List-Unsubscribe')).toBe(
      `<${PUBLIC_URL}/api/notifications/unsubscribe/one-click?token=${token}>`,
    );
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('mails a Persian member in Persian, with Persian digits and tomans', async () => {
    const seller = await createMember(db(), { language: 'fa' });
    const before = smtp.received.length;
    const id = await sale(seller.id, 'کیوسک خورشیدی', 4_500_000);
    await deliver([id]);
    const mail = await smtp.mailTo(seller.email ?? '', before);
    expect(subjectOf(mail)).toBe('ایده‌ی شما فروخته شد');
    const text = partOf(mail);
    expect(text).toContain('Sara Ahmadi «کیوسک خورشیدی» را خرید.');
    expect(text).toContain('۴٬۵۰۰٬۰۰۰ تومان');
    expect(text).not.toMatch(/4,500,000|4500000/);
    expect(partOf(mail, 'text/html')).toContain('dir="rtl"');
    expect(tokenIn(text)).toBeDefined();
  });

  it("follows the link's token: that member stops that kind of e-mail only", async () => {
    const seller = await createMember(db(), { language: 'en' });
    const other = await createMember(db(), { language: 'en' });
    let before = smtp.received.length;
    await deliver([await sale(seller.id, 'Bike courier', 1_000_000)]);
    const token = tokenIn(partOf(await smtp.mailTo(seller.email ?? '', before)));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      payload: { token: decodeURIComponent(token ?? '') },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kind: 'sale' });
    const settings = await t.app.inject({
      url: '/api/notifications/settings',
      headers: bearer(await t.app.services.tokens.issue(seller.id)),
    });
    expect(settings.json().email).toMatchObject({ sale: false, purchase: true });
    expect(settings.json().push).toMatchObject({ sale: true });

    // Another sale is not mailed to them; a purchase is; the other member's sales still are.
    before = smtp.received.length;
    await deliver([await sale(seller.id, 'Bike courier 2', 2_000_000)]);
    await deliver([await sale(other.id, 'Bike courier 3', 2_000_000)]);
    event += 1;
    const item = await createItem(db(), { ownerId: other.id, title: 'Tea house' });
    const purchase = await notify(db(), {
      user: seller.id,
      kind: 'purchase',
      event: `purchase-${event}`,
      item: item.id,
      amount: 300_000,
    });
    await deliver([purchase]);
    await smtp.mailTo(other.email ?? '', before);
    const receipt = await smtp.mailTo(seller.email ?? '', before);
    expect(subjectOf(receipt)).toBe('Your purchase');
    const toSeller = smtp.received.slice(before).filter((m) => m.to.includes(seller.email ?? ''));
    expect(toSeller).toHaveLength(1);
  });

  it("takes the mail client's one-click unsubscribe (RFC 8058)", async () => {
    const seller = await createMember(db(), { language: 'en' });
    const before = smtp.received.length;
    await deliver([await sale(seller.id, 'Night bakery', 1_000_000)]);
    const mail = await smtp.mailTo(seller.email ?? '', before);
    const url = /^<(.*)>$/.exec(header(mail, 'List-Unsubscribe'))?.[1] ?? '';
    const response = await t.app.inject({
      method: 'POST',
      url: url.replace(PUBLIC_URL, ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect((await t.app.services.channels.settings(seller.id)).email.sale).toBe(false);
  });

  it('refuses a token that was changed, made up or names another member', async () => {
    const member = await createMember(db());
    const seller = await createMember(db());
    const before = smtp.received.length;
    await deliver([await sale(seller.id, 'Repair cafe', 1_000_000)]);
    const token = decodeURIComponent(
      tokenIn(partOf(await smtp.mailTo(seller.email ?? '', before))) ?? '',
    );
    const [, kind, mac] = token.split('.');
    for (const forged of [
      `${member.id}.${kind}.${mac}`,
      `${seller.id}.purchase.${mac}`,
      `${seller.id}.${kind}.${mac?.slice(0, -2)}AA`,
      `${seller.id}.${kind}`,
      'nonsense',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/unsubscribe',
        payload: { token: forged },
      });
      expect(response.statusCode, forged).toBe(400);
      expect(response.json().code).toBe('unsubscribe_link_invalid');
    }
    expect((await t.app.services.channels.settings(member.id)).email.sale).toBe(true);
    expect((await t.app.services.channels.settings(seller.id)).email.sale).toBe(true);
  });

  it('mails the unread messages as who and how many, never their text', async () => {
    const reader = await createMember(db(), { language: 'fa' });
    const sender = await createMember(db(), { firstName: 'Reza', lastName: 'Karimi' });
    const before = smtp.received.length;
    const id = await notify(db(), {
      user: reader.id,
      kind: 'messages_unread',
      event: 'unread-1',
      actor: sender.id,
      count: 3,
      ref: String(sender.id),
    });
    await deliver([id]);
    const mail = await smtp.mailTo(reader.email ?? '', before);
    expect(subjectOf(mail)).toBe('پیام‌های خوانده‌نشده');
    expect(partOf(mail)).toContain('Reza Karimi ۳ پیام برای شما فرستاده');
    expect(partOf(mail)).toContain(`${PUBLIC_URL}/chat/${sender.id}`);
  });

  it('mails nobody without a verified address, no blocked member, no kind not mailed', async () => {
    const unverified = await createMember(db(), {
      email: null,
      pendingEmail: 'pending.reader@example.com',
      mobile: '09121234567',
    });
    const verified = await createMember(db());
    const blocked = await createMember(db(), { blockedAt: new Date(), blockedReason: 'spam' });
    const buyer = await createMember(db());
    const item = await createItem(db(), { ownerId: verified.id, title: 'Garden tools' });
    const before = smtp.received.length;
    const ids = [
      await sale(unverified.id, 'Hidden sale', 1_000_000),
      await sale(blocked.id, 'Blocked sale', 1_000_000),
      // A comment is pushed, never mailed.
      await notify(db(), {
        user: verified.id,
        kind: 'comment',
        event: 'comment-1',
        item: item.id,
        actor: buyer.id,
      }),
      await sale(verified.id, 'Seen sale', 1_000_000),
    ];
    await deliver(ids);
    await smtp.mailTo(verified.email ?? '', before);
    const mails = smtp.received.slice(before);
    expect(mails.map((m) => m.to)).toEqual([[verified.email]]);
    expect(subjectOf(mails[0] as ReceivedMail)).toBe('Your idea was sold');
  });
});

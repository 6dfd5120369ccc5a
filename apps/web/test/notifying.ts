import { sql } from 'drizzle-orm';
import { titled, type RealApp } from './real-app';

/**
 * What makes notifications on a real app (issue 30), done through the API as members and
 * operators do it: the database's triggers write the notifications, and the dispatcher sends
 * them to the sockets and the channels (e-mail to the dev outbox). `app` is read when called: a
 * test file starts its app in `beforeAll`.
 */
export function notifying(real: () => RealApp) {
  let members = 0;
  const addresses = new Map<string, string>();

  /** A new member, named when given, with this much in their wallet (through the dev gateway). */
  async function member(name?: string, deposit = 0) {
    const app = real();
    const address = `notifying-${++members}@example.com`;
    const token = await app.member(address, name ? { first_name: name } : undefined);
    addresses.set(token, address);
    if (deposit > 0) await app.deposit(token, deposit);
    return token;
  }

  /** A published idea of `owner` at this price, or negotiable with none. */
  const idea = (owner: string, title: string, price: number | null = 50_000) =>
    real().item(owner, {
      section: 'idea',
      text: titled(title, 'Tea goes cold on the road'),
      publish: {
        elevator_text: 'Hot tea anywhere',
        business_text: 'Sold at petrol stations',
        ...(price === null ? { negotiable: true } : { price }),
      },
    });

  /** `buyer` buys the idea at its price: the seller is told of the sale, the buyer of it. */
  async function buy(buyer: string, itemId: string, price: number) {
    const app = real();
    const { purchase } = await app.api<{ purchase: { id: string } }>(
      'POST',
      `/items/${itemId}/purchase`,
      buyer,
      { expected_price: price },
      app.intent(),
    );
    return purchase.id;
  }

  /** `author` comments on the item: its owner is told (of an answer, on a need). */
  const comment = (author: string, itemId: string, body = 'Does it work in winter?') =>
    real().api('POST', `/items/${itemId}/comments`, author, { body });

  /** `buyer` disputes the purchase and an operator refunds it: both sides are told of each. */
  async function disputeRefunded(buyer: string, purchaseId: string) {
    const app = real();
    await app.api('POST', `/purchases/${purchaseId}/dispute`, buyer, {
      reason: 'Not as described',
    });
    const operator = await app.operator(await member('Operator'));
    await app.api('POST', `/admin/purchases/${purchaseId}/settle`, operator, { outcome: 'refund' });
  }

  /** The member asks for this much to be paid out and an operator pays it: they are told. */
  async function withdrawalPaid(token: string, amount: number) {
    const app = real();
    const { id } = await app.api<{ id: string }>(
      'POST',
      '/wallet/withdraw',
      token,
      { amount, sheba: 'IR820540102680020817909002', holder_name: 'Mina Rad' },
      app.intent(),
    );
    const operator = await app.operator(await member('Operator'));
    await app.api('POST', `/admin/withdrawals/${id}/paid`, operator, { reference: 'BANK-1' });
  }

  /**
   * `count` chat messages from `sender` to the member about their item, left unseen: once the
   * server's wait (the test app's NOTIFY_UNSEEN_MS) has passed, the reminder job runs as its clock
   * would run it, and the member is told of them (while they have no socket open).
   */
  async function unseenMessages(sender: string, to: string, itemId: string, count: number) {
    const app = real();
    const recipient = await app.memberId(to);
    for (let i = 1; i <= count; i += 1) {
      await app.api('POST', `/chat/${recipient}/messages`, sender, {
        body: `Message ${i}`,
        client_id: crypto.randomUUID(),
        item_id: itemId,
      });
    }
    const { app: server, config } = app.server;
    await new Promise((resolve) => setTimeout(resolve, config.notifyUnseenMs + 100));
    if ((await server.services.notifications.remindUnseen(server.chatHub.isOnline)) === 0) {
      throw new Error('no reminder of unseen messages was made');
    }
  }

  /**
   * Moves a notification back in time, which no API does: a test of how its date reads needs one
   * of a known moment.
   */
  const notifiedAt = (id: string, at: string) =>
    real().server.db.db.execute(
      sql`update notifications set created_at = ${at}::timestamptz where id = ${id}`,
    );

  /**
   * Waits for the dispatcher's run over what was written so far: the live events are on the
   * sockets and the e-mails in the dev outbox when it resolves.
   */
  const dispatched = async () => {
    const { notificationsDispatcher } = real().server.app;
    await notificationsDispatcher.nudge();
    await notificationsDispatcher.delivered();
  };

  /** The e-mails the dev outbox holds for this member, newest first. */
  async function emailsTo(token: string) {
    const address = addresses.get(token);
    await dispatched();
    const { messages } = await real().api<{
      messages: { channel: string; recipient: string; text: string; created_at: string }[];
    }>('GET', '/dev/outbox');
    return messages
      .filter((m) => m.channel === 'email' && m.recipient === address)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
  }

  return {
    member,
    idea,
    buy,
    comment,
    disputeRefunded,
    withdrawalPaid,
    unseenMessages,
    notifiedAt,
    dispatched,
    emailsTo,
  };
}

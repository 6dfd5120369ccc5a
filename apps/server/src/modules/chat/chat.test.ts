import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { chatter, sendMessage, type Chatter } from '../../../test/helpers/chat';
import { createItem, createPurchase } from '../../../test/helpers/factories';
import { bearer } from '../../../test/helpers/sign-in';
import { chatMessages, items, reports } from '../../db/schema';

let t: TestApp;
let creator: Chatter;
let buyer: Chatter;
let stranger: Chatter;
let ideaId: string;
let needId: string;

beforeAll(async () => {
  t = await createTestApp({ config: { chatRateLimit: 1000 } });
  creator = await chatter(t, 'chat.creator@example.com');
  buyer = await chatter(t, 'chat.buyer@example.com');
  stranger = await chatter(t, 'chat.stranger@example.com');
  ideaId = (await createItem(t.db.db, { ownerId: creator.id, title: 'Chatty idea', price: 1000 }))
    .id;
  needId = (await createItem(t.db.db, { ownerId: creator.id, section: 'need', title: 'A need' }))
    .id;
  await createPurchase(t.db.db, ideaId, buyer.id, 1000);
});
afterAll(() => t.close());

const get = (who: Chatter, url: string) => t.app.inject({ url, headers: bearer(who.token) });
const send = (from: Chatter, to: Chatter, body: unknown, options = {}) =>
  sendMessage(t.app, from, to.id, body, options);

describe('starting a conversation (seed section 6)', () => {
  it("refuses a chat about an idea not bought, with the seed's text", async () => {
    const response = await send(stranger, creator, 'Hello', { itemId: ideaId });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      "To access the idea creator's chat, please purchase the idea",
    );
    const stored = await t.db.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.senderId, stranger.id));
    expect(stored).toEqual([]);
  });

  it('opens a chat about a need to any member, and about an idea to its buyer', async () => {
    const aboutNeed = await send(stranger, creator, 'I can help with your need', {
      itemId: needId,
    });
    expect(aboutNeed.statusCode).toBe(201);
    const aboutIdea = await send(buyer, creator, 'Thanks for the idea', { itemId: ideaId });
    expect(aboutIdea.statusCode).toBe(201);
    expect(aboutIdea.json()).toMatchObject({
      sender_id: buyer.id,
      recipient_id: creator.id,
      body: 'Thanks for the idea',
      item_id: ideaId,
    });
    // The owner answers in the conversation that exists, with no item named.
    const reply = await send(creator, buyer, 'You are welcome. Call me: 09121234567');
    expect(reply.statusCode).toBe(201);
    expect(reply.json().body).toBe('You are welcome. Call me: 09121234567');
  });

  it('needs an item of the other member to start, and refuses chatting with yourself', async () => {
    const someone = await chatter(t, 'chat.someone@example.com');
    const noItem = await send(someone, creator, 'Hi');
    expect(noItem.statusCode).toBe(422);
    expect(noItem.json().code).toBe('chat_item_required');
    const ownItem = await send(creator, someone, 'Hi', { itemId: needId });
    expect(ownItem.statusCode).toBe(422);
    expect(ownItem.json().code).toBe('chat_item_not_theirs');
    const self = await send(creator, creator, 'Me', { itemId: needId });
    expect(self.statusCode).toBe(422);
    expect(self.json().code).toBe('chat_self');
  });

  it("lets a need's owner start a chat with a member who answered it, and no one else", async () => {
    const answerer = await chatter(t, 'chat.answerer@example.com');
    const silent = await chatter(t, 'chat.silent@example.com');
    const comment = (who: Chatter, itemId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/items/${itemId}/comments`,
        headers: bearer(who.token),
        payload: { body: 'I can do this' },
      });
    expect((await comment(answerer, needId)).statusCode).toBe(201);
    expect((await comment(silent, ideaId)).statusCode).toBe(201);

    const toAnswerer = await send(creator, answerer, 'Thanks, tell me more', { itemId: needId });
    expect(toAnswerer.statusCode).toBe(201);
    const view = (await get(answerer, `/api/chat/${creator.id}`)).json();
    expect(view).toMatchObject({ started: true, item: { id: needId, section: 'need' } });

    // Not a member who did not answer the need, nor an idea's commenter (ideas stay closed).
    const toSilent = await send(creator, silent, 'Hello', { itemId: needId });
    expect(toSilent.statusCode).toBe(422);
    expect(toSilent.json().code).toBe('chat_item_not_theirs');
    const aboutIdea = await send(creator, silent, 'Hello', { itemId: ideaId });
    expect(aboutIdea.statusCode).toBe(422);
    expect(aboutIdea.json().code).toBe('chat_item_not_theirs');
    // Another member cannot use someone else's need to reach its answerer.
    const outsider = await send(stranger, answerer, 'Hi', { itemId: needId });
    expect(outsider.statusCode).toBe(422);
    expect(outsider.json().code).toBe('chat_item_not_theirs');
    const badItem = await send(creator, answerer, 'Hi', { itemId: 'not-an-id' });
    expect(badItem.statusCode).toBeGreaterThanOrEqual(400);
    expect(badItem.statusCode).toBeLessThan(500);
  });

  it('opens no new conversation through a need an operator hid', async () => {
    const hidden = (
      await createItem(t.db.db, { ownerId: creator.id, section: 'need', title: 'Hidden need' })
    ).id;
    const answerer = await chatter(t, 'chat.hidden-answerer@example.com');
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/items/${hidden}/comments`,
      headers: bearer(answerer.token),
      payload: { body: 'I can help' },
    });
    expect(answered.statusCode).toBe(201);
    await t.db.db.update(items).set({ hiddenAt: new Date() }).where(eq(items.id, hidden));
    const refused = await send(creator, answerer, 'Hello', { itemId: hidden });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('chat_item_not_theirs');
  });

  it('is refused by the database too when the app would let a conversation start that the rules do not', async () => {
    const silent = await chatter(t, 'chat.silent-db@example.com');
    const payload = JSON.stringify({
      sender_id: creator.id,
      recipient_id: silent.id,
      item_id: needId,
      client_id: randomUUID(),
      may_start: true,
    });
    const failure = await t.db.db.execute(sql`select chat_send(${payload}::jsonb, 'Hi')`).then(
      () => 'sent',
      (error: unknown) => `${String(error)} ${String((error as { cause?: unknown }).cause)}`,
    );
    expect(failure).toContain('chat_item_not_theirs');
    const stored = await t.db.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.recipientId, silent.id));
    expect(stored).toEqual([]);
  });

  it('shows the conversation with its member, item and receipts', async () => {
    const view = (await get(buyer, `/api/chat/${creator.id}`)).json();
    expect(view).toMatchObject({
      member: { id: creator.id, name: null, initial: null, avatar: null },
      item: { id: ideaId, section: 'idea', title: 'Chatty idea' },
      started: true,
      blocked_by_me: false,
      blocked_me: false,
    });
    const none = (await get(buyer, `/api/chat/${stranger.id}`)).json();
    expect(none).toMatchObject({ started: false, item: null, unread: 0 });
  });
});

describe('sending', () => {
  it('stores a retried message once (client_id) and answers it again', async () => {
    const clientId = randomUUID();
    const first = await send(buyer, creator, 'Only once', { clientId });
    const again = await send(buyer, creator, 'Only once', { clientId });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const rows = await t.db.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.senderId, buyer.id), eq(chatMessages.clientId, clientId)));
    expect(rows).toHaveLength(1);
    const parallel = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => send(buyer, creator, 'Raced', { clientId: parallel })),
    );
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
  });

  it.each([
    [{ body: '', client_id: randomUUID() }, 'body', 'Please write a message'],
    [{ body: '   ', client_id: randomUUID() }, 'body', 'Please write a message'],
    [
      { body: 'x'.repeat(2001), client_id: randomUUID() },
      'body',
      'A message can be at most 2,000 characters',
    ],
    [{ body: 'hi', client_id: 'not-a-uuid' }, 'client_id', 'A message needs a client id (a UUID)'],
    [{ body: 'hi' }, 'client_id', 'A message needs a client id (a UUID)'],
    [{ body: 7, client_id: randomUUID() }, 'body', 'Please write a message'],
  ])('refuses %j with 422 and stores nothing', async (payload, field, text) => {
    const before = (await t.db.db.select().from(chatMessages)).length;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/chat/${creator.id}/messages`,
      headers: bearer(buyer.token),
      payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([text]);
    expect((await t.db.db.select().from(chatMessages)).length).toBe(before);
  });

  it('takes 2000 characters after trimming, and keeps contact details as written', async () => {
    const long = `  ${'ا'.repeat(2000)}  `;
    const response = await send(buyer, creator, long);
    expect(response.statusCode).toBe(201);
    expect(Array.from(response.json().body as string)).toHaveLength(2000);
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999999999999'])(
    'answers the malformed member id %s with 422',
    async (id) => {
      const response = await get(buyer, `/api/chat/${id}/messages`);
      expect(response.statusCode).toBe(422);
    },
  );

  it('needs a member', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/chat/${creator.id}/messages`,
      payload: { body: 'hi', client_id: randomUUID() },
    });
    expect(response.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/chat/contacts' })).statusCode).toBe(401);
    const unknown = await get(buyer, `/api/chat/${creator.id + 100000}/messages`);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('history and contacts', () => {
  it('pages a conversation newest first without gaps or repeats', async () => {
    const a = await chatter(t, 'chat.pager.a@example.com');
    const ownItem = await createItem(t.db.db, { ownerId: a.id, section: 'need' });
    const b = await chatter(t, 'chat.pager.b@example.com');
    const sent: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const from = i % 2 === 0 ? b : a;
      const to = i % 2 === 0 ? a : b;
      const response = await send(from, to, `Message ${i}`, { itemId: ownItem.id });
      expect(response.statusCode, response.body).toBe(201);
      sent.push(response.json().id);
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/chat/${b.id}/messages?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await get(a, url)).json();
      seen.push(...page.messages.map((message: { id: number }) => message.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual([...sent].reverse());
    const other = (await get(buyer, `/api/chat/${creator.id}/messages?limit=1`)).json();
    const foreign = await get(a, `/api/chat/${b.id}/messages?cursor=${other.next_cursor}`);
    expect(foreign.statusCode).toBe(422);
  });

  it("lists contacts as the seed's Contact, newest first, with exact unread counts", async () => {
    const owner = await chatter(t, 'chat.contacts.owner@example.com');
    const need = await createItem(t.db.db, {
      ownerId: owner.id,
      section: 'need',
      title: 'Contacts need',
    });
    const first = await chatter(t, 'chat.contacts.first@example.com');
    const second = await chatter(t, 'chat.contacts.second@example.com');
    await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: bearer(second.token),
      payload: { first_name: 'Sara', last_name: 'Ahmadi' },
    });
    await send(first, owner, 'First says hello', { itemId: need.id });
    await send(second, owner, 'A long first message that goes past the preview', {
      itemId: need.id,
    });
    await Promise.all([1, 2, 3, 4].map((n) => send(second, owner, `Burst ${n}`)));
    const page = (await get(owner, '/api/chat/contacts')).json();
    expect(page.contacts).toEqual([
      {
        id: second.id,
        name: 'Sara Ahmadi',
        avatar: null,
        initial: 'S',
        lastMessage: expect.stringMatching(/^Burst \d$/),
        date: expect.any(String),
        unReadMessage: 5,
        item: { id: need.id, section: 'need', title: 'Contacts need' },
      },
      {
        id: first.id,
        name: null,
        avatar: null,
        initial: null,
        lastMessage: 'First says hello',
        date: expect.any(String),
        unReadMessage: 1,
        item: { id: need.id, section: 'need', title: 'Contacts need' },
      },
    ]);
    expect((await get(owner, '/api/chat/unread')).json()).toEqual({ unread_total: 6 });
    const previews = (await get(first, '/api/chat/contacts')).json();
    expect(previews.contacts[0]).toMatchObject({ id: owner.id, unReadMessage: 0 });

    // Reading up to a message leaves the later ones unread; reading the last clears it.
    const history = (await get(owner, `/api/chat/${second.id}/messages`)).json();
    const ids = history.messages.map((message: { id: number }) => message.id) as number[];
    const read = (id: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/chat/${second.id}/read`,
        headers: bearer(owner.token),
        payload: { message_id: id },
      });
    expect((await read(ids[2]!)).json()).toEqual({ read_up_to: ids[2], unread_total: 3 });
    expect((await read(ids[0]!)).json()).toEqual({ read_up_to: ids[0], unread_total: 1 });
    expect((await read(ids[3]!)).json()).toEqual({ read_up_to: ids[0], unread_total: 1 });
    const view = (await get(second, `/api/chat/${owner.id}`)).json();
    expect(view).toMatchObject({ read_up_to: ids[0], delivered_up_to: ids[0] });
    const foreign = await read(999_999_999);
    expect(foreign.statusCode).toBe(404);
  });

  it("names the conversation's item in the contact row, an idea's title masked for a non-buyer", async () => {
    const seller = await chatter(t, 'chat.row.seller@example.com');
    const reader = await chatter(t, 'chat.row.reader@example.com');
    const need = await createItem(t.db.db, { ownerId: reader.id, section: 'need' });
    const idea = await createItem(t.db.db, {
      ownerId: seller.id,
      title: 'Bikes, call 09121234567',
    });
    await send(seller, reader, 'I can help', { itemId: need.id });
    // The seller names their own idea: the conversation is about it now.
    await send(seller, reader, 'See my idea', { itemId: idea.id });
    const row = async (who: Chatter, peer: Chatter) =>
      (await get(who, '/api/chat/contacts'))
        .json()
        .contacts.find((contact: { id: number }) => contact.id === peer.id);
    expect((await row(reader, seller)).item).toEqual({
      id: idea.id,
      section: 'idea',
      title: 'Bikes, call •••',
    });
    expect((await row(seller, reader)).item.title).toBe('Bikes, call 09121234567');
  });

  it('catches up after a message id, on both sides of every conversation', async () => {
    const before = (await get(creator, '/api/chat/sync?after=0')).json();
    const last = before.messages.at(-1).id as number;
    const mine = await send(creator, buyer, 'From another device');
    const theirs = await send(buyer, creator, 'While you were away');
    const after = (await get(creator, `/api/chat/sync?after=${last}`)).json();
    expect(after.messages.map((message: { id: number }) => message.id)).toEqual([
      mine.json().id,
      theirs.json().id,
    ]);
    expect(after.has_more).toBe(false);
    expect((await get(creator, '/api/chat/sync?after=-1')).statusCode).toBe(422);
    expect((await get(creator, '/api/chat/sync')).statusCode).toBe(422);
  });
});

describe('blocking, reporting and the rate limit', () => {
  it('refuses the messages of a blocked member until unblocked', async () => {
    const block = (method: 'POST' | 'DELETE') =>
      t.app.inject({
        method,
        url: `/api/chat/${stranger.id}/block`,
        headers: bearer(creator.token),
      });
    expect((await block('POST')).json()).toEqual({ status: 'ok' });
    const refused = await send(stranger, creator, 'Are you there?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('chat_blocked');
    const own = await send(creator, stranger, 'One thing');
    expect(own.json().code).toBe('chat_you_blocked');
    expect((await get(stranger, `/api/chat/${creator.id}`)).json().blocked_me).toBe(true);
    expect((await block('DELETE')).json()).toEqual({ status: 'ok' });
    expect((await send(stranger, creator, 'Now?')).statusCode).toBe(201);
  });

  it('takes one report per member and conversation', async () => {
    const report = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/chat/${creator.id}/report`,
        headers: bearer(stranger.token),
        payload,
      });
    expect((await report({ reason: '' })).statusCode).toBe(422);
    expect((await report({ reason: 'Asks me to pay outside the app' })).json()).toEqual({
      status: 'ok',
    });
    expect((await report({ reason: 'again' })).statusCode).toBe(409);
    const rows = await t.db.db.select().from(reports).where(eq(reports.reporterId, stranger.id));
    expect(rows).toMatchObject([
      {
        kind: 'chat',
        reportedId: creator.id,
        status: 'open',
        reason: 'Asks me to pay outside the app',
      },
    ]);
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/chat/${buyer.id}/report`,
      headers: bearer(stranger.token),
      payload: { reason: 'x' },
    });
    expect(none.statusCode).toBe(404);
  });

  it('limits sends per member per minute with 429 and Retry-After', async () => {
    const limited = await createTestApp({ config: { chatRateLimit: 3 } });
    try {
      const owner = await chatter(limited, 'limit.owner@example.com');
      const talker = await chatter(limited, 'limit.talker@example.com');
      const need = await createItem(limited.db.db, { ownerId: owner.id, section: 'need' });
      const statuses: number[] = [];
      let refusal;
      for (let i = 0; i < 4; i += 1) {
        const response = await sendMessage(limited.app, talker, owner.id, `n${i}`, {
          itemId: need.id,
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) refusal = response;
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      expect(Number(refusal?.headers['retry-after'])).toBeGreaterThan(0);
      expect(refusal?.json().code).toBe('chat_rate_limited');
      expect(await limited.db.db.select().from(chatMessages)).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { chatter, type Chatter } from '../../../test/helpers/chat';
import { createItem } from '../../../test/helpers/factories';
import { postAs, signedInOperator } from '../../../test/helpers/members';
import { bearer } from '../../../test/helpers/sign-in';
import { items, reports } from '../../db/schema';

let t: TestApp;
let owner: Chatter;
let answerer: Chatter;
let outsider: Chatter;
let needId: string;
let otherNeedId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await chatter(t, 'reply.owner@example.com');
  answerer = await chatter(t, 'reply.answerer@example.com');
  outsider = await chatter(t, 'reply.outsider@example.com');
  needId = (await createItem(t.db.db, { ownerId: owner.id, section: 'need', title: 'A ride' })).id;
  otherNeedId = (await createItem(t.db.db, { ownerId: owner.id, section: 'need' })).id;
});
afterAll(() => t.close());

const post = (who: Chatter | null, payload: object, itemId = needId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/items/${itemId}/comments`,
    payload,
    headers: who ? bearer(who.token) : {},
  });
const count = async (itemId = needId) =>
  (await t.db.db.select().from(items).where(eq(items.id, itemId)))[0]?.commentCount ?? 0;

describe('replies to an answer (issue 32)', () => {
  it("lets the need's owner reply and the answer's author answer back, shown under the answer", async () => {
    const answer = (await post(answerer, { body: 'I drive there every day' })).json();
    const reply = await post(owner, { body: 'Great, when do you leave?', parent_id: answer.id });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({
      parent_id: answer.id,
      can_delete: true,
      can_reply: false,
    });
    const back = await post(answerer, { body: 'At eight', parent_id: answer.id });
    expect(back.statusCode).toBe(201);

    const listed = (await t.app.inject({ url: `/api/items/${needId}/comments` })).json();
    const thread = listed.comments.find((c: { id: string }) => c.id === answer.id);
    expect(thread).toMatchObject({ parent_id: null, can_reply: false, can_message: false });
    // What each reader may do with the answer, as the server decides it.
    const seenBy = async (who: Chatter) =>
      (await t.app.inject({ url: `/api/items/${needId}/comments`, headers: bearer(who.token) }))
        .json()
        .comments.find((c: { id: string }) => c.id === answer.id);
    expect(await seenBy(owner)).toMatchObject({ can_reply: true, can_message: true });
    expect(await seenBy(answerer)).toMatchObject({ can_reply: true, can_message: false });
    expect(await seenBy(outsider)).toMatchObject({ can_reply: false, can_message: false });
    expect(thread.replies.map((r: { body: string }) => r.body)).toEqual([
      'Great, when do you leave?',
      'At eight',
    ]);
    // A reply is not listed again as a comment of its own.
    expect(listed.comments.map((c: { body: string }) => c.body)).not.toContain('At eight');
  });

  it('refuses a reply from a member who is neither the owner nor the author', async () => {
    const answer = (await post(answerer, { body: 'Try the bus' })).json();
    const before = await count();
    const refused = await post(outsider, { body: 'Me too', parent_id: answer.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('comment_reply_refused');
    expect(await count()).toBe(before);
    const visitor = await post(null, { body: 'Hi', parent_id: answer.id });
    expect(visitor.statusCode).toBe(401);
  });

  it('keeps replies one level deep and on the same item, with 4xx for bad input', async () => {
    const answer = (await post(answerer, { body: 'Ask the neighbours' })).json();
    const reply = (await post(owner, { body: 'Which ones?', parent_id: answer.id })).json();
    const nested = await post(answerer, { body: 'Upstairs', parent_id: reply.id });
    expect(nested.statusCode).toBe(422);
    expect(nested.json().code).toBe('comment_reply_invalid');
    const elsewhere = await post(owner, { body: 'Wrong place', parent_id: answer.id }, otherNeedId);
    // A comment of another item is not found from this one (its existence is not told).
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe('comment_not_found');
    const gone = await post(owner, { body: 'Hello?', parent_id: randomUUID() });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('comment_not_found');
    for (const parent of ['not-a-uuid', 42, '']) {
      const bad = await post(owner, { body: 'Hi', parent_id: parent });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.parent_id).toEqual([
        'A reply goes under a comment on the same item, not under another reply',
      ]);
    }
  });

  it('deletes the replies with their answer and counts them off the item', async () => {
    const answer = (await post(answerer, { body: 'I have a van' })).json();
    await post(owner, { body: 'How big?', parent_id: answer.id });
    await post(answerer, { body: 'Three seats', parent_id: answer.id });
    const before = await count();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/comments/${answer.id}`,
      headers: bearer(owner.token),
    });
    expect(removed.json()).toEqual({ status: 'ok' });
    expect(await count()).toBe(before - 3);
    const listed = (await t.app.inject({ url: `/api/items/${needId}/comments` })).json();
    const bodies = JSON.stringify(listed.comments);
    expect(bodies).not.toContain('Three seats');
  });

  it('hides the replies with an answer an operator hides, and counts them off', async () => {
    const answer = (await post(answerer, { body: 'Rude answer' })).json();
    await post(owner, { body: 'Please be polite', parent_id: answer.id });
    await postAs(t, owner.token, `/api/comments/${answer.id}/report`, { reason: 'Rude' });
    const before = await count();
    const [filed] = await t.db.db.select().from(reports).where(eq(reports.targetId, answer.id));
    const operator = await signedInOperator(t);
    const resolved = await postAs(t, operator.token, `/api/admin/reports/${filed!.id}/resolve`, {
      action: 'hide',
    });
    expect(resolved.statusCode).toBe(200);
    expect(await count()).toBe(before - 2);
    const listed = JSON.stringify(
      (await t.app.inject({ url: `/api/items/${needId}/comments` })).json(),
    );
    expect(listed).not.toContain('Please be polite');
    // An operator reads the thread, both marked hidden.
    const seen = (
      await t.app.inject({
        url: `/api/items/${needId}/comments`,
        headers: bearer(operator.token),
      })
    )
      .json()
      .comments.find((c: { id: string }) => c.id === answer.id);
    expect(seen).toMatchObject({ hidden: true, replies: [{ hidden: true }] });
  });

  it('refuses a reply to an answer hidden or deleted, as unknown, and counts nothing', async () => {
    const hidden = (await post(answerer, { body: 'Spam answer' })).json();
    await postAs(t, owner.token, `/api/comments/${hidden.id}/report`, { reason: 'Spam' });
    const [filed] = await t.db.db.select().from(reports).where(eq(reports.targetId, hidden.id));
    const operator = await signedInOperator(t);
    await postAs(t, operator.token, `/api/admin/reports/${filed!.id}/resolve`, { action: 'hide' });
    const deleted = (await post(answerer, { body: 'Withdrawn answer' })).json();
    await t.app.inject({
      method: 'DELETE',
      url: `/api/comments/${deleted.id}`,
      headers: bearer(answerer.token),
    });
    const before = await count();
    for (const parent of [hidden.id, deleted.id]) {
      const refused = await post(owner, { body: 'Still there?', parent_id: parent });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe('comment_not_found');
    }
    expect(await count()).toBe(before);
  });
});

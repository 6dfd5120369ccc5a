import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { sendMessage } from '../../../test/helpers/chat';
import { createItem } from '../../../test/helpers/factories';
import {
  postAs,
  signedInMember,
  signedInOperator,
  type SignedIn,
} from '../../../test/helpers/members';
import { bearer } from '../../../test/helpers/sign-in';
import { auditLog, chatMessages, comments, items, reports } from '../../db/schema';

let t: TestApp;
let operator: SignedIn;
let owner: SignedIn;
let reader: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ config: { chatRateLimit: 1000 } });
  operator = await signedInOperator(t);
  owner = await signedInMember(t);
  reader = await signedInMember(t);
  other = await signedInMember(t);
});
afterAll(() => t.close());

const report = (who: SignedIn, itemId: string, reason = 'Spam') =>
  postAs(t, who.token, `/api/items/${itemId}/report`, { reason });
const queue = (query = '') =>
  t.app.inject({ url: `/api/admin/reports${query}`, headers: bearer(operator.token) });
const resolve = (id: string, payload: object, who = operator) =>
  postAs(t, who.token, `/api/admin/reports/${id}/resolve`, payload);
const auditOf = (reportId: string) =>
  t.db.db.select().from(auditLog).where(eq(auditLog.objectId, reportId));
const reportOn = async (targetId: string, reporterId: number) =>
  (
    await t.db.db
      .select()
      .from(reports)
      .where(and(eq(reports.targetId, targetId), eq(reports.reporterId, reporterId)))
  )[0]!;

describe('a member reports an item (issue 29)', () => {
  it('files it once per member and item, against its owner', async () => {
    const item = await createItem(t.db.db, { ownerId: owner.id });
    expect((await report(reader, item.id)).json()).toEqual({ status: 'ok' });
    const again = await report(reader, item.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('item_reported');
    const row = await reportOn(item.id, reader.id);
    expect(row).toMatchObject({ kind: 'item', reportedId: owner.id, reason: 'Spam' });
    expect((await report(other, item.id)).statusCode).toBe(200);
  });

  it('refuses the owner their own item, and a visitor', async () => {
    const item = await createItem(t.db.db, { ownerId: owner.id });
    const own = await report(owner, item.id);
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('item_report_own');
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/items/${item.id}/report`,
      payload: { reason: 'x' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('answers 404 for an item the member cannot see: a draft, a hidden one, none', async () => {
    const draft = await createItem(t.db.db, { ownerId: owner.id, status: 'draft' });
    const hidden = await createItem(t.db.db, { ownerId: owner.id, hiddenAt: new Date() });
    const blocked = await createItem(t.db.db, { ownerId: owner.id, ownerBlocked: true });
    for (const id of [draft.id, hidden.id, blocked.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await report(reader, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('item_not_found');
    }
  });

  it('refuses an empty or too long reason on its field', async () => {
    const item = await createItem(t.db.db, { ownerId: owner.id });
    expect((await report(reader, item.id, ' ')).statusCode).toBe(422);
    expect((await report(reader, item.id, 'x'.repeat(501))).statusCode).toBe(422);
  });
});

describe('the queue', () => {
  it('is closed to members and visitors', async () => {
    const member = await t.app.inject({ url: '/api/admin/reports', headers: bearer(reader.token) });
    expect(member.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/reports' })).statusCode).toBe(401);
    const resolved = await resolve('00000000-0000-4000-8000-000000000000', {}, reader);
    expect(resolved.statusCode).toBe(403);
  });

  it('lists open reports oldest first, 50 a page, with members and content', async () => {
    // Closes what the other tests left open, so the queue holds this test's reports alone.
    await t.db.db
      .update(reports)
      .set({ status: 'closed', resolution: 'dismiss', resolvedAt: new Date() })
      .where(eq(reports.status, 'open'));
    const item = await createItem(t.db.db, {
      ownerId: owner.id,
      title: 'Queued idea',
      summary: 'Its summary',
    });
    const reporters: SignedIn[] = [];
    for (let i = 0; i < 53; i += 1) reporters.push(await signedInMember(t));
    for (const [i, who] of reporters.entries()) {
      await t.db.db.insert(reports).values({
        kind: 'item',
        targetId: item.id,
        reporterId: who.id,
        reportedId: owner.id,
        reason: `reason ${i}`,
        createdAt: new Date(Date.UTC(2024, 0, 1, 0, 0, i)),
      });
    }
    const first = (await queue()).json();
    expect(first.reports).toHaveLength(50);
    expect(first.reports[0]).toMatchObject({
      kind: 'item',
      target_id: item.id,
      reason: 'reason 0',
      status: 'open',
      reporter_id: String(reporters[0]!.id),
      reported_id: String(owner.id),
      reporter: { id: String(reporters[0]!.id), blocked: false },
      reported: { id: String(owner.id) },
      content: { text: 'Its summary', item_id: item.id, item_title: 'Queued idea', hidden: false },
      resolution: null,
    });
    const second = (await queue(`?cursor=${first.next_cursor}`)).json();
    expect(second.next_cursor).toBeNull();
    const reasons = [...first.reports, ...second.reports].map((r: { reason: string }) => r.reason);
    expect(reasons).toEqual(reporters.map((_, i) => `reason ${i}`));
    expect((await queue('?kind=comment')).json().reports).toEqual([]);
    expect((await queue('?cursor=nonsense')).statusCode).toBe(422);
    // A cursor of the open queue pages no other list.
    expect((await queue(`?status=closed&cursor=${first.next_cursor}`)).statusCode).toBe(422);
    // One decision closes all 53.
    const closed = await resolve(first.reports[0].id, { action: 'dismiss' });
    expect(closed.statusCode).toBe(200);
    expect((await queue()).json().reports).toEqual([]);
    const history = (await queue('?status=closed&kind=item')).json().reports;
    expect(history[0]).toMatchObject({ status: 'closed', resolution: 'dismiss' });
    expect(await t.app.services.reports.openCount()).toBe(0);
  });
});

describe('resolving a report', () => {
  it('hides a reported item with the note as its reason, closes the others on it, audited', async () => {
    const item = await createItem(t.db.db, { ownerId: owner.id });
    await report(reader, item.id, 'Stolen idea');
    await report(other, item.id, 'Copied');
    const first = await reportOn(item.id, reader.id);
    const second = await reportOn(item.id, other.id);
    const response = await resolve(first.id, { action: 'hide', note: 'Copied from elsewhere' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'closed',
      resolution: 'hide',
      note: 'Copied from elsewhere',
      resolved_by: String(operator.id),
      content: { hidden: true },
    });
    const [row] = await t.db.db.select().from(items).where(eq(items.id, item.id));
    expect(row!.hiddenAt).not.toBeNull();
    expect(row!.hiddenReason).toBe('Copied from elsewhere');
    expect(await reportOn(item.id, other.id)).toMatchObject({
      status: 'closed',
      resolution: 'hide',
    });
    const [entry] = await auditOf(first.id);
    expect(entry).toMatchObject({
      actorId: operator.id,
      action: 'report.hide',
      objectType: 'report',
      before: { status: 'open', target: { hidden: false, hidden_reason: null } },
      after: {
        status: 'closed',
        closed_with: [second.id],
        target: { hidden: true, hidden_reason: 'Copied from elsewhere' },
      },
    });
    const twice = await resolve(first.id, { action: 'dismiss' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('report_closed');
    expect(await auditOf(first.id)).toHaveLength(1);
  });

  it("hides with the report's reason when no note is given", async () => {
    const item = await createItem(t.db.db, { ownerId: owner.id });
    await report(reader, item.id, 'Offensive title');
    const filed = await reportOn(item.id, reader.id);
    expect((await resolve(filed.id, { action: 'hide' })).statusCode).toBe(200);
    const [row] = await t.db.db.select().from(items).where(eq(items.id, item.id));
    expect(row!.hiddenReason).toBe('Offensive title');
  });

  it('hides a reported comment and takes it off the count; dismiss leaves one shown', async () => {
    const item = await createItem(t.db.db, { ownerId: owner.id });
    const posted = async (body: string) =>
      (await postAs(t, other.token, `/api/items/${item.id}/comments`, { body })).json()
        .id as string;
    const bad = await posted('A rude comment');
    const fine = await posted('A fine comment');
    await postAs(t, reader.token, `/api/comments/${bad}/report`, { reason: 'Rude' });
    await postAs(t, reader.token, `/api/comments/${fine}/report`, { reason: 'Meh' });
    const hideIt = await reportOn(bad, reader.id);
    const keepIt = await reportOn(fine, reader.id);
    expect((await queue('?kind=comment')).json().reports[0]).toMatchObject({
      id: hideIt.id,
      content: { text: 'A rude comment', item_id: item.id, hidden: false },
      reported_id: String(other.id),
    });
    expect((await resolve(hideIt.id, { action: 'hide' })).statusCode).toBe(200);
    expect((await resolve(keepIt.id, { action: 'dismiss', note: 'Fine' })).json()).toMatchObject({
      resolution: 'dismiss',
      note: 'Fine',
    });
    const [badRow] = await t.db.db.select().from(comments).where(eq(comments.id, bad));
    expect(badRow!.hiddenAt).not.toBeNull();
    const [row] = await t.db.db.select().from(items).where(eq(items.id, item.id));
    expect(row!.commentCount).toBe(1);
    const listed = await t.app.inject({
      url: `/api/items/${item.id}/comments`,
      headers: bearer(reader.token),
    });
    expect(listed.json().comments.map((c: { id: string }) => c.id)).toEqual([fine]);
    // The author deleting their hidden comment moves no count: it is gone for them already.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/comments/${bad}`,
      headers: bearer(other.token),
    });
    expect(removed.statusCode).toBe(404);
    expect((await auditOf(keepIt.id))[0]).toMatchObject({ action: 'report.dismiss' });
  });

  it('hides every message the reported member sent in the conversation, and only theirs', async () => {
    const need = await createItem(t.db.db, { ownerId: owner.id, section: 'need' });
    expect((await sendMessage(t.app, other, owner.id, 'Hi', { itemId: need.id })).statusCode).toBe(
      201,
    );
    await sendMessage(t.app, owner, other.id, 'You are rude');
    await sendMessage(t.app, owner, other.id, 'Very rude');
    const filed = await postAs(t, other.token, `/api/chat/${owner.id}/report`, { reason: 'Abuse' });
    expect(filed.statusCode).toBe(200);
    const row = await reportOn(
      (await t.db.db.select().from(chatMessages).where(eq(chatMessages.senderId, other.id)))[0]!
        .conversationId,
      other.id,
    );
    const shown = (await queue('?kind=chat')).json().reports[0];
    expect(shown).toMatchObject({
      id: row.id,
      reported_id: String(owner.id),
      content: { text: 'Very rude', item_id: need.id, hidden: false },
    });
    expect(shown.content.messages.map((m: { body: string }) => m.body)).toEqual([
      'Hi',
      'You are rude',
      'Very rude',
    ]);
    const contactsOf = async () =>
      (await t.app.inject({ url: '/api/chat/contacts', headers: bearer(other.token) })).json()
        .contacts[0];
    expect(await contactsOf()).toMatchObject({ lastMessage: 'Very rude', unReadMessage: 2 });
    const resolved = (await resolve(row.id, { action: 'hide' })).json();
    expect(resolved.content.hidden).toBe(true);
    expect(
      resolved.content.messages.map((m: { body: string; hidden: boolean }) => [m.body, m.hidden]),
    ).toEqual([
      ['Hi', false],
      ['You are rude', true],
      ['Very rude', true],
    ]);
    const history = await t.app.inject({
      url: `/api/chat/${owner.id}/messages`,
      headers: bearer(other.token),
    });
    expect(history.json().messages.map((m: { body: string }) => m.body)).toEqual(['Hi']);
    expect(await contactsOf()).toMatchObject({ lastMessage: 'Hi', unReadMessage: 0 });
    const [entry] = await auditOf(row.id);
    expect(
      (entry!.after as { target: { hidden_messages: number[] } }).target.hidden_messages,
    ).toHaveLength(2);
  });

  it('refuses to hide what was deleted (dismiss still works), and writes no entry for it', async () => {
    const item = await createItem(t.db.db, { ownerId: owner.id });
    const posted = await postAs(t, other.token, `/api/items/${item.id}/comments`, { body: 'x' });
    const commentId = posted.json().id as string;
    await postAs(t, reader.token, `/api/comments/${commentId}/report`, { reason: 'Rude' });
    const filed = await reportOn(commentId, reader.id);
    await t.db.db.delete(comments).where(eq(comments.id, commentId));
    expect(
      (await queue('?kind=comment')).json().reports.find((r: { id: string }) => r.id === filed.id),
    ).toMatchObject({ content: null });
    const gone = await resolve(filed.id, { action: 'hide' });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().code).toBe('report_target_gone');
    expect(await auditOf(filed.id)).toEqual([]);
    expect((await reportOn(commentId, reader.id)).status).toBe('open');
    expect((await resolve(filed.id, { action: 'dismiss' })).statusCode).toBe(200);
  });

  it('answers 404 for a report that does not exist', async () => {
    const missing = await resolve('00000000-0000-4000-8000-000000000000', { action: 'dismiss' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('report_not_found');
    // An id that is not one is refused on its field, like every path id of the API.
    expect((await resolve('not-a-uuid', { action: 'dismiss' })).statusCode).toBe(422);
    const item = await createItem(t.db.db, { ownerId: owner.id });
    await report(reader, item.id);
    const filed = await reportOn(item.id, reader.id);
    expect((await resolve(filed.id, { action: 'delete' })).statusCode).toBe(422);
  });

  it('writes the action and its entry together: a failing entry leaves the report open', async () => {
    const item = await createItem(t.db.db, { ownerId: owner.id });
    await report(reader, item.id);
    const filed = await reportOn(item.id, reader.id);
    const { audit } = t.app.services;
    const record = audit.record;
    audit.record = () => Promise.reject(new Error('the audit log is down'));
    try {
      expect((await resolve(filed.id, { action: 'hide' })).statusCode).toBe(500);
    } finally {
      audit.record = record;
    }
    expect((await reportOn(item.id, reader.id)).status).toBe('open');
    const [row] = await t.db.db.select().from(items).where(eq(items.id, item.id));
    expect(row!.hiddenAt).toBeNull();
  });

  it('lets one of two operators decide a report at the same time', async () => {
    const second = await signedInOperator(t);
    const item = await createItem(t.db.db, { ownerId: owner.id });
    await report(reader, item.id);
    const filed = await reportOn(item.id, reader.id);
    const answers = await Promise.all([
      resolve(filed.id, { action: 'hide' }),
      resolve(filed.id, { action: 'dismiss' }, second),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(filed.id)).toHaveLength(1);
  });
});

describe("a member's reports, for the console's member page", () => {
  it('gives those filed by them and against them, newest first', async () => {
    const accused = await signedInMember(t);
    const first = await createItem(t.db.db, { ownerId: accused.id });
    const second = await createItem(t.db.db, { ownerId: accused.id });
    await report(reader, first.id, 'first');
    await report(reader, second.id, 'second');
    const { by, against } = await t.app.services.reports.forMember(accused.id);
    expect(by).toEqual([]);
    expect(against.map((r) => r.reason)).toEqual(['second', 'first']);
    const filed = await t.app.services.reports.forMember(reader.id);
    expect(filed.by.slice(0, 2).map((r) => r.reason)).toEqual(['second', 'first']);
  });
});

import { notificationKinds, type Notification } from '@ideabazaar/shared/schemas/notifications';
import { expect, it } from 'vitest';
import { notificationTarget } from '@ideabazaar/shared/notifications/target';
import { paths } from '@/config/paths';

const of = (overrides: Partial<Notification>): Notification => ({
  id: '1',
  kind: 'sale',
  created_at: '2026-11-20T08:30:00.000Z',
  read: false,
  item: { id: '42', title: 'Solar kettle', section: 'idea' },
  actor: { id: '9', name: 'Sara' },
  amount: null,
  count: null,
  ref: null,
  detail: null,
  ...overrides,
});

// The list's row, the e-mail's link and the push's click open these (the shared function), and
// each is a route of the web app, built as the app builds it.

it('opens the screen each kind concerns', () => {
  const need = { id: '43', title: 'Warm tea', section: 'need' as const };
  const expected: Record<Notification['kind'], string> = {
    sale: paths.transactions.href(),
    purchase: paths.theIdea.href('42'),
    offer_made: paths.myIdea.href('42'),
    offer_accepted: paths.theIdea.href('42'),
    offer_declined: paths.theIdea.href('42'),
    offer_expired: paths.theIdea.href('42'),
    withdrawal_paid: paths.wallet.href(),
    withdrawal_rejected: paths.wallet.href(),
    dispute_opened: paths.theIdea.href('42'),
    dispute_settled: paths.theIdea.href('42'),
    proceeds_released: paths.transactions.href(),
    referral_earned: paths.referralFriends.href(),
    referral_released: paths.referralFriends.href(),
    comment: paths.comments.href('42'),
    answer: paths.answers.href('43'),
    messages_unread: paths.chat.href('9'),
    need_match: paths.theIdea.href('42'),
    saved_search_match: paths.theNeed.href('43'),
    operator_decision: paths.myNeed.href('43'),
  };
  expect(expected.purchase).toBe('/TheIdea/42');
  const onNeed = new Set(['answer', 'saved_search_match', 'operator_decision']);
  for (const kind of notificationKinds) {
    const notification = of({ kind, ref: '9', ...(onNeed.has(kind) ? { item: need } : {}) });
    expect([kind, notificationTarget(notification)]).toEqual([kind, expected[kind]]);
  }
});

it('opens nothing for an item that is gone, and the chats without a member', () => {
  expect(notificationTarget(of({ kind: 'comment', item: null }))).toBeNull();
  expect(notificationTarget(of({ kind: 'purchase', item: null }))).toBeNull();
  expect(notificationTarget(of({ kind: 'messages_unread', ref: null }))).toBe(
    paths.chatHome.href(),
  );
  expect(notificationTarget(of({ kind: 'operator_decision', item: null }))).toBe(
    paths.myIdeas.href(),
  );
});

it("opens a hidden comment's item at its comments, not at its owner's page", () => {
  const hidden = { kind: 'operator_decision' as const, detail: 'comment.hide' };
  expect(notificationTarget(of(hidden))).toBe(paths.comments.href('42'));
  expect(notificationTarget(of({ ...hidden, item: null }))).toBeNull();
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@ideabazaar/shared/schemas/notifications';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { notifying } from '../../../test/notifying';
import { startRealApp, type RealApp } from '../../../test/real-app';
import { renderApp } from '../../../test/render-app';

// The notifications are the real server's, made by what members and operators do through the API
// (a sale, a comment, an offer accepted, ...): the database writes them and the dispatcher sends
// them to the page's socket. Messages left unseen remind after a second here (NOTIFY_UNSEEN_MS).
let app: RealApp;
const n = notifying(() => app);

beforeAll(async () => {
  app = await startRealApp({ config: { notifyUnseenMs: 1000 } });
});
afterAll(() => app.close());
beforeEach(() => {
  app.requests.length = 0;
  app.state.useClientState.setState({ ...app.state.initialState, loginPrompt: false });
});

/** The text a row shows, without the isolates around names and titles. */
const textOf = (element: Element) => (element.textContent ?? '').replace(/[\u2068\u2069]/g, '');
const rows = async () => {
  const list = await screen.findByRole('list', { name: /notifications|اعلان/i });
  return within(list).getAllByRole('listitem');
};
const open = (at: string) => ({ user: userEvent.setup(), ...renderApp(app.routes, at) });
const reads = () => app.requests.filter((r) => r.url === '/api/notifications/read');
const persianDigits = (value: number) =>
  String(value).replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] ?? digit);
const notificationsOf = (token: string) =>
  app.api<{ notifications: Notification[]; unread: number }>('GET', '/notifications', token);

it('the bell counts the unread ones, by name too, and follows notification.new live', async () => {
  const mina = await n.member('Mina');
  const sara = await n.member('Sara');
  const reader = await n.member('Reza');
  const own = await n.idea(mina, 'Tea flask');
  for (const body of ['First', 'Second', 'Third']) await n.comment(reader, own, body);
  const [, , oldest] = (await notificationsOf(mina)).notifications;
  await app.api('POST', '/notifications/read', mina, { ids: [oldest!.id] });
  // Mina's offer on Sara's negotiable idea, for Sara to accept while Mina's page is open.
  const kettle = await n.idea(sara, 'Solar kettle', null);
  const offer = await app.api<{ id: string }>('POST', `/items/${kettle}/offers`, mina, {
    amount: 4_000_000,
  });
  app.signInAs(mina);
  open('/notifications');
  const bell = await screen.findByRole('link', { name: 'Notifications, 2 unread' });
  expect(within(bell).getByText('2')).toBeVisible();
  expect(await rows()).toHaveLength(3);

  // The page's socket is open on the server.
  const minaId = await app.memberId(mina);
  await waitFor(async () => expect(await app.server.app.chatHub.isOnline(minaId)).toBe(true));
  await app.api('POST', `/offers/${offer.id}/accept`, sara);
  await screen.findByRole('link', { name: 'Notifications, 3 unread' });
  const [top] = await rows();
  expect(textOf(top!)).toContain(
    'Your offer of 4,000,000 Toman for Solar kettle was accepted: you may buy it at that price',
  );
  // Told twice (the same event again through the server's hub, as after a retried dispatch) it
  // is still one row. Meanwhile another device read a comment: the event carries the new total,
  // which shows it arrived.
  const [accepted, comment] = (await notificationsOf(mina)).notifications;
  const { unread } = await app.api<{ unread: number }>('POST', '/notifications/read', mina, {
    ids: [comment!.id],
  });
  await app.server.app.chatHub.publish([
    { to: [minaId], event: { type: 'notification.new', notification: accepted!, unread } },
  ]);
  await screen.findByRole('link', { name: 'Notifications, 2 unread' });
  expect(await rows()).toHaveLength(4);
});

it('lists what was made after the list was read and before the socket first opened', async () => {
  const mina = await n.member('Mina');
  const reader = await n.member('Reza');
  const own = await n.idea(mina, 'Tea flask');
  // The socket waits for its ticket (a slow network) while the list is read, empty.
  const release = app.hold((request) => request.url === '/api/ws/ticket');
  app.signInAs(mina);
  open('/notifications');
  await screen.findByText('No notifications yet');
  // A comment made now reaches no socket: the page has none yet.
  await n.comment(reader, own, 'While you were connecting');
  const minaId = await app.memberId(mina);
  expect(await app.server.app.chatHub.isOnline(minaId)).toBe(false);
  release();
  await screen.findByRole('link', { name: 'Notifications, 1 unread' });
  await waitFor(async () => expect(await rows()).toHaveLength(1));
});

it('says each notification in English and in Persian, with Persian digits, Toman and Jalali dates', async () => {
  const mina = await n.member('Mina', 250_000);
  const sara = await n.member('Sara');
  const reza = await n.member('Reza', 50_000);
  const kettle = await n.idea(mina, 'Solar kettle', 50_000);
  const need = await app.item(mina, { section: 'need' });
  const purchase = await n.buy(reza, kettle, 50_000);
  const [sale] = (await notificationsOf(mina)).notifications;
  // 08:30 UTC is 12:00 in Tehran.
  await n.notifiedAt(sale!.id, '2026-11-20T08:30:00.000Z');
  await n.withdrawalPaid(mina, 250_000);
  const nameless = await n.member();
  await n.comment(nameless, kettle);
  await n.disputeRefunded(reza, purchase);
  await n.unseenMessages(sara, mina, need, 3);
  app.signInAs(mina);
  open('/notifications');
  const english = (await rows()).map(textOf);
  expect(english).toHaveLength(6);
  expect(english[0]).toMatch(/^Unread: Sara sent you 3 messages you have not read/);
  expect(english[1]).toContain(
    'The dispute on the sale of Solar kettle was settled: the buyer was refunded',
  );
  const namelessId = await app.memberId(nameless);
  expect(english[2]).toContain('A dispute was opened on the sale of Solar kettle');
  expect(english[3]).toContain(`User ${namelessId} commented on your idea Solar kettle`);
  expect(english[4]).toContain('Your withdrawal of 250,000 Toman was paid');
  expect(english[5]).toContain('Your idea Solar kettle was sold for 45,000 Toman');
  expect(english[5]).toContain('2026-11-20 12:00');

  app.state.useClientState.setState({ language: 'fa' });
  await waitFor(async () => expect(textOf((await rows())[5]!)).toContain('فروخته شد'));
  const persian = (await rows()).map(textOf);
  expect(persian[0]).toContain('Sara ۳ پیام خوانده‌نشده برایتان فرستاده است');
  expect(persian[3]).toContain(
    `کاربر ${persianDigits(namelessId)} برای ایدهٔ شما Solar kettle نظر نوشت`,
  );
  expect(persian[4]).toContain('برداشت ۲۵۰٬۰۰۰ تومان شما پرداخت شد');
  expect(persian[5]).toContain('ایدهٔ شما Solar kettle به مبلغ ۴۵٬۰۰۰ تومان فروخته شد');
  // 20 November 2026, 12:00 in Tehran, is 29 Aban 1405.
  expect(persian[5]).toContain('۱۴۰۵/۰۸/۲۹ ۱۲:۰۰');
  expect(await screen.findByRole('link', { name: 'اعلان‌ها، ۶ خوانده‌نشده' })).toBeVisible();
});

it('marks all as read', async () => {
  const mina = await n.member('Mina');
  const reader = await n.member('Reza');
  const own = await n.idea(mina, 'Tea flask');
  for (const body of ['First', 'Second']) await n.comment(reader, own, body);
  app.signInAs(mina);
  const { user } = open('/notifications');
  await screen.findByRole('link', { name: 'Notifications, 2 unread' });
  await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
  await screen.findByRole('link', { name: 'Notifications' });
  expect(reads().map((r) => r.body)).toEqual([{ all: true }]);
  for (const row of await rows()) expect(row).toHaveAttribute('data-unread', 'false');
  expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await waitFor(async () => expect(await notificationsOf(mina)).toMatchObject({ unread: 0 }));
});

it('a row opens the screen it concerns and is marked read', async () => {
  const mina = await n.member('Mina', 50_000);
  const sara = await n.member('Sara');
  const kettle = await n.idea(sara, 'Solar kettle', 50_000);
  await n.buy(mina, kettle, 50_000);
  const need = await app.item(mina, { section: 'need' });
  await n.unseenMessages(sara, mina, need, 2);
  const [, purchased] = (await notificationsOf(mina)).notifications;
  app.signInAs(mina);
  const { user, router } = open('/notifications');
  const [, purchase] = await rows();
  await user.click(within(purchase!).getByRole('button'));
  await waitFor(() => expect(router.state.location.pathname).toBe(`/TheIdea/${kettle}`));
  expect(reads().map((r) => r.body)).toEqual([{ ids: [purchased!.id] }]);
  await screen.findByRole('link', { name: 'Notifications, 1 unread' });

  await router.navigate('/notifications');
  const [messages] = await rows();
  const saraId = await app.memberId(sara);
  await user.click(within(messages!).getByRole('button'));
  await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${saraId}`));
  expect(reads()).toHaveLength(2);
  await waitFor(async () => expect(await notificationsOf(mina)).toMatchObject({ unread: 0 }));
});

it('shows more by the cursor, and says when there is nothing yet', async () => {
  const mina = await n.member('Mina');
  const reader = await n.member('Reza');
  const own = await n.idea(mina, 'Tea flask');
  // A page holds 20.
  for (let i = 1; i <= 21; i += 1) await n.comment(reader, own, `Comment ${i}`);
  app.signInAs(mina);
  const { user, unmount } = open('/notifications');
  expect(await rows()).toHaveLength(20);
  await user.click(screen.getByRole('button', { name: 'More' }));
  await waitFor(async () => expect(await rows()).toHaveLength(21));
  expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  unmount();

  app.signInAs(await n.member());
  open('/notifications');
  expect(await screen.findByText('No notifications yet')).toBeVisible();
});

it('asks a visitor to sign in, with no bell', async () => {
  open('/notifications');
  expect(await screen.findByText('Sign in to continue')).toBeVisible();
  expect(screen.queryByRole('link', { name: /^Notifications/ })).toBeNull();
  expect(app.requests.some((r) => r.url.startsWith('/api/notifications'))).toBe(false);
});

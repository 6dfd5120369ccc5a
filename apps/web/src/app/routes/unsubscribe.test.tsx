import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { notifying } from '../../../test/notifying';
import { startRealApp, type RealApp } from '../../../test/real-app';
import { renderApp } from '../../../test/render-app';

// The e-mail's unsubscribe link, as the real server writes it: a sale of the member's idea is
// e-mailed to them (the dev outbox), and the page opens the link in that mail.
let app: RealApp;
const { member, idea, buy, emailsTo } = notifying(() => app);

beforeAll(async () => {
  app = await startRealApp();
});
afterAll(() => app.close());
beforeEach(() => {
  app.requests.length = 0;
  // A visitor: the link works without signing in.
  app.state.useClientState.setState({ ...app.state.initialState, loginPrompt: false });
});

/** A seller told of a sale by e-mail, and the path of the unsubscribe link in that mail. */
async function soldAndMailed() {
  const seller = await member('Sara');
  const buyer = await member('Reza', 50_000);
  await buy(buyer, await idea(seller, 'Solar kettle'), 50_000);
  const [mail] = await emailsTo(seller);
  const link = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no unsubscribe link in: ${mail?.text}`);
  const at = new URL(link);
  return { seller, path: `${at.pathname}${at.search}` };
}

const emailChoices = async (token: string) =>
  (await app.api<{ email: Record<string, boolean> }>('GET', '/notifications/settings', token))
    .email;

it('asks, then turns the kind off and says which, once, without signing in', async () => {
  const { seller, path } = await soldAndMailed();
  expect(path).toMatch(/^\/unsubscribe\?token=/);
  expect(await emailChoices(seller)).toMatchObject({ sale: true });
  renderApp(app.routes, path);
  // Opening the link (a mail scanner does) changes nothing until the person confirms.
  expect(await screen.findByText('Turn off these e-mails?')).toBeVisible();
  expect(
    screen.getByText(
      'You will no longer get e-mails about: Sales of your ideas. You will still see them in the app.',
    ),
  ).toBeVisible();
  expect(app.requests.filter((r) => r.url === '/api/notifications/unsubscribe')).toEqual([]);
  expect(await emailChoices(seller)).toMatchObject({ sale: true });
  await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
  expect(await screen.findByText('Unsubscribed')).toBeVisible();
  expect(
    screen.getByText(
      'You will no longer get e-mails about: Sales of your ideas. You still see them in the app.',
    ),
  ).toBeVisible();
  const token = new URLSearchParams(path.split('?')[1]).get('token');
  expect(
    app.requests.filter((r) => r.url === '/api/notifications/unsubscribe').map((r) => r.body),
  ).toEqual([{ token }]);
  expect(app.state.useClientState.getState().loginPrompt).toBe(false);
  expect(await emailChoices(seller)).toMatchObject({ sale: false });
});

it('says so in Persian', async () => {
  const { path } = await soldAndMailed();
  app.state.useClientState.setState({ language: 'fa' });
  renderApp(app.routes, path);
  expect(await screen.findByText('این ایمیل‌ها خاموش شود؟')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'لغو اشتراک' }));
  expect(await screen.findByText('اشتراک لغو شد')).toBeVisible();
  expect(screen.getByText(/دیگر این ایمیل‌ها را نمی‌گیرید: فروش ایده‌های شما/)).toBeVisible();
});

it('says when the link is not valid, and when it has no token', async () => {
  const { path } = await soldAndMailed();
  // The mail's token for another kind than it was signed for.
  const forged = path.replace('.sale.', '.purchase.');
  const { unmount } = renderApp(app.routes, forged);
  await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
  expect(await screen.findByText('We could not unsubscribe you')).toBeVisible();
  expect(screen.getByText('This unsubscribe link is not valid')).toBeVisible();
  unmount();

  renderApp(app.routes, '/unsubscribe');
  expect(await screen.findByText('We could not unsubscribe you')).toBeVisible();
  expect(app.requests.filter((r) => r.url === '/api/notifications/unsubscribe')).toHaveLength(1);
});

it("is not taken for a sign-in link, whose `token` is another's", async () => {
  const { path } = await soldAndMailed();
  // The login dialog's chunk is in, as on a second visit: it would read the link at once.
  await import('../LoginPrompt');
  renderApp(app.routes, path);
  expect(await screen.findByText('Turn off these e-mails?')).toBeVisible();
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(screen.getByText('Turn off these e-mails?')).toBeVisible();
  expect(screen.queryByText('Login successful')).toBeNull();
  expect(app.state.useClientState.getState()).toMatchObject({ auth: false, accessToken: '' });
  expect(app.requests.map((r) => r.url)).not.toContain('/api/me');
});

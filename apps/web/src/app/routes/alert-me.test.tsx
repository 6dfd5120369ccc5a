import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { notifying } from '../../../test/notifying';
import { startRealApp, type RealApp } from '../../../test/real-app';
import { renderApp } from '../../../test/render-app';

// "Alert me" on the list saves the search on the real server; its refusals (409 with a code) are
// the server's own: the same search twice, and more saved searches than a member may keep.
let app: RealApp;
const { member } = notifying(() => app);

beforeAll(async () => {
  app = await startRealApp();
});
afterAll(() => app.close());
beforeEach(() => {
  app.requests.length = 0;
  app.state.useClientState.setState({ ...app.state.initialState, loginPrompt: false });
});

const posts = () =>
  app.requests.filter((r) => r.url === '/api/saved-searches' && r.method === 'POST');
const savedOf = async (token: string) =>
  (await app.api<{ saved_searches: object[] }>('GET', '/saved-searches', token)).saved_searches;

it('saves the list search and its filters, and says so', async () => {
  const token = await member();
  app.signInAs(token);
  const user = userEvent.setup();
  renderApp(app.routes, '/?section=need&q=solar&category=technology&max_price=2000000&sort=oldest');
  await user.click(await screen.findByRole('button', { name: 'Alert me' }));
  expect(await screen.findByText('Saved: you will be told of new items that match.')).toBeVisible();
  // The sort is the list's own, not the search's.
  expect(posts().map((r) => r.body)).toEqual([
    { section: 'need', q: 'solar', category: 'technology', max_price: '2000000' },
  ]);
  expect(screen.getByRole('button', { name: 'Alert me' })).toBeDisabled();
  expect(await savedOf(token)).toMatchObject([
    { section: 'need', q: 'solar', category: 'technology', max_price: 2_000_000, min_price: null },
  ]);
});

it("shows the server's refusal, translated", async () => {
  const token = await member();
  await app.api('POST', '/saved-searches', token, { section: 'idea', q: 'solar' });
  app.signInAs(token);
  const user = userEvent.setup();
  const { unmount } = renderApp(app.routes, '/?q=solar');
  await user.click(await screen.findByRole('button', { name: 'Alert me' }));
  expect(await screen.findByText('You have saved this search already')).toBeVisible();
  unmount();

  // Twenty kept: one more is refused.
  for (let i = 1; i < 20; i += 1) {
    await app.api('POST', '/saved-searches', token, { section: 'idea', q: `kettle ${i}` });
  }
  app.state.useClientState.setState({ language: 'fa' });
  renderApp(app.routes, '/?q=tea');
  await user.click(await screen.findByRole('button', { name: 'خبرم کن' }));
  expect(
    await screen.findByText(
      'حداکثر ۲۰ جست‌وجوی ذخیره‌شده می‌توانید داشته باشید؛ اول یکی را حذف کنید',
    ),
  ).toBeVisible();
  expect(await savedOf(token)).toHaveLength(20);
});

it('asks a visitor to sign in first', async () => {
  const user = userEvent.setup();
  renderApp(app.routes, '/?q=solar');
  await user.click(await screen.findByRole('button', { name: 'Alert me' }));
  await waitFor(() => expect(app.state.useClientState.getState().loginPrompt).toBe(true));
  expect(posts()).toHaveLength(0);
});

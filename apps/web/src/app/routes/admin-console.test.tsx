import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRealApp, type RealApp } from '../../../test/real-app';
import { renderApp } from '../../../test/render-app';

let app: RealApp;
let member: string;
let operator: string;

beforeAll(async () => {
  app = await startRealApp();
  member = await app.member('console-member@example.com', { first_name: 'Mina' });
  operator = await app.operator(
    await app.member('console-operator@example.com', { first_name: 'Omid' }),
  );
});
afterAll(() => app.close());
beforeEach(() => {
  app.state.useClientState.setState({ ...app.state.initialState, loginPrompt: false });
});

describe('the console guard', () => {
  it('asks a visitor to sign in, and the button opens the sign-in dialog', async () => {
    const user = userEvent.setup();
    renderApp(app.routes, '/admin/withdrawals');
    expect(await screen.findByText('Sign in to open the console')).toBeVisible();
    expect(screen.queryByTestId('admin-nav')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(app.state.useClientState.getState().loginPrompt).toBe(true);
    // Nothing of the console was asked of the server.
    expect(app.requests.filter((sent) => sent.url.startsWith('/api/admin'))).toEqual([]);
  });

  it('tells a member the console is for operators only, and shows no entry in the profile', async () => {
    app.signInAs(member);
    renderApp(app.routes, '/admin');
    expect(await screen.findByText('Operators only')).toBeVisible();
    expect(screen.queryByTestId('admin-nav')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the app' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(app.requests.filter((sent) => sent.url.startsWith('/api/admin'))).toEqual([]);
    screen.getByRole('link', { name: 'Back to the app' }).click();
    await screen.findByText('Mina');
    expect(screen.queryByRole('link', { name: 'Operator console' })).toBeNull();
  });

  it("opens for an operator: the profile's entry, the sections' navigation and the dashboard", async () => {
    const user = userEvent.setup();
    app.signInAs(operator);
    renderApp(app.routes, '/profile');
    await user.click(await screen.findByRole('link', { name: 'Operator console' }));
    // jsdom's window is narrow: the sections are behind the menu button.
    await user.click(await screen.findByRole('button', { name: 'Open the sections' }));
    const nav = await screen.findByTestId('admin-nav');
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Dashboard',
        'Withdrawals',
        'Disputes',
        'Vouchers',
        'Ledger',
        'Audit log',
      ]),
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('admin-nav')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(await screen.findByText('Pending withdrawals')).toBeVisible();
    const stats = app.requests.findLast((sent) => sent.url.startsWith('/api/admin/stats'));
    expect(stats?.url).toMatch(
      /^\/api\/admin\/stats\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
    );

    await user.click(screen.getByRole('button', { name: 'Open the sections' }));
    await user.click(
      within(await screen.findByTestId('admin-nav')).getByRole('link', { name: 'Ledger' }),
    );
    await waitFor(() => expect(screen.queryByTestId('admin-nav')).toBeNull());
    await user.click(await screen.findByRole('button', { name: 'Check the ledger' }));
    expect(await screen.findByText('The ledger balances: every invariant holds.')).toBeVisible();
  });
});

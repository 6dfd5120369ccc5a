import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRealApp, type RealApp } from '../../../test/real-app';
import { renderApp } from '../../../test/render-app';

let app: RealApp;
/** Sara, with her verified mobile; signed in afresh for each test (signing out revokes). */
let sara: string;
let code: string;
const PUBLIC_URL = 'https://ideabazaar.example';
let link: string;

beforeAll(async () => {
  app = await startRealApp({ config: { publicUrl: PUBLIC_URL } });
  sara = await app.member('sara@example.com', { first_name: 'Sara', last_name: 'Karimi' });
  await app.updateMember(sara, { mobile: '09121234567' });
  code = (await app.api<{ referral_code: string }>('GET', '/me', sara)).referral_code;
  link = `${PUBLIC_URL}/?referral_code=${code}`;
});
afterAll(() => app.close());
beforeEach(async () => {
  sara = await app.member('sara@example.com');
  app.state.useClientState.setState({ ...app.state.initialState, loginPrompt: false });
  app.state.useClientState.getState().signedIn(sara);
});

describe('the profile', () => {
  it('keeps the right-to-left switch in a cookie, as the language is, for the server’s first screen', async () => {
    const user = userEvent.setup();
    app.state.useClientState.setState({ language: 'fa' });
    renderApp(app.routes, '/profile');
    const toggle = await screen.findByRole('switch', { name: 'راست به چپ' });
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.cookie).toContain('ideabazaar_lang=fa');
    expect(document.cookie).not.toContain('ideabazaar_ltr');

    await user.click(toggle);
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    expect(document.cookie).toContain('ideabazaar_ltr=1');

    await user.click(screen.getByRole('switch', { name: 'راست به چپ' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.cookie).not.toContain('ideabazaar_ltr');
  });

  it("shows the member's e-mail and mobile, with the bottom navigation", async () => {
    renderApp(app.routes, '/profile');
    await waitFor(() => expect(screen.getByText('sara@example.com')).toBeVisible());
    expect(screen.getByText('09121234567')).toBeVisible();
    expect(screen.getByText('Sara Karimi')).toBeVisible();
    expect(screen.getByTestId('bottom-nav')).toHaveAttribute('data-variant', 'main');
  });

  it.each([
    ['Sign out', '/api/auth/logout'],
    ['Sign out everywhere', '/api/auth/logout-all'],
  ])(
    '%s revokes the token, ends the session and goes home without a login prompt',
    async (label, path) => {
      const user = userEvent.setup();
      const { router } = renderApp(app.routes, '/profile');
      await screen.findByText('sara@example.com');
      await user.click(screen.getByRole('button', { name: label }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      // The live chat's own calls may cross the sign-out on the wire: find the sign-out itself.
      const call = app.wire.findLast((request) => request.url === path);
      expect(call?.url).toBe(path);
      expect(call?.headers.authorization).toBe(`Bearer ${sara}`);
      await waitFor(() => expect(app.state.useClientState.getState().auth).toBe(false));
      expect(app.state.useClientState.getState()).toMatchObject({
        accessToken: '',
        loginPrompt: false,
      });
      // A dialog shown for the moment between sign-out and arriving home fades out.
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // The server no longer takes the token.
      await expect(app.api('GET', '/me', sara)).rejects.toThrow(/401/);
    },
  );
});

describe('the referral screen', () => {
  it('shows the code, copies the link, and lists the friends who joined', async () => {
    const friend = await app.member(
      'reza@example.com',
      { first_name: 'Reza', last_name: 'Ahmadi' },
      code,
    );
    const joined = (await app.api<{ created_at: string }>('GET', '/me', friend)).created_at;
    const user = userEvent.setup();
    renderApp(app.routes, '/referral-friends');
    await waitFor(() => expect(screen.getByText(code)).toBeVisible());
    expect(screen.getByText('Reza A.')).toBeVisible();
    expect(screen.getByText(`Joined ${joined.slice(0, 10)}`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByText('Link copied')).toBeVisible());
    await expect(navigator.clipboard.readText()).resolves.toBe(link);
  });

  it('shares the link with the share sheet where the browser has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    renderApp(app.routes, '/referral-friends');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: link }));
    Reflect.deleteProperty(navigator, 'share');
  });

  it("shows the reward and its rule, and a friend's qualifying purchase as a pending reward", async () => {
    const friend = await app.member(
      'nima@example.com',
      { first_name: 'Nima', last_name: 'Sadri' },
      code,
    );
    const before = await app.api<{ rewards_total: number }>('GET', '/referral', sara);
    renderApp(app.routes, '/referral-friends');
    await waitFor(() =>
      expect(screen.getByTestId('reward-amount')).toHaveTextContent(
        'You earn 50,000 Toman for each friend, once: when their first purchase from another member takes at least 500,000 Toman from their own wallet.',
      ),
    );
    cleanup();

    // A deposit earns nothing; the friend's first purchase of 500,000 from another member does.
    await app.deposit(friend, 600_000);
    const seller = await app.member('seller.of.nima@example.com');
    const idea = await app.item(seller, { publish: { price: 500_000 } });
    await app.api(
      'POST',
      `/items/${idea}/purchase`,
      friend,
      { expected_price: 500_000 },
      app.intent(),
    );
    renderApp(app.routes, '/referral-friends');
    const rewards = await screen.findByRole('region', { name: 'Rewards earned' });
    expect(await within(rewards).findByText('Nima S.')).toBeVisible();
    expect(rewards).toHaveTextContent('+50,000 Toman');
    expect(rewards).toHaveTextContent("pending until the sale's hold ends");
    expect(within(rewards).getByTestId('rewards-total')).toHaveTextContent(
      `${(before.rewards_total + 50_000).toLocaleString('en-US')} Toman`,
    );
  });

  it('says when no friend has joined yet', async () => {
    app.state.useClientState.getState().signedIn(await app.member('lonely@example.com'));
    renderApp(app.routes, '/referral-friends');
    await waitFor(() => expect(screen.getByText('No friends have joined yet')).toBeVisible());
  });
});

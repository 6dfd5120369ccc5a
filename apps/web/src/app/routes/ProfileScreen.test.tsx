import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ClientState from '@/lib/client-state';
import { memberBody, notFound, startApp, stopApp } from '../../../test/app-peer';
import { renderApp } from '../../../test/render-app';

let peer: Awaited<ReturnType<typeof startApp>>['peer'];
let routes: Awaited<ReturnType<typeof startApp>>['routes'];
let state: typeof ClientState;
let friends: { name: string; joined_at: string }[] = [];

beforeAll(async () => {
  ({ peer, routes, state } = await startApp((request) => {
    if (request.url === '/api/me') {
      return {
        status: 200,
        body: memberBody({
          id: 'u1',
          email: 'sara@example.com',
          mobile: '09121234567',
          first_name: 'Sara',
          last_name: 'Karimi',
          referral_code: 'SARA1',
        }),
      };
    }
    if (request.url === '/api/auth/logout' || request.url === '/api/auth/logout-all') {
      return { status: 200, body: { status: 'ok' } };
    }
    if (request.url === '/api/referral') {
      const link = 'https://ideabazaar.example/?referral_code=SARA1';
      return { status: 200, body: { code: 'SARA1', link, friends } };
    }
    return notFound;
  }));
});
afterAll(() => stopApp(peer));
beforeEach(() => {
  state.useClientState.setState({ ...state.initialState, loginPrompt: false });
  state.useClientState.getState().signedIn('1|member');
});

describe('the profile', () => {
  it("shows the member's e-mail and mobile, with the bottom navigation", async () => {
    renderApp(routes, '/profile');
    expect(await screen.findByText('sara@example.com')).toBeVisible();
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
      const { router } = renderApp(routes, '/profile');
      await screen.findByText('sara@example.com');
      await user.click(screen.getByRole('button', { name: label }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      const call = peer.requests.at(-1);
      expect(call?.url).toBe(path);
      expect(call?.headers.authorization).toBe('Bearer 1|member');
      await waitFor(() => expect(state.useClientState.getState().auth).toBe(false));
      expect(state.useClientState.getState()).toMatchObject({
        accessToken: '',
        loginPrompt: false,
      });
      // A dialog shown for the moment between sign-out and arriving home fades out.
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  );
});

describe('the referral screen', () => {
  it('shows the code, copies the link, and lists the friends who joined', async () => {
    friends = [{ name: 'Re*** Ah***', joined_at: '2024-05-02T08:00:00.000Z' }];
    const user = userEvent.setup();
    renderApp(routes, '/referral-friends');
    expect(await screen.findByText('SARA1')).toBeVisible();
    expect(screen.getByText('Re*** Ah***')).toBeVisible();
    expect(screen.getByText('Joined 2024-05-02')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeVisible();
    await expect(navigator.clipboard.readText()).resolves.toBe(
      'https://ideabazaar.example/?referral_code=SARA1',
    );
  });

  it('shares the link with the share sheet where the browser has one', async () => {
    friends = [];
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    renderApp(routes, '/referral-friends');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'https://ideabazaar.example/?referral_code=SARA1' }),
    );
    Reflect.deleteProperty(navigator, 'share');
  });

  it('says when no friend has joined yet', async () => {
    friends = [];
    renderApp(routes, '/referral-friends');
    expect(await screen.findByText('No friends have joined yet')).toBeVisible();
  });
});

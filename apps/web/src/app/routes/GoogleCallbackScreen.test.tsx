import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as ClientState from '@/lib/client-state';
import { memberBody, notFound, startApp, stopApp } from '../../../test/app-peer';
import { refusal } from '../../../test/error-bodies';
import { renderApp } from '../../../test/render-app';

let peer: Awaited<ReturnType<typeof startApp>>['peer'];
let routes: Awaited<ReturnType<typeof startApp>>['routes'];
let state: typeof ClientState;

const expired = 'This Google sign-in link is not valid any more. Please sign in again.';
const failed =
  'The Google sign-in did not complete. Go back and try again, or sign in with your e-mail.';

beforeAll(async () => {
  // Stands in for the server: the code 'good' is traded for a token, any other is refused. An
  // accepted exception to the screen tests' real server: the real callback checks Google's PKCE
  // exchange, which cannot complete inside jsdom, so this screen keeps its stand-in.
  ({ peer, routes, state } = await startApp((request) => {
    const url = new URL(request.url, 'http://peer');
    if (url.pathname === '/api/auth/google/callback') {
      return url.searchParams.get('code') === 'good' && url.searchParams.get('state') === 's1'
        ? { status: 200, body: { status: 'ok', token: { plainTextToken: '4|google' } } }
        : refusal(400, 'google_state_invalid');
    }
    if (url.pathname === '/api/me') {
      return {
        status: 200,
        body: memberBody({
          id: 'u4',
          email: 'g@example.com',
          first_name: 'Gita',
          referral_code: 'G4',
        }),
      };
    }
    return notFound;
  }));
});
afterAll(() => stopApp(peer));
beforeEach(() => {
  state.useClientState.setState({ ...state.initialState, loginPrompt: false });
});

const callbacks = () =>
  peer.requests.filter((request) => request.url.startsWith('/api/auth/google/callback'));

describe('the Google callback page', () => {
  it('signs in once, says Login successful and returns to lastRoute', async () => {
    state.useClientState.setState({ lastRoute: '/wallet' });
    const before = callbacks().length;
    const { router } = renderApp(routes, '/google-login/callback?code=good&state=s1');
    await waitFor(() => expect(screen.getByText('Login successful')).toBeVisible());
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet'));
    expect(state.useClientState.getState()).toMatchObject({ auth: true, accessToken: '4|google' });
    // React's StrictMode mounts twice; Google's code is used once.
    expect(callbacks().length - before).toBe(1);
    await waitFor(() => expect(state.useClientState.getState().userId).toBe('u4'));
  });

  it('says why the sign-in failed and offers the way back', async () => {
    renderApp(routes, '/google-login/callback?code=used&state=s1');
    await waitFor(() => expect(screen.getByText(failed)).toBeVisible());
    expect(screen.getByText(expired)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to ideas' })).toHaveAttribute('href', '/');
    expect(state.useClientState.getState().auth).toBe(false);
    expect(state.useClientState.getState().loginPrompt).toBe(false);
  });

  it('fails without calling the server when code or state is missing', async () => {
    const before = callbacks().length;
    renderApp(routes, '/google-login/callback?error=access_denied');
    await waitFor(() => expect(screen.getByText(failed)).toBeVisible());
    expect(callbacks().length).toBe(before);
  });
});

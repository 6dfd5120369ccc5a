import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHttpPeer } from '../../../test/http-peer';
import { renderApp } from '../../../test/render-app';
import type * as ClientState from '@/lib/client-state';
import type * as Router from '../router';

let peer: Awaited<ReturnType<typeof startHttpPeer>>;
let router: typeof Router;
let state: typeof ClientState;

beforeAll(async () => {
  peer = await startHttpPeer(() => ({ status: 404 }));
  vi.stubEnv('VITE_API_URL', peer.url);
  router = await import('../router');
  state = await import('@/lib/client-state');
});
afterAll(async () => {
  await peer.close();
  vi.unstubAllEnvs();
});

describe('TheAuth at /auth', () => {
  it('offers a visitor the sign-in dialog and the mobile page', async () => {
    state.useClientState.setState({ ...state.initialState, isAuth: false, loginPrompt: false });
    renderApp(router.routes, '/auth');
    expect(await screen.findByRole('heading', { name: 'Sign in to IdeaBazaar' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in with your mobile number' })).toHaveAttribute(
      'href',
      '/auth/mobile',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog')).toBeVisible();
  });

  it('tells a member they are signed in and leads to the profile', async () => {
    state.useClientState.setState({ ...state.initialState, auth: true, accessToken: '1|x' });
    renderApp(router.routes, '/auth-d');
    expect(await screen.findByRole('heading', { name: 'You are signed in' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealApp, type RealApp } from '../../../test/real-app';
import { renderApp } from '../../../test/render-app';

let app: RealApp;

beforeAll(async () => {
  app = await startRealApp();
});
afterAll(() => app.close());

describe('TheAuth at /auth', () => {
  it('offers a visitor the sign-in dialog and the mobile page', async () => {
    app.state.useClientState.setState({
      ...app.state.initialState,
      isAuth: false,
      loginPrompt: false,
    });
    renderApp(app.routes, '/auth');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Sign in to IdeaBazaar' })).toBeVisible(),
    );
    expect(screen.getByRole('link', { name: 'Sign in with your mobile number' })).toHaveAttribute(
      'href',
      '/auth/mobile',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
  });

  it('tells a member they are signed in and leads to the profile', async () => {
    app.signInAs(await app.member('sara@example.com'));
    renderApp(app.routes, '/auth-d');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'You are signed in' })).toBeVisible(),
    );
    expect(screen.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOidcPeer } from '../../test/oidc-peer';
import { startRealApp, type RealApp } from '../../test/real-app';
import { renderApp } from '../../test/render-app';

// The other screen tests run a server without Google (LoginDialog.test.tsx checks the dialog
// offers none there); this one has it configured against a local OpenID provider.
let google: Awaited<ReturnType<typeof startOidcPeer>>;
let app: RealApp;

beforeAll(async () => {
  google = await startOidcPeer();
  app = await startRealApp({
    config: { google: { issuer: google.issuer, clientId: 'ideabazaar-web', clientSecret: 's' } },
  });
});
afterAll(async () => {
  await app.close();
  await google.close();
});
beforeEach(() => {
  app.state.useClientState.setState({ ...app.state.initialState, loginPrompt: false });
});

const isMethods = (request: { url: string }) => request.url === '/api/auth/methods';

describe('Sign in with Google, on a server that has it', () => {
  it('is offered once the server says so, the other ways to sign in shown meanwhile', async () => {
    const release = app.hold(isMethods);
    renderApp(app.routes, '/wallet');
    const dialog = await screen.findByRole('dialog');
    try {
      expect(within(dialog).getByRole('button', { name: 'Get Code' })).toBeVisible();
      expect(
        within(dialog).getByRole('link', { name: 'Sign in with your mobile number' }),
      ).toBeVisible();
      expect(within(dialog).queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
    } finally {
      release();
    }
    expect(
      await within(dialog).findByRole('button', { name: 'Sign in with Google' }),
    ).toBeVisible();
    expect(app.requests.filter(isMethods)).toHaveLength(1);
  });

  it('is offered in the dialog the sign-in page opens', async () => {
    app.state.useClientState.setState({ isAuth: false });
    renderApp(app.routes, '/auth');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByRole('button', { name: 'Sign in with Google' }),
    ).toBeVisible();
  });
});

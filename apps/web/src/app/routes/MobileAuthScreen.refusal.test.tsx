import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type * as ClientState from '@/lib/client-state';
import { notFound, startApp, stopApp } from '../../../test/app-peer';
import { renderApp } from '../../../test/render-app';

let peer: Awaited<ReturnType<typeof startApp>>['peer'];
let routes: Awaited<ReturnType<typeof startApp>>['routes'];
let state: typeof ClientState;

beforeAll(async () => {
  // Stands in for the server's mobile sign-in, answering the code with an HTTP 401. The real
  // server never does: a wrong, expired or used SMS code is a 200 with a status (not_ok,
  // code_wrong, error), and its route declares no 401 (auth.code-routes), so this branch of the
  // page needs a stand-in. The page against the real server is MobileAuthScreen.test.tsx.
  ({ peer, routes, state } = await startApp((request) => {
    if (request.url === '/api/auth-send-mobile-code') {
      return { status: 200, body: { status: 'code_send' } };
    }
    if (request.url === '/api/auth-confirm-mobile-code') {
      return { status: 401, body: { message: 'Unauthenticated', code: 'unauthenticated' } };
    }
    return notFound;
  }));
});
afterAll(() => stopApp(peer));
beforeEach(() => {
  state.useClientState.setState({ ...state.initialState, loginPrompt: false });
});

it('an HTTP 401 says Code is wrong and prompts no login', async () => {
  const user = userEvent.setup();
  renderApp(routes, '/auth/mobile?ideaId=42');
  await screen.findByText('Enter your mobile phone number:');
  await user.type(screen.getByLabelText('Mobile number'), '09121234567');
  await user.click(screen.getByRole('button', { name: 'Get Code' }));
  await screen.findByText('Verification Code Sent: A 5-digit code was sent to your number');
  await user.type(screen.getByLabelText('Verification code'), '55555');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(screen.getByText('Code is wrong')).toBeVisible());
  expect(state.useClientState.getState().loginPrompt).toBe(false);
});

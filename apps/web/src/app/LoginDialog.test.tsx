import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as ClientState from '@/lib/client-state';
import { memberBody, notFound, startApp, stopApp } from '../../test/app-peer';
import { invalid, refusal } from '../../test/error-bodies';
import { renderApp } from '../../test/render-app';

let peer: Awaited<ReturnType<typeof startApp>>['peer'];
let routes: Awaited<ReturnType<typeof startApp>>['routes'];
let state: typeof ClientState;

const me = memberBody({
  id: 'u1',
  email: 'sara@example.com',
  first_name: 'Sara',
  last_name: 'Karimi',
  referral_code: 'SARA1',
});

beforeAll(async () => {
  // Stands in for the server's e-mail sign-in: one good code, an unknown referral code refused.
  ({ peer, routes, state } = await startApp((request) => {
    const body = (request.body ?? {}) as Record<string, string>;
    if (request.url === '/api/auth/email/send-code') {
      if (body.referral_code === 'NOPE') {
        return invalid({ referral_code: 'referral_invalid' });
      }
      return { status: 200, body: { status: 'success' } };
    }
    if (request.url === '/api/auth/email/verify-code') {
      if (body.code === '12345') {
        return { status: 200, body: { status: 'ok', token: { plainTextToken: '7|secret' } } };
      }
      return refusal(401, 'code_invalid');
    }
    if (request.url === '/api/me') return { status: 200, body: me };
    return notFound;
  }));
});
afterAll(() => stopApp(peer));
beforeEach(() => {
  state.useClientState.setState({ ...state.initialState, loginPrompt: false });
});

const sent = (path: string) => peer.requests.filter((request) => request.url === path);

async function openDialog(at = '/wallet') {
  const user = userEvent.setup();
  const view = renderApp(routes, at);
  const dialog = await screen.findByRole('dialog');
  return { user, dialog, ...view };
}

async function reachConfirm(email = 'Sara@Example.com ') {
  const opened = await openDialog();
  await opened.user.type(within(opened.dialog).getByLabelText('Email'), email);
  await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Get Code' }));
  await within(opened.dialog).findByText(
    'Verification Code: A 5-digit code was sent to your email',
  );
  return opened;
}

describe('the login dialog, step enterEmail', () => {
  it('asks for the e-mail when it is empty and sends nothing', async () => {
    const { user, dialog } = await openDialog();
    const before = peer.requests.length;
    await user.click(within(dialog).getByRole('button', { name: 'Get Code' }));
    expect(await within(dialog).findByText('Please enter your email')).toBeVisible();
    expect(peer.requests.length).toBe(before);
  });

  it('reveals and hides the referral field with its toggle', async () => {
    const { user, dialog } = await openDialog();
    expect(within(dialog).queryByLabelText('Referral code')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Add referral code' }));
    expect(within(dialog).getByLabelText('Referral code')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Hide referral code' }));
    await waitFor(() => expect(within(dialog).queryByLabelText('Referral code')).toBeNull());
  });

  it('opens on an open route with the referral code of the link filled in and shown', async () => {
    const { dialog } = await openDialog('/?referral_code=FRIEND7');
    expect(within(dialog).getByLabelText('Referral code')).toHaveValue('FRIEND7');
    expect(within(dialog).getByRole('button', { name: 'Hide referral code' })).toBeVisible();
    expect(state.useClientState.getState().loginPrompt).toBe(true);
  });

  it("shows the server's refusal of a referral code beside the field", async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Email'), 'sara@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add referral code' }));
    await user.type(within(dialog).getByLabelText('Referral code'), 'NOPE');
    await user.click(within(dialog).getByRole('button', { name: 'Get Code' }));
    const field = within(dialog).getByLabelText('Referral code');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('This referral code does not exist'),
    );
    expect(within(dialog).queryByText(/A 5-digit code was sent/)).toBeNull();
  });

  it('signs in from a link carrying a token and goes to /', async () => {
    const { router } = renderApp(routes, '/TheIdea/3?token=9%7Clinked');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(state.useClientState.getState().accessToken).toBe('9|linked');
    expect(state.useClientState.getState().auth).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the login dialog, step confirm', () => {
  it('sends the normalized e-mail, confirms, and starts the resend countdown', async () => {
    const { dialog } = await reachConfirm();
    expect(sent('/api/auth/email/send-code').at(-1)?.body).toEqual({ email: 'sara@example.com' });
    expect(await screen.findByText('Verification code sent')).toBeVisible();
    const resend = within(dialog).getByRole('button', { name: "Haven't received the code?" });
    expect(resend).toBeDisabled();
    expect(within(dialog).getByTestId('resend-countdown')).toHaveTextContent(/^00:5\d$/);
    expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeVisible();
  });

  it('checks the code before sending it', async () => {
    const { user, dialog } = await reachConfirm();
    const before = sent('/api/auth/email/verify-code').length;
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Please enter verification code')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Verification code'), '12a45');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Please enter numbers only!!')).toBeVisible();
    expect(sent('/api/auth/email/verify-code').length).toBe(before);
  });

  it('says Invalid verification code on a 401 and keeps the visitor where they are', async () => {
    const { user, dialog } = await reachConfirm();
    await user.type(within(dialog).getByLabelText('Verification code'), '99999');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid verification code')).toBeVisible();
    const after = state.useClientState.getState();
    expect(after.auth).toBe(false);
    expect(after.accessToken).toBe('');
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('signs in with Persian digits, stores the token and the member, and closes', async () => {
    const { user, dialog } = await reachConfirm();
    await user.type(within(dialog).getByLabelText('Verification code'), '۱۲۳۴۵');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Login successful')).toBeVisible();
    expect(sent('/api/auth/email/verify-code').at(-1)?.body).toEqual({
      email: 'sara@example.com',
      code: '12345',
    });
    await waitFor(() => expect(state.useClientState.getState().userId).toBe('u1'));
    const after = state.useClientState.getState();
    expect(after.auth).toBe(true);
    expect(after.accessToken).toBe('7|secret');
    expect(after.user.email).toBe('sara@example.com');
    expect(after.profile.first_name).toBe('Sara');
    expect(sent('/api/me').at(-1)?.headers.authorization).toBe('Bearer 7|secret');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

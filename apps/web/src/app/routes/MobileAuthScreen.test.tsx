import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as ClientState from '@/lib/client-state';
import { memberBody, notFound, startApp, stopApp } from '../../../test/app-peer';
import { renderApp } from '../../../test/render-app';

let peer: Awaited<ReturnType<typeof startApp>>['peer'];
let routes: Awaited<ReturnType<typeof startApp>>['routes'];
let state: typeof ClientState;

const expired = 'This code is no longer valid. Please ask for a new one.';
const locked = 'Too many wrong codes. Please wait a moment and try again.';

// Stands in for the server's mobile sign-in: each code gives one of the seed's outcomes.
const confirmations: Record<string, { status: number; body: unknown }> = {
  '11111': { status: 200, body: { status: 'ok', token: { plainTextToken: '3|mobile' } } },
  '22222': { status: 200, body: { status: 'not_ok' } },
  '33333': { status: 200, body: { status: 'code_wrong', msg: expired, code: 'code_wrong' } },
  '44444': { status: 200, body: { status: 'error', msg: locked, code: 'code_slow_down' } },
  '55555': { status: 401, body: { message: 'Unauthenticated', code: 'unauthenticated' } },
};

beforeAll(async () => {
  ({ peer, routes, state } = await startApp((request) => {
    const body = (request.body ?? {}) as Record<string, string>;
    if (request.url === '/api/auth-send-mobile-code') {
      const status = body.email === 'taken@example.com' ? 'user_exist' : 'code_send';
      return { status: 200, body: { status } };
    }
    if (request.url === '/api/auth-confirm-mobile-code') {
      return confirmations[body.code ?? ''] ?? { status: 200, body: { status: 'not_ok' } };
    }
    if (request.url === '/api/me') {
      return {
        status: 200,
        body: memberBody({ id: 'u2', mobile: '09121234567', referral_code: 'R2' }),
      };
    }
    return notFound;
  }));
});
afterAll(() => stopApp(peer));
beforeEach(() => {
  state.useClientState.setState({ ...state.initialState, loginPrompt: false });
});

const sent = (path: string) => peer.requests.filter((request) => request.url === path);

async function openPage(at = '/auth/mobile?ideaId=42') {
  const user = userEvent.setup();
  const view = renderApp(routes, at);
  await screen.findByText('Enter your mobile phone number:');
  return { user, ...view };
}

async function reachConfirm(at?: string) {
  const opened = await openPage(at);
  await opened.user.type(screen.getByLabelText('Mobile number'), '09121234567');
  await opened.user.click(screen.getByRole('button', { name: 'Get Code' }));
  await screen.findByText('Verification Code Sent: A 5-digit code was sent to your number');
  return opened;
}

async function confirmWith(user: ReturnType<typeof userEvent.setup>, code: string) {
  const field = screen.getByLabelText('Verification code');
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  return field;
}

describe('the mobile auth page, step enterMobileEmail', () => {
  it('asks for the mobile when it is empty and sends nothing', async () => {
    const { user } = await openPage();
    const before = peer.requests.length;
    await user.click(screen.getByRole('button', { name: 'Get Code' }));
    expect(await screen.findByText('Mobile field is required')).toBeVisible();
    expect(peer.requests.length).toBe(before);
  });

  it('refuses letters and sends nothing', async () => {
    const { user } = await openPage();
    const before = peer.requests.length;
    await user.type(screen.getByLabelText('Mobile number'), '0912abc4567');
    await user.click(screen.getByRole('button', { name: 'Get Code' }));
    expect(await screen.findByText('Please enter numbers only!!')).toBeVisible();
    expect(peer.requests.length).toBe(before);
  });

  it('sends Persian digits as Latin ones, says Code sent, and moves to confirm', async () => {
    const { user } = await openPage();
    await user.type(screen.getByLabelText('Mobile number'), '۰۹۱۲۱۲۳۴۵۶۷');
    await user.click(screen.getByRole('button', { name: 'Get Code' }));
    expect(await screen.findByText('Code sent')).toBeVisible();
    expect(sent('/api/auth-send-mobile-code').at(-1)?.body).toEqual({ mobile: '09121234567' });
    expect(
      screen.getByText('Verification Code Sent: A 5-digit code was sent to your number'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: "Haven't received the code?" })).toBeDisabled();
  });

  it('says You have registered before when the e-mail belongs to another member', async () => {
    const { user } = await openPage();
    await user.type(screen.getByLabelText('Mobile number'), '09121234567');
    await user.type(screen.getByLabelText('Email (optional)'), 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Get Code' }));
    expect(await screen.findByText('You have registered before')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Get Code' })).toBeVisible();
  });

  it('goes back to the ideas with the header arrow', async () => {
    const { user, router } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('the mobile auth page, step confirm', () => {
  it('asks for the code when it is empty and sends nothing', async () => {
    const { user } = await reachConfirm();
    const before = sent('/api/auth-confirm-mobile-code').length;
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Verification code field is required')).toBeVisible();
    await confirmWith(user, '1x111');
    expect(await screen.findByText('Please enter numbers only!!')).toBeVisible();
    expect(sent('/api/auth-confirm-mobile-code').length).toBe(before);
  });

  it('not_ok says Code is wrong and clears the field', async () => {
    const { user } = await reachConfirm();
    const field = await confirmWith(user, '22222');
    expect(await screen.findByText('Code is wrong')).toBeVisible();
    expect(field).toHaveValue('');
  });

  it('code_wrong shows the message of the server', async () => {
    const { user } = await reachConfirm();
    await confirmWith(user, '33333');
    expect(await screen.findByText(expired)).toBeVisible();
  });

  it('error shows the message of the server', async () => {
    const { user } = await reachConfirm();
    const field = await confirmWith(user, '44444');
    expect(await screen.findByText(locked)).toBeVisible();
    expect(field).toHaveValue('44444');
  });

  it('an HTTP 401 says Code is wrong and prompts no login', async () => {
    const { user } = await reachConfirm();
    await confirmWith(user, '55555');
    expect(await screen.findByText('Code is wrong')).toBeVisible();
    expect(state.useClientState.getState().loginPrompt).toBe(false);
  });

  it('ok signs in, says Code verified and goes on to AuthAfter with the ideaId', async () => {
    const { user, router } = await reachConfirm();
    await confirmWith(user, '۱۱۱۱۱');
    expect(await screen.findByText('Code verified')).toBeVisible();
    expect(sent('/api/auth-confirm-mobile-code').at(-1)?.body).toEqual({
      mobile: '09121234567',
      code: '11111',
      idea_id: '42',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/AuthAfter/42'));
    expect(state.useClientState.getState()).toMatchObject({ auth: true, accessToken: '3|mobile' });
    await waitFor(() => expect(state.useClientState.getState().user.mobile).toBe('09121234567'));
  });

  it('without an ideaId, ok goes to the profile', async () => {
    const { user, router } = await reachConfirm('/auth/mobile');
    await confirmWith(user, '11111');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});

import type { MeResponse } from '@ideabazaar/shared/schemas/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as ClientState from '@/lib/client-state';
import { memberBody, notFound, startApp, stopApp } from '../../../test/app-peer';
import { invalid, refusal } from '../../../test/error-bodies';
import { renderApp } from '../../../test/render-app';

const CODE = '24680';
let peer: Awaited<ReturnType<typeof startApp>>['peer'];
let routes: Awaited<ReturnType<typeof startApp>>['routes'];
let state: typeof ClientState;
let me: MeResponse;
/** The address the stand-in server last sent a code to, to refuse a second one within 60 s. */
let sentTo = '';

beforeAll(async () => {
  ({ peer, routes, state } = await startApp((request) => {
    if (request.url === '/api/me') return { status: 200, body: me };
    if (request.url === '/api/me/email') {
      const { email } = request.body as { email: string };
      if (email === sentTo) return refusal(429, 'code_resend_wait');
      sentTo = email;
      me = { ...me, pending_email: email };
      return { status: 200, body: { status: 'success' } };
    }
    if (request.url === '/api/me/email/verify') {
      const { code } = request.body as { code: string };
      if (code !== CODE) return invalid({ code: 'code_invalid' });
      if (me.pending_email === 'taken@example.com') return refusal(409, 'email_taken');
      me = { ...me, email: me.pending_email, pending_email: null };
      return { status: 200, body: me };
    }
    return notFound;
  }));
});
afterAll(() => stopApp(peer));
beforeEach(() => {
  peer.requests.length = 0;
  sentTo = '';
  state.useClientState.setState({ ...state.initialState, auth: true, accessToken: '1|sara' });
});

const calls = (url: string) => peer.requests.filter((request) => request.url === url);
const emailSection = () => screen.getByRole('region', { name: 'E-mail' });
function open(at: string) {
  return { user: userEvent.setup(), ...renderApp(routes, at) };
}

describe('the e-mail on the profile', () => {
  it('marks the address given at a mobile sign-up unconfirmed and confirms it with its code', async () => {
    me = memberBody({ mobile: '09121234567', pending_email: 'sara@example.com' });
    const { user } = open('/profile');
    const address = await screen.findByText('sara@example.com');
    expect(within(emailSection()).getByText('Not confirmed')).toBeVisible();
    expect(
      within(emailSection()).getByText(
        'You can sign in with an e-mail address only once you confirm it with the code we send to it.',
      ),
    ).toBeVisible();
    expect(address).toHaveAttribute('dir', 'ltr');

    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText('Verification code sent')).toBeVisible();
    expect(calls('/api/me/email')[0]?.body).toEqual({ email: 'sara@example.com' });
    expect(screen.getByRole('button', { name: "Haven't received the code?" })).toBeDisabled();
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent(/^00:5\d$/);

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter verification code')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '11111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid verification code')).toBeVisible();

    await user.clear(screen.getByRole('textbox', { name: 'Verification code' }));
    // Persian digits are read as Latin ones, as at sign-in.
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '۲۴۶۸۰');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('E-mail confirmed. You can now sign in with it.')).toBeVisible();
    expect(calls('/api/me/email/verify').at(-1)?.body).toEqual({ code: CODE });
    expect(within(emailSection()).getByText('Confirmed')).toBeVisible();
    expect(within(emailSection()).queryByText('Not confirmed')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Verification code' })).toBeNull();
    expect(state.useClientState.getState().user.email).toBe('sara@example.com');
  });

  it('enters a code sent earlier without sending another', async () => {
    me = memberBody({ pending_email: 'sara@example.com' });
    const { user } = open('/profile');
    await user.click(await screen.findByRole('button', { name: 'Enter the code' }));
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Confirmed')).toBeVisible();
    expect(calls('/api/me/email')).toHaveLength(0);
  });

  it('says when there is no address and adds one', async () => {
    me = memberBody({ mobile: '09121234567' });
    const { user } = open('/profile');
    expect(await screen.findByText('No e-mail address yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add an e-mail' }));
    await user.type(
      screen.getByRole('textbox', { name: 'New e-mail address' }),
      ' Sara@Example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Get Code' }));
    expect(await screen.findByRole('textbox', { name: 'Verification code' })).toBeVisible();
    expect(calls('/api/me/email')[0]?.body).toEqual({ email: 'sara@example.com' });
    expect(within(emailSection()).getByText('sara@example.com')).toBeVisible();
    expect(within(emailSection()).getByText('Not confirmed')).toBeVisible();
  });
});

describe('the e-mail on editProfile', () => {
  it('changes a confirmed address, keeping it until the new one is confirmed', async () => {
    me = memberBody({ email: 'old@example.com' });
    const { user } = open('/editProfile');
    expect(await screen.findByText('Confirmed')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(
      screen.getByText('Your confirmed address keeps working until the new one is confirmed.'),
    ).toBeVisible();
    const field = screen.getByRole('textbox', { name: 'New e-mail address' });
    await user.type(field, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Get Code' }));
    expect(await screen.findByText('Please enter a valid email')).toBeVisible();
    expect(calls('/api/me/email')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Get Code' }));
    await screen.findByRole('textbox', { name: 'Verification code' });
    expect(within(emailSection()).getByText('old@example.com')).toBeVisible();
    expect(within(emailSection()).getByText('new@example.com')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(within(emailSection()).queryByText('old@example.com')).toBeNull());
    expect(within(emailSection()).getByText('new@example.com')).toBeVisible();
  });

  it("shows the server's refusals in Persian: a second code too soon, an address taken", async () => {
    state.useClientState.setState({ language: 'fa' });
    me = memberBody({ pending_email: 'taken@example.com' });
    const { user } = open('/editProfile');
    await user.click(await screen.findByRole('button', { name: 'ارسال کد' }));
    await screen.findByRole('textbox', { name: 'کد تأیید' });
    // At rest the resend control would send again; the stand-in refuses within 60 s.
    await user.click(screen.getByRole('button', { name: 'انصراف' }));
    await user.click(screen.getByRole('button', { name: 'ارسال کد' }));
    expect(await screen.findByText('لطفاً پیش از درخواست کد تازه کمی صبر کنید.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'وارد کردن کد' }));
    await user.type(screen.getByRole('textbox', { name: 'کد تأیید' }), CODE);
    await user.click(screen.getByRole('button', { name: 'تأیید' }));
    expect(
      await screen.findByText(
        'این نشانی ایمیل متعلق به حساب دیگری است. برای استفاده از آن حساب، با همین ایمیل وارد شوید.',
      ),
    ).toBeVisible();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRealApp, type RealApp } from '../../../test/real-app';
import { renderApp } from '../../../test/render-app';

let app: RealApp;

const expired = 'This code is no longer valid. Please ask for a new one.';
const locked = 'Too many wrong codes. Please wait a moment and try again.';
const MOBILE = '09121234567';
/** A fresh number a test sends its code to, so no test meets another's waits and limits. */
let fresh = 0;
const freshMobile = () => `0935000${String(++fresh).padStart(4, '0')}`;

beforeAll(async () => {
  app = await startRealApp();
  // A member who signed up by e-mail, with no mobile.
  await app.member('taken@example.com');
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.resendable(MOBILE);
  app.state.useClientState.setState({ ...app.state.initialState, loginPrompt: false });
});

const sent = (path: string) => app.requests.filter((request) => request.url === path);
/** Another five digits than `code`: a wrong guess. */
const wrongCode = (code: string, by = 1) => String((Number(code) + by) % 100000).padStart(5, '0');
/** Western digits as Persian ones, as a Persian keyboard types them. */
const persian = (digits: string) => digits.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!);

async function openPage(at = '/auth/mobile?ideaId=42') {
  const user = userEvent.setup();
  const view = renderApp(app.routes, at);
  await screen.findByText('Enter your mobile phone number:');
  return { user, ...view };
}

async function reachConfirm(at?: string, mobile = freshMobile()) {
  const opened = await openPage(at);
  await opened.user.type(screen.getByLabelText('Mobile number'), mobile);
  await opened.user.click(screen.getByRole('button', { name: 'Get Code' }));
  await screen.findByText('Verification Code Sent: A 5-digit code was sent to your number');
  return { ...opened, mobile, code: await app.code(mobile) };
}

async function confirmWith(user: ReturnType<typeof userEvent.setup>, code: string) {
  const field = screen.getByLabelText('Verification code');
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  return field;
}

/** What the screen sent (its reads, such as the sign-in methods, may come at any moment). */
const posts = () => app.requests.filter((request) => request.method !== 'GET').length;

describe('the mobile auth page, step enterMobileEmail', () => {
  it('asks for the mobile when it is empty and sends nothing', async () => {
    const { user } = await openPage();
    const before = posts();
    await user.click(screen.getByRole('button', { name: 'Get Code' }));
    await waitFor(() => expect(screen.getByText('Mobile field is required')).toBeVisible());
    expect(posts()).toBe(before);
  });

  it('refuses letters and sends nothing', async () => {
    const { user } = await openPage();
    const before = posts();
    await user.type(screen.getByLabelText('Mobile number'), '0912abc4567');
    await user.click(screen.getByRole('button', { name: 'Get Code' }));
    await waitFor(() => expect(screen.getByText('Please enter numbers only!!')).toBeVisible());
    expect(posts()).toBe(before);
  });

  it('sends Persian digits as Latin ones, says Code sent, and moves to confirm', async () => {
    const { user } = await openPage();
    await user.type(screen.getByLabelText('Mobile number'), '۰۹۱۲۱۲۳۴۵۶۷');
    await user.click(screen.getByRole('button', { name: 'Get Code' }));
    await waitFor(() => expect(screen.getByText('Code sent')).toBeVisible());
    expect(sent('/api/auth-send-mobile-code').at(-1)?.body).toEqual({ mobile: MOBILE });
    expect(
      screen.getByText('Verification Code Sent: A 5-digit code was sent to your number'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: "Haven't received the code?" })).toBeDisabled();
  });

  it('says You have registered before when the e-mail belongs to another member', async () => {
    const { user } = await openPage();
    await user.type(screen.getByLabelText('Mobile number'), freshMobile());
    await user.type(screen.getByLabelText('Email (optional)'), 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Get Code' }));
    await waitFor(() => expect(screen.getByText('You have registered before')).toBeVisible());
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
    await waitFor(() =>
      expect(screen.getByText('Verification code field is required')).toBeVisible(),
    );
    await confirmWith(user, '1x111');
    await waitFor(() => expect(screen.getByText('Please enter numbers only!!')).toBeVisible());
    expect(sent('/api/auth-confirm-mobile-code').length).toBe(before);
  });

  it('not_ok says Code is wrong and clears the field', async () => {
    const { user, code } = await reachConfirm();
    const field = await confirmWith(user, wrongCode(code));
    await waitFor(() => expect(screen.getByText('Code is wrong')).toBeVisible());
    expect(field).toHaveValue('');
  });

  it('code_wrong shows the message of the server', async () => {
    const { user, mobile, code } = await reachConfirm();
    // The same browser asks again (another tab, say): the first code is replaced.
    await app.resendable(mobile);
    const again = await fetch(`${app.url}/api/auth-send-mobile-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile }),
    });
    expect(await again.json()).toEqual({ status: 'code_send' });
    expect(await app.code(mobile)).not.toBe(code);
    await confirmWith(user, code);
    await waitFor(() => expect(screen.getByText(expired)).toBeVisible());
  });

  it('error shows the message of the server', async () => {
    const { user, mobile, code } = await reachConfirm();
    // Three wrong codes for the number in the hour make the next try wait.
    for (const by of [1, 2, 3]) {
      const field = await confirmWith(user, wrongCode(code, by));
      // A wrong code (not_ok) clears the field once its answer came.
      await waitFor(() => expect(field).toHaveValue(''));
    }
    await app.lastFailureJustNow(mobile);
    const field = await confirmWith(user, wrongCode(code, 4));
    await waitFor(() => expect(screen.getByText(locked)).toBeVisible());
    expect(field).toHaveValue(wrongCode(code, 4));
  });

  it('ok signs in, says Code verified and goes on to AuthAfter with the ideaId', async () => {
    const { user, router, code } = await reachConfirm(undefined, MOBILE);
    await confirmWith(user, persian(code));
    await waitFor(() => expect(screen.getByText('Code verified')).toBeVisible());
    expect(sent('/api/auth-confirm-mobile-code').at(-1)?.body).toEqual({
      mobile: MOBILE,
      code,
      idea_id: '42',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/AuthAfter/42'));
    const { auth, accessToken } = app.state.useClientState.getState();
    expect(auth).toBe(true);
    // The new member's own token, which the server takes as theirs.
    expect((await app.api<{ mobile: string }>('GET', '/me', accessToken)).mobile).toBe(MOBILE);
    await waitFor(() => expect(app.state.useClientState.getState().user.mobile).toBe(MOBILE));
  });

  it('without an ideaId, ok goes to the profile', async () => {
    const { user, router, code } = await reachConfirm('/auth/mobile');
    await confirmWith(user, code);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});

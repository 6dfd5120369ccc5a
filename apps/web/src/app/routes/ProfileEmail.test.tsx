import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRealApp, type RealApp } from '../../../test/real-app';
import { renderApp } from '../../../test/render-app';

let app: RealApp;
/** Members made by each test, each with a mobile of their own. */
let mobiles = 0;

beforeAll(async () => {
  app = await startRealApp();
});
afterAll(() => app.close());
beforeEach(() => {
  app.requests.length = 0;
});

/** Another five digits than `code`: a wrong guess. */
const wrongCode = (code: string) => String((Number(code) + 1) % 100000).padStart(5, '0');
/** Western digits as Persian ones, as a Persian keyboard types them. */
const persian = (digits: string) => digits.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!);

/**
 * A member signed in on the page: with this confirmed e-mail, or else (as after a mobile sign-up)
 * with a mobile and no e-mail; with `pending` waiting for its code, which was sent earlier (its
 * resend wait already over).
 */
async function signedIn({ email, pending }: { email?: string; pending?: string }) {
  const token = await app.member(email ?? `mobile${++mobiles}@example.com`);
  if (!email) {
    await app.updateMember(token, {
      email: null,
      mobile: `0912000${String(mobiles).padStart(4, '0')}`,
    });
  }
  if (pending) {
    await app.api('POST', '/me/email', token, { email: pending });
    await app.resendable(pending);
  }
  app.signInAs(token);
  return token;
}

const calls = (url: string) => app.requests.filter((request) => request.url === url);
const emailSection = () => screen.getByRole('region', { name: 'E-mail' });
function open(at: string) {
  return { user: userEvent.setup(), ...renderApp(app.routes, at) };
}

describe('the e-mail on the profile', () => {
  it('marks the address given at a mobile sign-up unconfirmed and confirms it with its code', async () => {
    await signedIn({ pending: 'sara@example.com' });
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
    await waitFor(() => expect(screen.getByText('Verification code sent')).toBeVisible());
    expect(calls('/api/me/email')[0]?.body).toEqual({ email: 'sara@example.com' });
    expect(screen.getByRole('button', { name: "Haven't received the code?" })).toBeDisabled();
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent(/^00:[0-5]\d$/);

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByText('Please enter verification code')).toBeVisible());
    const code = await app.code('sara@example.com');
    expect(code).toMatch(/^\d{5}$/);
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), wrongCode(code));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByText('Invalid verification code')).toBeVisible());

    await user.clear(screen.getByRole('textbox', { name: 'Verification code' }));
    // Persian digits are read as Latin ones, as at sign-in.
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), persian(code));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(screen.getByText('E-mail confirmed. You can now sign in with it.')).toBeVisible(),
    );
    expect(calls('/api/me/email/verify').at(-1)?.body).toEqual({ code });
    expect(within(emailSection()).getByText('Confirmed')).toBeVisible();
    expect(within(emailSection()).queryByText('Not confirmed')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Verification code' })).toBeNull();
    expect(app.state.useClientState.getState().user.email).toBe('sara@example.com');
  });

  it('enters a code sent earlier without sending another', async () => {
    await signedIn({ pending: 'reza@example.com' });
    const { user } = open('/profile');
    await user.click(await screen.findByRole('button', { name: 'Enter the code' }));
    const code = await app.code('reza@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByText('Confirmed')).toBeVisible());
    expect(calls('/api/me/email')).toHaveLength(0);
  });

  it('says when there is no address and adds one', async () => {
    await signedIn({});
    const { user } = open('/profile');
    await waitFor(() => expect(screen.getByText('No e-mail address yet.')).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Add an e-mail' }));
    await user.type(
      screen.getByRole('textbox', { name: 'New e-mail address' }),
      ' Maryam@Example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Get Code' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Verification code' })).toBeVisible(),
    );
    expect(calls('/api/me/email')[0]?.body).toEqual({ email: 'maryam@example.com' });
    expect(within(emailSection()).getByText('maryam@example.com')).toBeVisible();
    expect(within(emailSection()).getByText('Not confirmed')).toBeVisible();
  });
});

describe('the e-mail on editProfile', () => {
  it('changes a confirmed address, keeping it until the new one is confirmed', async () => {
    await signedIn({ email: 'old@example.com' });
    const { user } = open('/editProfile');
    await waitFor(() => expect(screen.getByText('Confirmed')).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(
      screen.getByText('Your confirmed address keeps working until the new one is confirmed.'),
    ).toBeVisible();
    const field = screen.getByRole('textbox', { name: 'New e-mail address' });
    await user.type(field, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Get Code' }));
    await waitFor(() => expect(screen.getByText('Please enter a valid email')).toBeVisible());
    expect(calls('/api/me/email')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Get Code' }));
    await screen.findByRole('textbox', { name: 'Verification code' });
    expect(within(emailSection()).getByText('old@example.com')).toBeVisible();
    expect(within(emailSection()).getByText('new@example.com')).toBeVisible();
    const code = await app.code('new@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(within(emailSection()).queryByText('old@example.com')).toBeNull());
    expect(within(emailSection()).getByText('new@example.com')).toBeVisible();
  });

  it("shows the server's refusals in Persian: a second code too soon, an address taken", async () => {
    // Someone else signed up with taken@example.com; this member waits to confirm it too.
    await app.member('taken@example.com');
    await signedIn({ pending: 'taken@example.com' });
    app.state.useClientState.setState({ language: 'fa' });
    const { user } = open('/editProfile');
    await user.click(await screen.findByRole('button', { name: 'ارسال کد' }));
    await screen.findByRole('textbox', { name: 'کد تأیید' });
    // At rest the resend control would send again; the server refuses within 60 s.
    await user.click(screen.getByRole('button', { name: 'انصراف' }));
    await user.click(screen.getByRole('button', { name: 'ارسال کد' }));
    await waitFor(() =>
      expect(screen.getByText('لطفاً پیش از درخواست کد تازه کمی صبر کنید.')).toBeVisible(),
    );

    await user.click(screen.getByRole('button', { name: 'وارد کردن کد' }));
    const code = await app.code('taken@example.com');
    await user.type(screen.getByRole('textbox', { name: 'کد تأیید' }), code);
    await user.click(screen.getByRole('button', { name: 'تأیید' }));
    await waitFor(() =>
      expect(
        screen.getByText(
          'این نشانی ایمیل متعلق به حساب دیگری است. برای استفاده از آن حساب، با همین ایمیل وارد شوید.',
        ),
      ).toBeVisible(),
    );
  });
});

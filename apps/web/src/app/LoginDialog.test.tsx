import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRealApp, type RealApp } from '../../test/real-app';
import { renderApp } from '../../test/render-app';

let app: RealApp;
/** Sara has an account; the dialog signs her in again. */
let sara: string;
/** A fresh address a test sends its code to, so no test meets another's resend wait. */
let fresh = 0;
const freshEmail = () => `visitor${++fresh}@example.com`;

beforeAll(async () => {
  app = await startRealApp();
  sara = await app.member('sara@example.com', { first_name: 'Sara', last_name: 'Karimi' });
});
afterAll(() => app.close());
beforeEach(async () => {
  // Sara's code of the last test (or of her account's creation) does not make this one wait.
  await app.resendable('sara@example.com');
  app.state.useClientState.setState({ ...app.state.initialState, loginPrompt: false });
});

/** Another five digits than `code`: a wrong guess. */
const wrongCode = (code: string) => String((Number(code) + 1) % 100000).padStart(5, '0');
/** Western digits as Persian ones, as a Persian keyboard types them. */
const persian = (digits: string) => digits.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!);
const sent = (path: string) => app.requests.filter((request) => request.url === path);

async function openDialog(at = '/wallet') {
  const user = userEvent.setup();
  const view = renderApp(app.routes, at);
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

/** What the screen sent (its reads, such as the sign-in methods, may come at any moment). */
const posts = () => app.requests.filter((request) => request.method !== 'GET').length;

describe('the login dialog, step enterEmail', () => {
  it('asks for the e-mail when it is empty and sends nothing', async () => {
    const { user, dialog } = await openDialog();
    const before = posts();
    await user.click(within(dialog).getByRole('button', { name: 'Get Code' }));
    expect(await within(dialog).findByText('Please enter your email')).toBeVisible();
    expect(posts()).toBe(before);
  });

  it('reveals and hides the referral field with its toggle', async () => {
    const { user, dialog } = await openDialog();
    expect(within(dialog).queryByLabelText('Referral code')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Add referral code' }));
    expect(within(dialog).getByLabelText('Referral code')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Hide referral code' }));
    await waitFor(() => expect(within(dialog).queryByLabelText('Referral code')).toBeNull());
  });

  it('offers no Google sign-in once the server has said it has none', async () => {
    const { dialog, queryClient } = await openDialog();
    await waitFor(() =>
      expect(queryClient.getQueryState(['auth', 'methods'])?.status).toBe('success'),
    );
    // The answer's render is scheduled (TanStack's notify, then React); let it happen first.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(within(dialog).getByRole('button', { name: 'Get Code' })).toBeVisible();
    expect(
      within(dialog).getByRole('link', { name: 'Sign in with your mobile number' }),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
  });

  it('opens on an open route with the referral code of the link filled in and shown', async () => {
    const { dialog } = await openDialog('/?referral_code=FRIEND7');
    expect(within(dialog).getByLabelText('Referral code')).toHaveValue('FRIEND7');
    expect(within(dialog).getByRole('button', { name: 'Hide referral code' })).toBeVisible();
    expect(app.state.useClientState.getState().loginPrompt).toBe(true);
  });

  it("shows the server's refusal of a referral code beside the field", async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Email'), freshEmail());
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
    const { router } = renderApp(app.routes, `/TheIdea/3?token=${encodeURIComponent(sara)}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(app.state.useClientState.getState().accessToken).toBe(sara);
    expect(app.state.useClientState.getState().auth).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the login dialog, step confirm', () => {
  it('sends the normalized e-mail, confirms, and starts the resend countdown', async () => {
    const { dialog } = await reachConfirm();
    expect(sent('/api/auth/email/send-code').at(-1)?.body).toEqual({ email: 'sara@example.com' });
    await waitFor(() => expect(screen.getByText('Verification code sent')).toBeVisible());
    const resend = within(dialog).getByRole('button', { name: "Haven't received the code?" });
    expect(resend).toBeDisabled();
    expect(within(dialog).getByTestId('resend-countdown')).toHaveTextContent(/^00:[0-5]\d$/);
    expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeVisible();
  });

  it('checks the code before sending it', async () => {
    const { user, dialog } = await reachConfirm(freshEmail());
    const before = sent('/api/auth/email/verify-code').length;
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Please enter verification code')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Verification code'), '12a45');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Please enter numbers only!!')).toBeVisible();
    expect(sent('/api/auth/email/verify-code').length).toBe(before);
  });

  it('says Invalid verification code on a 401 and keeps the visitor where they are', async () => {
    const email = freshEmail();
    const { user, dialog } = await reachConfirm(email);
    const wrong = wrongCode(await app.code(email));
    await user.type(within(dialog).getByLabelText('Verification code'), wrong);
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByText('Invalid verification code')).toBeVisible());
    expect(sent('/api/auth/email/verify-code').at(-1)?.body).toEqual({ email, code: wrong });
    const after = app.state.useClientState.getState();
    expect(after.auth).toBe(false);
    expect(after.accessToken).toBe('');
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('signs in with Persian digits, stores the token and the member, and closes', async () => {
    const { user, dialog } = await reachConfirm();
    const code = await app.code('sara@example.com');
    expect(code).toMatch(/^\d{5}$/);
    await user.type(within(dialog).getByLabelText('Verification code'), persian(code));
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByText('Login successful')).toBeVisible());
    expect(sent('/api/auth/email/verify-code').at(-1)?.body).toEqual({
      email: 'sara@example.com',
      code,
    });
    const saraId = String(await app.memberId(sara));
    await waitFor(() => expect(app.state.useClientState.getState().userId).toBe(saraId));
    const after = app.state.useClientState.getState();
    expect(after.auth).toBe(true);
    // A new token of Sara's own, which the server takes as hers.
    expect(after.accessToken).toMatch(/^\d+\|/);
    expect(after.accessToken).not.toBe(sara);
    expect(String(await app.memberId(after.accessToken))).toBe(saraId);
    expect(after.user.email).toBe('sara@example.com');
    expect(after.profile.first_name).toBe('Sara');
    const meCalls = app.wire.filter((request) => request.url === '/api/me');
    expect(meCalls.at(-1)?.headers.authorization).toBe(`Bearer ${after.accessToken}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

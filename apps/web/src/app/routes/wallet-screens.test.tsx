import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installIntersectionObserver } from '../../../test/intersection-observer';
import { startRealApp, type RealApp } from '../../../test/real-app';
import { renderApp } from '../../../test/render-app';
import type { browser as appBrowser } from '@/lib/browser';

type Browser = typeof appBrowser;

// A valid Sheba (ISO 13616 check digits), and the same one with its last digit changed.
const SHEBA = 'IR820540102680020817909002';
const WRONG_SHEBA_DIGITS = '820540102680020817909003';
const withdrawal = { amount: 50_000, sheba: SHEBA, holder_name: 'Mina Rad' };
const persianDigits = (text: string) =>
  text.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] ?? digit);

interface WalletBody {
  available: number;
  held: number;
  pending: number;
}

let app: RealApp;
let browser: Browser;

beforeAll(async () => {
  installIntersectionObserver();
  app = await startRealApp();
  ({ browser } = await import('@/lib/browser'));
});
afterAll(async () => {
  await app.close();
  vi.unstubAllGlobals();
});

/** A new member, signed in in the web app; their token. */
let counter = 0;
async function signedInMember(name = 'Mina') {
  const token = await app.member(`wallet-${++counter}@example.com`, { first_name: name });
  app.state.useClientState.setState({ ...app.state.initialState, loginPrompt: false });
  app.signInAs(token);
  return token;
}
const wallet = (token: string) => app.api<WalletBody>('GET', '/wallet', token);
function open(at: string) {
  return { user: userEvent.setup(), ...renderApp(app.routes, at) };
}
/** Where the deposit form sends the browser; the page stays, as jsdom cannot leave. */
function watchGateway() {
  return vi.spyOn(browser, 'leaveTo').mockImplementation(() => undefined);
}

beforeEach(() => {
  app.requests.length = 0;
  // Only the gateway's watcher: the harness's own fetch spy records the app's requests.
  if (vi.isMockFunction(browser.leaveTo)) browser.leaveTo.mockRestore();
});

describe('the wallet', () => {
  it('shows the balances in Toman, and in Persian with Persian digits and the amount in words', async () => {
    const token = await signedInMember();
    await app.deposit(token, 150_000);
    open('/wallet');
    await waitFor(() =>
      expect(screen.getByTestId('balance-available')).toHaveTextContent('150,000 Toman'),
    );
    expect(screen.getByTestId('balance-pending')).toHaveTextContent('0 Toman');
    expect(screen.getByTestId('balance-held')).toHaveTextContent('0 Toman');
    for (const name of ['Deposit', 'Withdraw', 'Transactions', 'My purchases']) {
      expect(screen.getByRole('link', { name })).toBeVisible();
    }

    app.state.useClientState.getState().set({ language: 'fa' });
    const available = await screen.findByTestId('balance-available');
    await waitFor(() => expect(available).toHaveTextContent('۱۵۰٬۰۰۰ تومان'));
    expect(available).toHaveTextContent('صد و پنجاه هزار تومان');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('deposits through the gateway: bounds checked as typed, presets, and the result on return', async () => {
    const token = await signedInMember();
    const leave = watchGateway();
    const { user } = open('/deposite');
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await user.type(amount, '5000');
    await waitFor(() =>
      expect(screen.getByText('The smallest deposit is 10,000 Toman')).toBeVisible(),
    );
    await user.clear(amount);
    await user.type(amount, '12.5');
    expect(screen.getByText('Please enter an amount in whole Toman')).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '۷۵٬۰۰۰');
    expect(screen.getByText('75,000 Toman')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '100,000 Toman' }));
    expect(amount).toHaveValue('100000');
    expect(
      app.requests.filter(
        (request) => request.method === 'POST' && request.url.startsWith('/api/wallet'),
      ),
    ).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    const started = app.wire.findLast((call) => call.url === '/api/wallet/deposit');
    expect(started?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}:100000$/);
    const body = app.requests.findLast((request) => request.url === '/api/wallet/deposit')?.body;
    expect(body).toEqual({ amount: 100_000 });

    // The member pays on the gateway's page and the server's callback sends them back.
    const back = await app.gateway(String(leave.mock.calls[0]?.[0]), 'pay');
    expect(back).toMatch(/^\/wallet\?deposit=ok&payment=[0-9a-f-]+$/);
    open(back);
    const result = await screen.findByTestId('deposit-result');
    expect(await within(result).findByText('Deposit received')).toBeVisible();
    expect(result).toHaveTextContent('100,000 Toman was added to your wallet.');
    await waitFor(() =>
      expect(screen.getByTestId('balance-available')).toHaveTextContent('100,000 Toman'),
    );
    expect((await wallet(token)).available).toBe(100_000);
  });

  it('says a cancelled payment did not go through, and credits nothing', async () => {
    const token = await signedInMember();
    const leave = watchGateway();
    const { user } = open('/deposite?amount=20000');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('20000'),
    );
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(leave).toHaveBeenCalled());
    const back = await app.gateway(String(leave.mock.calls[0]?.[0]), 'cancel');
    expect(back).toMatch(/^\/wallet\?deposit=failed&payment=/);
    open(back);
    await waitFor(() => expect(screen.getByText('The payment did not go through')).toBeVisible());
    expect((await wallet(token)).available).toBe(0);
  });

  it('does not trust the address: a payment that is not the member’s is not shown as paid', async () => {
    const other = await signedInMember('Other');
    const landing = await app.deposit(other, 30_000);
    await signedInMember();
    open(landing);
    await waitFor(() => expect(screen.getByText('This payment could not be found.')).toBeVisible());
    expect(screen.queryByText('Deposit received')).toBeNull();
  });
});

describe('withdrawing', () => {
  it('checks the Sheba as typed, requests the withdrawal, and cancels it while pending', async () => {
    const token = await signedInMember();
    await app.deposit(token, 200_000);
    const { user } = open('/withdraw');
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    expect(screen.getByText('Available: 200,000 Toman')).toBeVisible();
    const sheba = screen.getByRole('textbox', { name: 'Sheba number' });
    expect(screen.getByText('IR')).toBeVisible();

    await user.type(amount, '50000');
    await user.type(sheba, '8205');
    expect(screen.getByText('4 of 24 digits')).toBeVisible();
    await user.clear(sheba);
    await user.type(sheba, WRONG_SHEBA_DIGITS);
    expect(screen.getByText('This Sheba number is not valid: IR and 24 digits')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Request' }));
    expect(
      app.requests.filter(
        (request) => request.method === 'POST' && request.url.startsWith('/api/wallet'),
      ),
    ).toHaveLength(0);

    // Pasted with its IR and in Persian digits, as a bank's app may copy it.
    await user.clear(sheba);
    await user.click(sheba);
    await user.paste(persianDigits(SHEBA));
    expect(sheba).toHaveValue(persianDigits(SHEBA.slice(2)));
    expect(screen.getByText('Sheba number checked')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Request' }));
    await waitFor(() =>
      expect(screen.getByText("Please enter the account holder's name")).toBeVisible(),
    );
    await user.type(screen.getByRole('textbox', { name: "Account holder's name" }), 'Mina Rad');
    await user.click(screen.getByRole('button', { name: 'Request' }));

    await waitFor(() => expect(screen.getByText('Withdrawal requested')).toBeVisible());
    const request = app.requests.findLast((sent) => sent.url === '/api/wallet/withdraw');
    expect(request?.body).toEqual({ amount: 50_000, sheba: SHEBA, holder_name: 'Mina Rad' });
    const row = await screen.findByTestId('withdrawal');
    expect(row).toHaveTextContent('50,000 Toman');
    expect(row).toHaveTextContent('Pending');
    expect(row).toHaveTextContent('IR…9002 · Mina Rad');
    expect(await wallet(token)).toMatchObject({ available: 150_000, held: 50_000 });

    await user.click(within(row).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this withdrawal?' });
    await user.click(within(dialog).getByRole('button', { name: 'بله' }));
    await waitFor(() => expect(screen.getByText('Withdrawal cancelled')).toBeVisible());
    await waitFor(() => expect(screen.getByTestId('withdrawal')).toHaveTextContent('Cancelled'));
    expect(within(screen.getByTestId('withdrawal')).queryByRole('button')).toBeNull();
    expect(await wallet(token)).toMatchObject({ available: 200_000, held: 0 });
  });

  it('works in Persian, right to left, with Persian digits typed and read back in words', async () => {
    const token = await signedInMember();
    await app.deposit(token, 100_000);
    app.state.useClientState.getState().set({ language: 'fa' });
    const { user } = open('/withdraw');
    const amount = await screen.findByRole('textbox', { name: 'مبلغ' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByText('موجودی: ۱۰۰٬۰۰۰ تومان')).toBeVisible();
    await user.type(amount, '۲۵۰۰۰');
    expect(screen.getByText('۲۵٬۰۰۰ تومان: بیست و پنج هزار تومان')).toBeVisible();
    const sheba = screen.getByRole('textbox', { name: 'شمارهٔ شبا' });
    await user.type(sheba, '۸۲۰۵');
    expect(screen.getByText('۴ رقم از ۲۴')).toBeVisible();
    await user.clear(sheba);
    await user.type(sheba, persianDigits(SHEBA.slice(2)));
    expect(screen.getByText('شمارهٔ شبا درست است')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'نام صاحب حساب' }), 'مینا راد');
    await user.click(screen.getByRole('button', { name: 'درخواست' }));
    await waitFor(() => expect(screen.getByText('درخواست برداشت ثبت شد')).toBeVisible());
    const row = await screen.findByTestId('withdrawal');
    expect(row).toHaveTextContent('۲۵٬۰۰۰ تومان');
    expect(row).toHaveTextContent('در انتظار');
    expect(app.requests.findLast((sent) => sent.url === '/api/wallet/withdraw')?.body).toEqual({
      amount: 25_000,
      sheba: SHEBA,
      holder_name: 'مینا راد',
    });
  });

  it('refuses more than the available balance before asking the server', async () => {
    const token = await signedInMember();
    await app.deposit(token, 10_000);
    const { user } = open('/withdraw');
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '10001');
    expect(screen.getByText('More than your available balance (10,000 Toman)')).toBeVisible();
  });
});

describe('the transactions', () => {
  it('lists one row per operation with its status and signed amount, filtered in words', async () => {
    const token = await signedInMember();
    await app.deposit(token, 200_000);
    const made = await app.api<{ id: string }>(
      'POST',
      '/wallet/withdraw',
      token,
      withdrawal,
      app.intent(),
    );
    await app.api('POST', `/wallet/withdrawals/${made.id}/cancel`, token);
    const { user, router } = open('/transactions');
    await waitFor(() => expect(screen.getAllByTestId('transaction')).toHaveLength(2));
    const [cancelled, deposit] = screen.getAllByTestId('transaction');
    // Requested and cancelled: one row, with its status and what it changed in the end.
    expect(cancelled).toHaveTextContent(/^Withdrawal · Cancelled/);
    expect(within(cancelled!).getByTestId('transaction-amount')).toHaveTextContent(
      '\u2066\u221250,000\u2069 Toman',
    );
    expect(within(cancelled!).getByTestId('transaction-net')).toHaveTextContent(
      'Net effect \u20660\u2069 Toman',
    );
    expect(deposit).toHaveTextContent(/^Deposit · Completed/);
    expect(within(deposit!).getByTestId('transaction-amount')).toHaveTextContent(
      '\u2066+200,000\u2069 Toman',
    );
    expect(within(cancelled!).getByRole('link')).toHaveAttribute(
      'href',
      `/wallet/receipts/${made.id}`,
    );

    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Money in' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=money_in'));
    await waitFor(() => expect(screen.getAllByTestId('transaction')).toHaveLength(1));
    expect(screen.getByTestId('transaction').dataset.kind).toBe('deposit');
    expect(app.requests.at(-1)?.url).toBe('/api/wallet/transactions?filter=money_in');

    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Sales' }));
    await waitFor(() => expect(screen.getByText('Nothing of this kind yet.')).toBeVisible());
  });

  it('writes dates in Jalali and signs amounts on the same side as in English, in Persian', async () => {
    const token = await signedInMember();
    await app.deposit(token, 10_000);
    await app.api(
      'POST',
      '/wallet/withdraw',
      token,
      { ...withdrawal, amount: 4_000 },
      app.intent(),
    );
    app.state.useClientState.getState().set({ language: 'fa' });
    open('/transactions');
    await waitFor(() => expect(screen.getAllByTestId('transaction')).toHaveLength(2));
    const [out, into] = screen.getAllByTestId('transaction');
    expect(into).toHaveTextContent(/[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}/);
    expect(into).toHaveTextContent('واریز');
    // Plus and minus both lead the digits inside a left-to-right isolate.
    expect(within(into!).getByTestId('transaction-amount').textContent).toBe(
      '\u2066+۱۰٬۰۰۰\u2069 تومان',
    );
    expect(within(out!).getByTestId('transaction-amount').textContent).toBe(
      '\u2066\u2212۴٬۰۰۰\u2069 تومان',
    );
    expect(out).toHaveTextContent('برداشت · درخواست شد');
  });
});

describe('the profile hub', () => {
  it('leads to the wallet with its balance and to every part of the account; signing out is quiet', async () => {
    const token = await signedInMember();
    await app.deposit(token, 60_000);
    const { user, router } = open('/profile');
    const balance = await screen.findByTestId('profile-balance');
    await waitFor(() => expect(balance).toHaveTextContent('Available: 60,000 Toman'));
    const hub = screen.getByRole('navigation', { name: 'Your account' });
    const expected = {
      'My purchases': '/purchases',
      Transactions: '/transactions',
      'My ideas': '/my-ideas',
      'My needs': '/my-needs',
      'Invite friends': '/referral-friends',
      'Edit profile': '/editProfile',
      'About us': '/aboutUs',
      'Contact us': '/contactUs',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(within(hub).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(hub).getByRole('group', { name: 'Language' })).toBeVisible();
    const signOut = screen.getByRole('button', { name: 'Sign out' });
    expect(signOut).not.toHaveClass('MuiButton-contained');

    await user.click(screen.getByRole('link', { name: /Wallet/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet'));
  });

  it('switches the language from the hub', async () => {
    await signedInMember();
    const { user } = open('/profile');
    await user.click(await screen.findByRole('button', { name: 'فارسی' }));
    await waitFor(() => expect(app.state.useClientState.getState().language).toBe('fa'));
    await waitFor(() => expect(screen.getByRole('link', { name: 'خریدهای من' })).toBeVisible());
  });
});

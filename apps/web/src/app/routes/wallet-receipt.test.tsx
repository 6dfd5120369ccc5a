import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buyingData } from '../../../test/buying';
import { startRealApp, type RealApp } from '../../../test/real-app';
import { renderApp } from '../../../test/render-app';

const SHEBA = 'IR820540102680020817909002';

let app: RealApp;

beforeAll(async () => {
  app = await startRealApp();
});
afterAll(() => app.close());
beforeEach(() => {
  app.requests.length = 0;
  app.state.useClientState.getState().set({ language: 'en' });
});

const { idea, buyer } = buyingData(() => app);
let sellers = 0;
/** A seller whose idea (120,000 Toman) a buyer bought: the seller signed in; both tokens. */
async function sold() {
  const seller = await app.member(`seller-${++sellers}@example.com`, { first_name: 'Sara' });
  const id = await idea(seller);
  const token = await buyer(200_000);
  await app.api('PATCH', '/me', token, { first_name: 'Roshanak', last_name: 'Bayat' });
  const { purchase } = await app.api<{ purchase: { id: string } }>(
    'POST',
    `/items/${id}/purchase`,
    token,
    { expected_price: 120_000 },
    app.intent(),
  );
  app.signInAs(seller);
  return { seller, buyer: token, purchase: purchase.id };
}
const open = (at: string) => ({ user: userEvent.setup(), ...renderApp(app.routes, at) });

describe('a receipt', () => {
  it("shows the seller a sale with the commission and their share, never the buyer's name", async () => {
    const { purchase } = await sold();
    const { user, router } = open('/transactions');
    const row = await screen.findByTestId('transaction');
    expect(row).toHaveTextContent(/^Sale · On hold.*Lunch for offices/);
    expect(within(row).getByTestId('transaction-amount')).toHaveTextContent(
      '\u2066+108,000\u2069 Toman',
    );
    await user.click(within(row).getByRole('link'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/wallet/receipts/${purchase}`),
    );
    const receipt = await screen.findByTestId('receipt');
    expect(within(receipt).getByTestId('line-price')).toHaveTextContent('Price120,000 Toman');
    expect(within(receipt).getByTestId('line-commission')).toHaveTextContent(
      'Commission\u2066\u221212,000\u2069 Toman',
    );
    expect(within(receipt).getByTestId('line-share')).toHaveTextContent('Your share108,000 Toman');
    expect(within(receipt).getByTestId('receipt-counterpart')).toHaveTextContent(
      'BuyerA buyer (not shown to sellers)',
    );
    expect(receipt).not.toHaveTextContent('Roshanak');
    expect(within(receipt).getByTestId('receipt-reference')).toHaveTextContent(purchase);
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
  });

  it('is shared with the Web Share API, or copied where there is none, in Persian too', async () => {
    const { purchase } = await sold();
    app.state.useClientState.getState().set({ language: 'fa' });
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = open(`/wallet/receipts/${purchase}`);
    const receipt = await screen.findByTestId('receipt');
    expect(within(receipt).getByTestId('receipt-status')).toHaveTextContent('در انتظار');
    expect(within(receipt).getByTestId('receipt-amount').textContent).toBe(
      '\u2066+۱۰۸٬۰۰۰\u2069 تومان',
    );
    expect(receipt).toHaveTextContent(/[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}/);
    await user.click(screen.getByRole('button', { name: 'اشتراک‌گذاری' }));
    expect(share).toHaveBeenCalledWith({
      title: 'رسید ایده‌بازار',
      text: expect.stringContaining(purchase) as string,
      url: `${window.location.origin}/wallet/receipts/${purchase}`,
    });
    Reflect.deleteProperty(navigator, 'share');
    // No Web Share API (a desktop browser): the text and the link are copied instead.
    expect(typeof navigator.share).not.toBe('function');
    await user.click(screen.getByRole('button', { name: 'اشتراک‌گذاری' }));
    expect(await screen.findByText('رسید کپی شد')).toBeVisible();
    expect(await navigator.clipboard.readText()).toContain(`/wallet/receipts/${purchase}`);
  });

  it("writes a deposit's gateway reference in Persian digits in Persian", async () => {
    await buyer(50_000);
    app.state.useClientState.getState().set({ language: 'fa' });
    const { user } = open('/transactions');
    await user.click(within(await screen.findByTestId('transaction')).getByRole('link'));
    const reference = await screen.findByTestId('receipt-gateway-reference');
    expect(reference.textContent).toMatch(/[۰-۹]{3}/);
    expect(reference.textContent).not.toMatch(/[0-9]/);
  });

  it("of another member's operation is not found, and shows nothing of it", async () => {
    const { purchase } = await sold();
    await buyer(0);
    open(`/wallet/receipts/${purchase}`);
    expect(await screen.findByText('This receipt could not be found.')).toBeVisible();
    expect(screen.queryByTestId('receipt')).toBeNull();
  });
});

describe('the withdraw form', () => {
  it('says how much is still on hold and when it becomes available, with nothing available', async () => {
    await sold();
    open('/withdraw');
    const line = await screen.findByTestId('not-yet-available');
    expect(line).toHaveTextContent(
      /^108,000 Toman of your sales is still on hold and becomes available in \d+ days?/,
    );
    expect(screen.getByText('Available: 0 Toman')).toBeVisible();
  });

  it('offers the Sheba accounts used before, chosen with one tap', async () => {
    const token = await buyer(100_000);
    await app.api(
      'POST',
      '/wallet/withdraw',
      token,
      { amount: 10_000, sheba: SHEBA, holder_name: 'Mina Rad' },
      app.intent(),
    );
    const { user } = open('/withdraw');
    const saved = await screen.findByRole('group', { name: 'Accounts you used before' });
    const account = within(saved).getByRole('button', { name: /IR …9002 · .Mina Rad./ });
    expect(saved).not.toHaveTextContent(SHEBA.slice(2, 20));
    await user.click(account);
    expect(screen.getByRole('textbox', { name: 'Sheba number' })).toHaveValue(SHEBA.slice(2));
    expect(screen.getByRole('textbox', { name: "Account holder's name" })).toHaveValue('Mina Rad');
    expect(screen.getByText('Sheba number checked')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '20000');
    await user.click(screen.getByRole('button', { name: 'Request' }));
    await waitFor(() => expect(screen.getByText('Withdrawal requested')).toBeVisible());
    expect(app.requests.findLast((sent) => sent.url === '/api/wallet/withdraw')?.body).toEqual({
      amount: 20_000,
      sheba: SHEBA,
      holder_name: 'Mina Rad',
    });
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buyingData } from '../../../test/buying';
import { startRealApp, titled, type RealApp } from '../../../test/real-app';
import type { browser as appBrowser } from '@/lib/browser';
import { captureInstallPrompt } from '@/lib/install-event';
import { closeInstallOffer, currentOffer } from '@/lib/install-offer';

type Browser = typeof appBrowser;

let app: RealApp;
let browser: Browser;
/** Sara sells ideas and published her phone; an operator made the vouchers. */
let sara: string;

beforeAll(async () => {
  app = await startRealApp();
  ({ browser } = await import('@/lib/browser'));
  sara = await app.member('sara@example.com', { first_name: 'Sara' });
  await app.api('PATCH', '/me', sara, { phone: '09121234567' });
  const operator = await app.operator(await app.member('operator@example.com'));
  await app.api('POST', '/admin/vouchers', operator, {
    code: 'SAVE10',
    kind: 'percent',
    value: 10,
    max_discount: 50_000,
    budget: 1_000_000,
  });
  await app.api('POST', '/admin/vouchers', operator, {
    code: 'BIGONLY',
    kind: 'fixed',
    value: 5000,
    min_price: 1_000_000,
    budget: 1_000_000,
  });
});
afterAll(() => {
  window.dispatchEvent(new Event('appinstalled'));
  closeInstallOffer();
  return app.close();
});
beforeEach(() => {
  app.requests.length = 0;
  // Only the gateway's watcher: the harness's own fetch spy records the app's requests.
  if (vi.isMockFunction(browser.leaveTo)) browser.leaveTo.mockRestore();
  sessionStorage.clear();
});

const { idea, buyer, available, open } = buyingData(() => app);
const saraIdea = (publish?: object) => idea(sara, publish);
const purchaseBody = (price: number) => ({ expected_price: price });

describe('buying an idea', () => {
  it('offers on a negotiable idea: the form comes with the page, and the offer then waits', async () => {
    await buyer(0);
    const id = await saraIdea({ price: 0, negotiable: true });
    const { user } = open(`/TheIdea/${id}`);
    const amount = await screen.findByRole('textbox', { name: 'Your offer' });
    await user.type(amount, '90000');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(
      await screen.findByText("Your offer of 90,000 Toman is waiting for the creator's answer."),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Your offer' })).toBeNull();
  });

  it('confirms in the seed’s dialog with a voucher, and opens the private parts and the phone at once', async () => {
    // Chromium can install the app (its event; jsdom has none): a buyer is offered it.
    captureInstallPrompt(window);
    const offered = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(async () => undefined),
      userChoice: Promise.resolve({ outcome: 'accepted' as const, platform: 'web' }),
    });
    window.dispatchEvent(offered);
    expect(currentOffer()).toBeNull();
    const token = await buyer(200_000);
    const id = await saraIdea();
    const { user, router } = open(`/TheIdea/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Buy for 120,000 Toman' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/^Buy “\u2068Lunch for offices/)).toBeVisible();
    expect(within(dialog).getByTestId('buy-price')).toHaveTextContent('Price120,000 Toman');
    await waitFor(() =>
      expect(within(dialog).getByTestId('buy-balance')).toHaveTextContent(
        'Your wallet200,000 Toman',
      ),
    );
    expect(
      within(dialog).getByText(
        'An idea may be sold to several buyers: buying it does not make it yours alone.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'خیر' })).toBeVisible();

    const voucher = within(dialog).getByRole('textbox', { name: 'Voucher code (optional)' });
    await user.type(voucher, 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('This voucher code does not exist')).toBeVisible();
    await user.clear(voucher);
    await user.type(voucher, 'bigonly');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(
      await within(dialog).findByText('This voucher is for prices of at least 1,000,000 Toman'),
    ).toBeVisible();
    await user.clear(voucher);
    await user.type(voucher, 'save10');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Voucher applied')).toBeVisible();
    expect(within(dialog).getByTestId('buy-price')).toHaveTextContent(
      'Price120,000 TomanVoucher discount-12,000 TomanPrice after the voucher108,000 Toman',
    );

    await user.click(within(dialog).getByRole('button', { name: 'بله' }));
    // The purchase ends on its receipt, which says so and links to the idea it unlocked.
    await waitFor(() => expect(screen.getByText(/You bought this idea/)).toBeVisible());
    expect(router.state.location.pathname).toMatch(/^\/wallet\/receipts\/[0-9a-f-]{36}$/);
    const receipt = await screen.findByTestId('receipt');
    expect(within(receipt).getByTestId('line-discount')).toHaveTextContent(
      'Voucher\u2066\u221212,000\u2069 Toman',
    );
    expect(within(receipt).getByTestId('line-paid')).toHaveTextContent('Paid108,000 Toman');
    // Not over the purchase's receipt: the install offer waits for the next main screen.
    expect(currentOffer()).toBeNull();
    await user.click(within(receipt).getByRole('link', { name: /Lunch for offices/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/TheIdea/${id}`));
    const sent = app.wire.findLast((call) => call.url === `/api/items/${id}/purchase`);
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}:120000:SAVE10$/);
    expect(app.requests.findLast((call) => call.url.endsWith('/purchase'))?.body).toEqual({
      expected_price: 120_000,
      voucher_code: 'SAVE10',
    });
    // The private side, without a reload: no purchase call for the item was needed to show it.
    await waitFor(() => expect(screen.getByText('Companies pay monthly')).toBeVisible());
    expect(screen.queryByRole('region', { name: 'Buy this idea' })).toBeNull();
    // The item's bar is a lazy part of the screen: it may come after the item's parts, and the
    // page is hidden from assistive tech until the closing dialog is gone.
    await waitFor(() => expect(screen.getByTestId('bottom-nav')).toBeVisible());
    await user.click(
      await within(screen.getByTestId('bottom-nav')).findByRole('button', {
        name: 'Contact phone',
      }),
    );
    await waitFor(() => expect(screen.getByRole('link', { name: '09121234567' })).toBeVisible());
    expect(await available(token)).toBe(92_000);
    // Moved on to a main screen, the buyer is offered the app.
    expect(currentOffer()).toBeNull();
    await act(() => router.navigate('/'));
    await waitFor(() => expect(currentOffer()).toBe('prompt'));
  });

  it('short of funds, offers to deposit the missing amount and brings the member back to finish', async () => {
    const token = await buyer(30_000);
    const id = await saraIdea();
    const leave = vi.spyOn(browser, 'leaveTo').mockImplementation(() => undefined);
    const { user, router } = open(`/details/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Buy for 120,000 Toman' }));
    const dialog = await screen.findByRole('dialog');
    // The balance is read with the dialog: the missing amount is said before anything is tried.
    expect(
      await within(dialog).findByText('Your wallet is 90,000 Toman short for this purchase.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'بله' })).toBeDisabled();
    expect(app.requests.some((call) => call.url.endsWith('/purchase'))).toBe(false);
    expect(await available(token)).toBe(30_000);

    await user.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deposite'));
    expect(router.state.location.search).toBe('?amount=90000');
    await waitFor(() =>
      expect(screen.getByTestId('deposit-missing')).toHaveTextContent(
        '90,000 Toman more is needed to buy the idea you chose.',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('90000');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(leave).toHaveBeenCalled());
    const back = await app.gateway(String(leave.mock.calls[0]?.[0]), 'pay');

    // Back from the gateway, in the same tab.
    const returned = open(back);
    const result = await screen.findByTestId('deposit-result');
    expect(await within(result).findByText(/Lunch for offices/)).toBeVisible();
    await returned.user.click(within(result).getByRole('link', { name: 'Continue buying' }));
    await waitFor(() => expect(returned.router.state.location.pathname).toBe(`/details/${id}`));
    const again = await screen.findByRole('dialog');
    await returned.user.click(within(again).getByRole('button', { name: 'بله' }));
    // On the purchase's receipt, whose link opens the idea it unlocked.
    const receipt = await screen.findByTestId('receipt');
    await returned.user.click(within(receipt).getByRole('link', { name: /Lunch for offices/ }));
    await waitFor(() => expect(screen.getByText('Companies pay monthly')).toBeVisible());
    expect(await available(token)).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('asks a visitor to sign in rather than buying', async () => {
    const id = await saraIdea();
    app.state.useClientState.setState({
      ...app.state.initialState,
      isAuth: false,
      loginPrompt: false,
    });
    const { user } = open(`/TheIdea/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Buy for 120,000 Toman' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: /sign in|Sign in/ })).toBeVisible(),
    );
    expect(app.requests.some((call) => call.url.endsWith('/purchase'))).toBe(false);
  });

  it('asks a visitor to sign in before making an offer on a negotiable idea', async () => {
    const id = await saraIdea({ negotiable: true });
    app.state.useClientState.setState({
      ...app.state.initialState,
      isAuth: false,
      loginPrompt: false,
    });
    const { user } = open(`/TheIdea/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Sign in to make an offer' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: /sign in|Sign in/ })).toBeVisible(),
    );
    expect(app.requests.some((call) => call.url.endsWith('/offers'))).toBe(false);
  });
});

describe('the seller', () => {
  it('sees the sale pending in the wallet with the time to its release, and in the transactions', async () => {
    const seller = await app.member('sahar@example.com', { first_name: 'Sahar' });
    const id = await app.item(seller, {
      section: 'idea',
      text: titled('Bike repair at home'),
      publish: { price: 50_000 },
    });
    const token = await buyer(50_000);
    await app.api('POST', `/items/${id}/purchase`, token, purchaseBody(50_000), app.intent());

    app.signInAs(seller);
    const wallet = open('/wallet');
    await waitFor(() =>
      expect(screen.getByTestId('balance-pending')).toHaveTextContent('45,000 Toman'),
    );
    expect(screen.getByRole('region', { name: 'Pending' })).toHaveTextContent(
      /The next sale is released in (3 days|2 days 23 hours)\./,
    );
    expect(screen.getByTestId('balance-available')).toHaveTextContent('0 Toman');
    wallet.unmount();

    open('/transactions');
    // One row for the sale (its purchase, voucher and commission together): the seller's share,
    // in the seller's words, and nothing of who bought it.
    const rows = await screen.findAllByTestId('transaction');
    expect(rows).toHaveLength(1);
    const [sale] = rows;
    expect(sale!.dataset.kind).toBe('sale');
    expect(sale).toHaveTextContent(/^Sale · On hold\s*Bike repair at home/);
    expect(sale).not.toHaveTextContent('Mina');
    expect(within(sale!).getByTestId('transaction-amount')).toHaveTextContent(
      '\u2066+45,000\u2069 Toman',
    );
    expect(within(sale!).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/wallet\/receipts\/[0-9a-f-]{36}$/) as string,
    );
  });
});

describe('a negotiable idea', () => {
  it('reads Negotiable, never 0, takes an offer, and is bought at the amount its owner accepted', async () => {
    const token = await buyer(100_000);
    const id = await saraIdea({ price: 0, negotiable: true });
    const { user, unmount } = open(`/TheIdea/${id}`);
    await waitFor(() =>
      expect(screen.getByTestId('item-price')).toHaveTextContent('Price: Negotiable'),
    );
    expect(screen.getByTestId('item-price')).not.toHaveTextContent('0');
    expect(screen.queryByRole('button', { name: /^Buy for/ })).toBeNull();

    const form = await screen.findByRole('form', { name: 'Make an offer' });
    const amount = within(form).getByRole('textbox', { name: 'Your offer' });
    // An amount outside the bounds of a price is refused on the field, and nothing is sent on.
    await user.type(amount, '9');
    await user.click(within(form).getByRole('button', { name: 'Send offer' }));
    await waitFor(() =>
      expect(
        within(form).getByText('The price must be between 1,000 and 10,000,000,000 Toman'),
      ).toBeVisible(),
    );
    expect(screen.queryByTestId('offer-status')).toBeNull();
    await user.clear(amount);
    await user.type(amount, '80000');
    await user.type(
      within(form).getByRole('textbox', { name: 'Message to the creator (optional)' }),
      'For my café',
    );
    await user.click(within(form).getByRole('button', { name: 'Send offer' }));
    await waitFor(() =>
      expect(screen.getByTestId('offer-status')).toHaveTextContent(
        "Your offer of 80,000 Toman is waiting for the creator's answer.",
      ),
    );

    // Sara answers from MyIdea.
    unmount();
    app.signInAs(sara);
    const owner = open(`/MyIdea/${id}`);
    const offer = await screen.findByTestId('owner-offer');
    expect(offer).toHaveTextContent('\u2068Mina\u2069 · 80,000 Toman');
    expect(offer).toHaveTextContent('For my café');
    expect(screen.getByText(/Price: Negotiable/)).toBeVisible();
    await owner.user.click(within(offer).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.getByTestId('owner-offer')).toHaveTextContent('Accepted'));
    owner.unmount();

    app.signInAs(token);
    const again = open(`/TheIdea/${id}`);
    await waitFor(() =>
      expect(screen.getByTestId('offer-status')).toHaveTextContent(
        'Your offer of 80,000 Toman was accepted.',
      ),
    );
    await again.user.click(screen.getByRole('button', { name: 'Buy for 80,000 Toman' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('buy-price')).toHaveTextContent('80,000 Toman');
    await again.user.click(within(dialog).getByRole('button', { name: 'بله' }));
    const receipt = await screen.findByTestId('receipt');
    expect(within(receipt).getByTestId('line-price')).toHaveTextContent('Price80,000 Toman');
    await again.user.click(within(receipt).getByRole('link', { name: /Lunch for offices/ }));
    await waitFor(() => expect(screen.getByText('Companies pay monthly')).toBeVisible());
    expect(await available(token)).toBe(20_000);
  });
});

describe('my purchases', () => {
  it('shows the price paid and the hold with its time left, and takes a dispute while it is open', async () => {
    const token = await buyer(200_000);
    const id = await saraIdea();
    await app.api('POST', `/items/${id}/purchase`, token, purchaseBody(120_000), app.intent());
    const { user } = open('/purchases');
    const card = await screen.findByTestId('purchase');
    expect(card).toHaveTextContent(/Lunch for offices/);
    expect(within(card).getByTestId('purchase-paid')).toHaveTextContent('Paid 120,000 Toman');
    expect(card).toHaveTextContent('On hold');
    expect(card).toHaveTextContent(
      /You can open a dispute until the sale is released, in (3 days|2 days 23 hours)\./,
    );

    await user.click(within(card).getByRole('button', { name: 'Open a dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a dispute' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Please say what is wrong with this idea')).toBeVisible();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'What is wrong?' }),
      'Not as described',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByText('Dispute sent')).toBeVisible());
    await waitFor(() => expect(screen.getByTestId('purchase')).toHaveTextContent('Disputed'));
    expect(screen.getByTestId('purchase')).toHaveTextContent('Your dispute: Not as described');
    expect(within(screen.getByTestId('purchase')).queryByRole('button')).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buyingData } from '../../../test/buying';
import { startRealApp, type RealApp } from '../../../test/real-app';

let app: RealApp;
/** Sara sells the ideas; an operator makes the vouchers. */
let sara: string;
let operator: string;

beforeAll(async () => {
  app = await startRealApp();
  sara = await app.member('sara@example.com', { first_name: 'Sara' });
  operator = await app.operator(await app.member('operator@example.com'));
});
afterAll(() => app.close());
beforeEach(() => {
  app.requests.length = 0;
});

const { idea, buyer, available, open } = buyingData(() => app);
const voucher = (code: string, rules: object = {}) =>
  app.api('POST', '/admin/vouchers', operator, {
    code,
    kind: 'fixed',
    value: 10_000,
    budget: 1_000_000,
    ...rules,
  });
const purchases = () =>
  app.requests.filter((call) => call.method === 'POST' && call.url.endsWith('/purchase'));

/** The buy dialog of Sara's idea at 120,000 Toman, opened by a buyer with 200,000 Toman. */
async function openDialog(deposit = 200_000) {
  const token = await buyer(deposit);
  const id = await idea(sara);
  const view = open(`/TheIdea/${id}`);
  await view.user.click(await screen.findByRole('button', { name: 'Buy for 120,000 Toman' }));
  const dialog = await screen.findByRole('dialog');
  const yes = within(dialog).getByRole('button', { name: 'بله' });
  const field = within(dialog).getByRole('textbox', { name: 'Voucher code (optional)' });
  return { ...view, token, id, dialog, yes, field };
}

describe('the buy dialog', () => {
  it('does not buy while the voucher field holds a code refused, or one not applied', async () => {
    const { user, dialog, yes, field } = await openDialog();
    await user.type(field, 'nope');
    expect(within(dialog).getByText('Press Apply to use this code, or clear it')).toBeVisible();
    expect(yes).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('This voucher code does not exist')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(yes).toBeDisabled();
    await user.clear(field);
    expect(yes).toBeEnabled();
    expect(purchases()).toHaveLength(0);
  });

  it('stops when the purchase refuses the voucher: its reason on the field, nothing bought', async () => {
    await voucher('ONCE', { max_uses: 1 });
    const { user, token, dialog, yes, field } = await openDialog();
    await user.type(field, 'once');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Voucher applied')).toBeVisible();
    // Another member uses it up while the dialog is open.
    const other = await app.member('other@example.com');
    await app.deposit(other, 200_000);
    await app.api(
      'POST',
      `/items/${await idea(sara)}/purchase`,
      other,
      { expected_price: 120_000, voucher_code: 'ONCE' },
      app.intent(),
    );

    await user.click(yes);
    expect(await within(dialog).findByText('This voucher has been used up')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('once');
    expect(yes).toBeDisabled();
    expect(purchases()).toHaveLength(1);
    expect(await available(token)).toBe(200_000);
    await user.click(within(dialog).getByRole('button', { name: 'خیر' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Buy this idea' })).toBeVisible(),
    );
  });

  it('shows a price changed while it was open, asks again, and buys at the new price', async () => {
    const { user, token, id, dialog, yes } = await openDialog();
    await app.api('PATCH', `/items/${id}`, sara, { price: 150_000 });

    await user.click(yes);
    expect(await within(dialog).findByTestId('price-changed')).toHaveTextContent(
      'The price changed from 120,000 Toman to 150,000 Toman. Confirm again to buy at the new price.',
    );
    expect(within(dialog).getByTestId('buy-price')).toHaveTextContent('Price150,000 Toman');
    expect(await available(token)).toBe(200_000);

    await user.click(yes);
    await waitFor(() => expect(screen.getByText('Companies pay monthly')).toBeVisible());
    expect(purchases().map((call) => call.body)).toEqual([
      { expected_price: 120_000 },
      { expected_price: 150_000 },
    ]);
    expect(await available(token)).toBe(50_000);
  });

  it('reads the balance, the price and what is missing in Persian digits, right to left', async () => {
    await buyer(30_000);
    app.state.useClientState.getState().set({ language: 'fa' });
    const { user } = open(`/TheIdea/${await idea(sara)}`);
    await user.click(await screen.findByRole('button', { name: 'خرید به ۱۲۰٬۰۰۰ تومان' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('buy-price')).toHaveTextContent('قیمت۱۲۰٬۰۰۰ تومان');
    await waitFor(() =>
      expect(within(dialog).getByTestId('buy-balance')).toHaveTextContent('۳۰٬۰۰۰ تومان'),
    );
    expect(within(dialog).getByTestId('buy-missing')).toHaveTextContent('۹۰٬۰۰۰ تومان');
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe('what the server refuses', () => {
  it('moves nothing when the idea is archived while the dialog is open', async () => {
    const { user, token, id, yes } = await openDialog();
    await app.api('PATCH', `/items/${id}`, sara, { status: 'archived' });
    await user.click(yes);
    // The idea is no longer public: the screen says it cannot be opened.
    await waitFor(() =>
      expect(screen.getByText('This idea or need could not be opened')).toBeVisible(),
    );
    expect(await available(token)).toBe(200_000);
  });

  it("offers nothing to buy on the viewer's own idea", async () => {
    const id = await idea(sara);
    app.signInAs(sara);
    open(`/TheIdea/${id}`);
    await screen.findByText('Companies pay monthly');
    expect(screen.queryByRole('region', { name: 'Buy this idea' })).toBeNull();
  });
});

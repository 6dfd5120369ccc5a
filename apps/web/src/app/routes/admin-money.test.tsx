import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRealApp, type RealApp } from '../../../test/real-app';
import { renderApp } from '../../../test/render-app';

// A valid Sheba (ISO 13616 check digits).
const SHEBA = 'IR820540102680020817909002';

let app: RealApp;
let operator: string;
let serial = 0;

beforeAll(async () => {
  app = await startRealApp();
  operator = await app.operator(await app.member('money-operator@example.com'));
});
afterAll(() => app.close());
beforeEach(() => {
  app.state.useClientState.setState({ ...app.state.initialState, loginPrompt: false });
  app.signInAs(operator);
});

/** A member with money who asked to withdraw `amount` to this holder; their token. */
async function withdrawing(amount: number, holder: string) {
  serial += 1;
  const token = await app.member(`withdrawing-${serial}@example.com`, {
    first_name: `Member ${serial}`,
  });
  await app.deposit(token, 200_000);
  await app.api(
    'POST',
    '/wallet/withdraw',
    token,
    { amount, sheba: SHEBA, holder_name: holder },
    app.intent(),
  );
  return token;
}

const withdrawals = (token: string) =>
  app.api<{ withdrawals: { status: string; reference: string | null; reason: string | null }[] }>(
    'GET',
    '/wallet/withdrawals',
    token,
  );

/** The grid's row that holds this text. */
const rowWith = async (text: string) =>
  (await screen.findByText(text)).closest('[role="row"]') as HTMLElement;

describe('the withdrawals screen', () => {
  it("shows the pending request with the member's Sheba and holder, and marks it paid", async () => {
    const token = await withdrawing(70_000, 'Paria Nouri');
    const user = userEvent.setup();
    renderApp(app.routes, '/admin/withdrawals');
    const row = await rowWith('Paria Nouri');
    expect(row).toHaveTextContent('70,000 Toman');
    expect(row).toHaveTextContent('Pending');
    await user.click(within(row).getByText(SHEBA));

    const drawer = await screen.findByRole('dialog', { name: 'Withdrawal of 70,000 Toman' });
    expect(within(drawer).getByText(SHEBA)).toBeVisible();
    await user.click(within(drawer).getByRole('button', { name: 'Copy Sheba' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(SHEBA);
    await user.click(within(drawer).getByRole('button', { name: 'Copy Account holder' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('Paria Nouri');

    const pay = within(drawer).getByRole('button', { name: 'Mark paid' });
    expect(pay).toBeDisabled();
    await user.type(within(drawer).getByRole('textbox', { name: 'Bank reference' }), 'BANK-7781');
    await user.click(pay);
    await waitFor(() => expect(screen.getByText('Marked paid')).toBeVisible());
    // Paid, it leaves the pending queue and the drawer closes.
    await waitFor(() => expect(screen.queryByText('Paria Nouri')).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Withdrawal of 70,000 Toman' })).toBeNull();
    expect((await withdrawals(token)).withdrawals[0]).toMatchObject({
      status: 'paid',
      reference: 'BANK-7781',
    });
  });

  it('rejects a request with a reason the member sees, and filters by status and search', async () => {
    const token = await withdrawing(30_000, 'Kian Farahani');
    await withdrawing(40_000, 'Sahar Vaziri');
    const user = userEvent.setup();
    renderApp(app.routes, '/admin/withdrawals');
    await user.click(await screen.findByText('Kian Farahani'));
    const drawer = await screen.findByRole('dialog', { name: 'Withdrawal of 30,000 Toman' });
    await user.type(
      within(drawer).getByRole('textbox', { name: 'Why it is rejected (the member sees this)' }),
      'The holder does not match the account',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(screen.getByText('Rejected; the money went back to the member')).toBeVisible(),
    );
    await waitFor(() => expect(screen.queryByText('Kian Farahani')).toBeNull());
    expect((await withdrawals(token)).withdrawals[0]).toMatchObject({
      status: 'rejected',
      reason: 'The holder does not match the account',
    });
    const wallet = await app.api<{ available: number; held: number }>('GET', '/wallet', token);
    expect(wallet).toMatchObject({ available: 200_000, held: 0 });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The rejected one shows under its status; the search narrows the list.
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Rejected' }));
    expect(await rowWith('Kian Farahani')).toHaveTextContent('Rejected');
    expect(screen.queryByText('Sahar Vaziri')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'All' }));
    await screen.findByText('Sahar Vaziri');
    await user.type(
      screen.getByRole('searchbox', { name: 'Search member, holder or Sheba' }),
      'sahar',
    );
    await waitFor(() => expect(screen.queryByText('Kian Farahani')).toBeNull());
    expect(screen.getByText('Sahar Vaziri')).toBeVisible();
  });
});

describe('the vouchers screen', () => {
  it('creates a voucher, shows its field errors, lists it with its uses, and disables it', async () => {
    const user = userEvent.setup();
    renderApp(app.routes, '/admin/vouchers');
    await user.click(await screen.findByRole('button', { name: 'New voucher' }));
    const form = await screen.findByRole('dialog', { name: 'New voucher' });
    await user.type(within(form).getByRole('textbox', { name: 'Code' }), 'spring25');
    await user.type(within(form).getByRole('textbox', { name: 'Value (%)' }), '25');
    await user.type(within(form).getByRole('textbox', { name: 'Budget (Toman)' }), '1000000');
    await user.click(within(form).getByRole('button', { name: 'New voucher' }));
    // A percent voucher needs its largest discount: the server's refusal shows beside the field.
    expect(
      await within(form).findByText('A percent voucher needs the largest discount it may give'),
    ).toBeVisible();
    await user.type(
      within(form).getByRole('textbox', { name: 'Largest discount per purchase (Toman)' }),
      '50000',
    );
    await user.type(within(form).getByRole('textbox', { name: 'Uses per member' }), '1');
    await user.click(within(form).getByRole('button', { name: 'New voucher' }));
    await waitFor(() => expect(screen.getByText('Voucher SPRING25 created')).toBeVisible());

    const row = await rowWith('SPRING25');
    expect(row).toHaveTextContent('25%');
    expect(row).toHaveTextContent('1,000,000 Toman');
    expect(row).toHaveTextContent('Active');
    const { vouchers } = await app.api<{
      vouchers: {
        code: string;
        kind: string;
        value: number;
        max_discount: number;
        budget: number;
        max_uses_per_member: number;
        disabled: boolean;
      }[];
    }>('GET', '/admin/vouchers', operator);
    expect(vouchers.find((voucher) => voucher.code === 'SPRING25')).toMatchObject({
      kind: 'percent',
      value: 25,
      max_discount: 50_000,
      budget: 1_000_000,
      max_uses_per_member: 1,
      disabled: false,
    });

    await user.click(within(row).getByText('SPRING25'));
    const drawer = await screen.findByRole('dialog', { name: 'Voucher SPRING25' });
    await user.click(within(drawer).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(screen.getByText('Voucher SPRING25 disabled')).toBeVisible());
    await waitFor(() =>
      expect(within(drawer).queryByRole('button', { name: 'Disable' })).toBeNull(),
    );
    expect(await rowWith('SPRING25')).toHaveTextContent('Disabled');
  });
});

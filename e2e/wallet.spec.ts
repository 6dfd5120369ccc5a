import type { Page } from '@playwright/test';
import { expect, test, waitForAppAfterLoads } from './test';
import { apiSignIn, publishItem } from './api';
import { makeOperator } from './operator';
import { signInByEmail, uniqueEmail } from './sign-in';
import { choosePersian } from './language';

const run = Date.now().toString(36);
const secret = `Licensing plan ${run} kept private`;
const phone = '09121234567';
const voucher = `E2E${run}`.toUpperCase().slice(0, 20);
const title = `Rooftop saffron ${run}`;
let ideaId = '';
const sellerEmail = uniqueEmail('wallet-seller');
const buyerEmail = uniqueEmail('wallet-buyer');

test.beforeAll(async ({ request }) => {
  const seller = await apiSignIn(request, sellerEmail);
  const headers = { authorization: `Bearer ${seller}` };
  ideaId = await publishItem(request, seller, { section: 'idea', title, price: 200_000 });
  const patched = await request.patch(`/api/items/${ideaId}`, {
    data: { business_text: secret },
    headers,
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  expect((await request.patch('/api/me', { data: { phone }, headers })).ok()).toBe(true);
  // An operator, made with the operator command as a person does, creates the voucher.
  const operatorEmail = uniqueEmail('wallet-operator');
  const operator = await apiSignIn(request, operatorEmail);
  expect(makeOperator(operatorEmail)).toContain('is now an operator');
  const created = await request.post('/api/admin/vouchers', {
    data: { code: voucher, kind: 'percent', value: 25, max_discount: 100_000, budget: 1_000_000 },
    headers: { authorization: `Bearer ${operator}` },
  });
  expect(created.status(), await created.text()).toBe(201);
});

/** Deposits through the development gateway's page, from the deposit screen. */
async function deposit(page: Page, amount: string) {
  await page.goto('/deposite');
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Test payment gateway' })).toBeVisible();
  await expect(page.getByText('No real money moves')).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/wallet\?deposit=ok/);
  await expect(page.getByText('Deposit received')).toBeVisible();
}

test('a member deposits, buys with a voucher, sees at once what the idea hid, and withdraws', async ({
  page,
  browser,
}) => {
  // Two members sign in and the money goes round the whole app: well past the default minute
  // on a busy machine.
  await page.goto('/wallet');
  await signInByEmail(page, buyerEmail);
  await expect(page.getByRole('heading', { name: 'Wallet' })).toBeVisible();
  await deposit(page, '300000');
  await expect(page.getByText('300,000 Toman').first()).toBeVisible();

  await page.goto(`/details/${ideaId}`);
  await expect(page.getByText(secret)).toHaveCount(0);
  await page.getByRole('button', { name: 'Buy for 200,000 Toman' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Voucher code (optional)').fill(voucher.toLowerCase());
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('Voucher applied')).toBeVisible();
  await expect(dialog.getByText('150,000 Toman').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'بله' }).click();
  // The purchase ends on its receipt, which opens the idea it unlocked.
  await expect(page).toHaveURL(/\/wallet\/receipts\/[0-9a-f-]{36}$/);
  await expect(page.getByText('You bought this idea.')).toBeVisible();
  await expect(page.getByTestId('line-paid')).toContainText('150,000 Toman');
  await page.getByTestId('receipt').getByRole('link').click();
  // Unlocked without a reload: the business model, then the phone and the chat.
  await expect(page.getByText(secret)).toBeVisible();
  await page.getByRole('button', { name: 'Contact phone' }).click();
  await expect(page.getByText(phone)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Chat with the creator' }).click();
  await expect(page).toHaveURL(/\/chat\/\d+\?item=/);

  await page.goto('/wallet');
  await expect(page.getByText('150,000 Toman').first()).toBeVisible();

  // The seller, in a browser of their own, sees the proceeds pending.
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  waitForAppAfterLoads(sellerPage);
  await sellerPage.goto('/wallet');
  await signInByEmail(sellerPage, sellerEmail);
  await expect(sellerPage.getByText('Pending', { exact: true })).toBeVisible();
  await expect(sellerPage.getByText('180,000 Toman').first()).toBeVisible();
  await sellerContext.close();

  // A withdrawal is requested, held, and cancelled.
  await page.goto('/withdraw');
  await page.getByRole('textbox', { name: 'Amount' }).fill('50000');
  await page.getByLabel('Sheba number').fill('820540102680020817909002');
  await page.getByLabel("Account holder's name").fill('Sara Ahmadi');
  await page.getByRole('button', { name: 'Request' }).click();
  await expect(page.getByText('Withdrawal requested')).toBeVisible();
  const pending = page.getByRole('listitem').filter({ hasText: /(^|[^\d,])50,000 Toman/ });
  await expect(pending.getByText('Pending')).toBeVisible();
  await pending.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'بله' }).click();
  await expect(page.getByText('Withdrawal cancelled')).toBeVisible();
  await expect(pending.getByText('Cancelled')).toBeVisible();

  // Requested and cancelled, it is one row of the transactions, opening its receipt.
  await page.goto('/transactions');
  const withdrawals = page.getByTestId('transaction').filter({ hasText: 'Withdrawal' });
  await expect(withdrawals).toHaveCount(1);
  await expect(withdrawals).toContainText('Withdrawal · Cancelled');
  await withdrawals.getByRole('link').click();
  await expect(page.getByTestId('receipt-status')).toHaveText('Cancelled');

  // The account is offered again by the next withdrawal.
  await page.goto('/withdraw');
  await page.getByRole('button', { name: /IR …9002/ }).click();
  await expect(page.getByLabel('Sheba number')).toHaveValue('820540102680020817909002');
});

test('the wallet in Persian: Persian digits and the amount in words', async ({ page }) => {
  await page.goto('/wallet');
  await signInByEmail(page, uniqueEmail('wallet-fa'));
  await deposit(page, '120000');
  await choosePersian(page);
  await expect(page.getByRole('heading', { name: 'کیف پول' })).toBeVisible();
  await expect(page.getByText('۱۲۰٬۰۰۰ تومان').first()).toBeVisible();
  await expect(page.getByText('صد و بیست هزار تومان').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

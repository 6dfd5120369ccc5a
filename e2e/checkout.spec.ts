import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test';
import { apiSignIn, availableBalance, buyIdea, fundWallet, publishItem } from './api';
import { makeOperator } from './operator';
import { signInByEmail, uniqueEmail } from './sign-in';

// The buy dialog never moves money the buyer did not agree to: a voucher the purchase refuses
// stops it, and a price changed while it was open is shown and asked again.
const run = Date.now().toString(36);
const buyerEmail = uniqueEmail('checkout-buyer');
const once = `ONCE${run}`.toUpperCase().slice(0, 20);
let seller = '';
let buyer = '';

test.beforeAll(async ({ request }) => {
  seller = await apiSignIn(request, uniqueEmail('checkout-seller'));
  buyer = await apiSignIn(request, buyerEmail);
  await fundWallet(request, buyer, 300_000);
  const operatorEmail = uniqueEmail('checkout-operator');
  const operator = await apiSignIn(request, operatorEmail);
  expect(makeOperator(operatorEmail)).toContain('is now an operator');
  const created = await request.post('/api/admin/vouchers', {
    data: { code: once, kind: 'fixed', value: 20_000, max_uses: 1, budget: 1_000_000 },
    headers: { authorization: `Bearer ${operator}` },
  });
  expect(created.status(), await created.text()).toBe(201);
});

/**
 * The seller's idea at 200,000 Toman on a phone's screen: the visitor's Buy asks them to sign in,
 * and the buyer's Buy, with the item read again as theirs, opens the dialog.
 */
async function openBuyDialog(page: Page, request: APIRequestContext, title: string) {
  const ideaId = await publishItem(request, seller, {
    section: 'idea',
    title: `${title} ${run}`,
    price: 200_000,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/TheIdea/${ideaId}`);
  const buy = page.getByRole('button', { name: 'Buy for 200,000 Toman' });
  await buy.click();
  const asMember = page.waitForResponse(
    (response) => response.url().endsWith(`/api/items/${ideaId}`) && response.ok(),
  );
  await signInByEmail(page, buyerEmail);
  await asMember;
  await buy.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('buy-balance')).toContainText(/\d/);
  return { ideaId, dialog, yes: dialog.getByRole('button', { name: 'بله' }) };
}

/** The buyer's purchases of this idea, as the server keeps them. */
async function purchasesOf(request: APIRequestContext, ideaId: string) {
  const mine = await request.get('/api/my/purchases', {
    headers: { authorization: `Bearer ${buyer}` },
  });
  const { purchases } = (await mine.json()) as { purchases: { item_id: string }[] };
  return purchases.filter((purchase) => purchase.item_id === ideaId);
}

test('a voucher the purchase refuses stops it: its reason on the field, nothing bought', async ({
  page,
  request,
}) => {
  const before = await availableBalance(request, buyer);
  const { ideaId, dialog, yes } = await openBuyDialog(page, request, 'Refill station');
  const field = dialog.getByLabel('Voucher code (optional)');
  await field.fill(once.toLowerCase());
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('Voucher applied')).toBeVisible();
  await expect(dialog.getByTestId('buy-price')).toContainText('180,000 Toman');

  // Another member uses the voucher up while the dialog is open.
  const other = await apiSignIn(request, uniqueEmail('checkout-other'));
  await fundWallet(request, other, 200_000);
  const another = await publishItem(request, seller, {
    section: 'idea',
    title: `Another idea ${run}`,
    price: 100_000,
  });
  await buyIdea(request, other, another, once);

  await yes.click();
  await expect(dialog.getByText('This voucher has been used up')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(yes).toBeDisabled();
  expect(await purchasesOf(request, ideaId)).toHaveLength(0);
  expect(await availableBalance(request, buyer)).toBe(before);
});

test('a price changed while the dialog was open is shown and asked again, then paid', async ({
  page,
  request,
}) => {
  const before = await availableBalance(request, buyer);
  const { ideaId, dialog, yes } = await openBuyDialog(page, request, 'Bike courier');
  const changed = await request.patch(`/api/items/${ideaId}`, {
    data: { price: 250_000 },
    headers: { authorization: `Bearer ${seller}` },
  });
  expect(changed.ok(), await changed.text()).toBe(true);

  await yes.click();
  await expect(dialog.getByTestId('price-changed')).toHaveText(
    'The price changed from 200,000 Toman to 250,000 Toman. Confirm again to buy at the new price.',
  );
  await expect(dialog.getByTestId('buy-price')).toContainText('250,000 Toman');
  expect(await purchasesOf(request, ideaId)).toHaveLength(0);
  expect(await availableBalance(request, buyer)).toBe(before);

  await yes.click();
  await expect(page).toHaveURL(/\/wallet\/receipts\/[0-9a-f-]{36}$/);
  await expect(page.getByText('You bought this idea.')).toBeVisible();
  await expect(page.getByTestId('line-price')).toContainText('250,000 Toman');
  await page.getByTestId('receipt').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/TheIdea/${ideaId}$`));
  await expect(page.getByRole('region', { name: 'Buy this idea' })).toHaveCount(0);
  expect(await purchasesOf(request, ideaId)).toHaveLength(1);
  expect(await availableBalance(request, buyer)).toBe(before - 250_000);
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test';
import { apiSignIn, availableBalance, buyIdea, fundWallet, publishItem } from './api';
import { choosePersian } from './language';
import { makeOperator } from './operator';
import { signInByEmail, uniqueEmail } from './sign-in';

// The operator console's money screens in the browser (issue 29): a withdrawal paid, a dispute
// settled each way, a voucher made and used, the console in Persian on a phone and a desk, and
// its chunks never loaded by a member's pages.
const run = Date.now().toString(36);
const SHEBA = 'IR820540102680020817909002';
const operatorEmail = uniqueEmail('console-operator');
let seller = '';
let buyer = '';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

test.beforeAll(async ({ request }) => {
  await apiSignIn(request, operatorEmail);
  expect(makeOperator(operatorEmail)).toContain('is now an operator');
  seller = await apiSignIn(request, uniqueEmail('console-seller'));
  buyer = await apiSignIn(request, uniqueEmail('console-buyer'));
  await fundWallet(request, buyer, 1_000_000);
});

/** The console opened by the operator, signed in from its own sign-in button. */
async function openConsole(page: Page, width: number, section = '') {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(section ? `/admin/${section}` : '/admin');
  // A visitor's guarded page opens the sign-in dialog by itself; the console asks them too.
  await expect(page.getByText('Sign in to open the console')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeVisible();
  await signInByEmail(page, operatorEmail);
  await expect(page.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible();
}

/** The buyer's purchase of a new idea of the seller's, then disputed with this reason. */
async function disputedPurchase(request: APIRequestContext, title: string, reason: string) {
  const ideaId = await publishItem(request, seller, { section: 'idea', title, price: 100_000 });
  await buyIdea(request, buyer, ideaId);
  const mine = await request.get('/api/my/purchases', { headers: auth(buyer) });
  const { purchases } = (await mine.json()) as { purchases: { id: string; item_id: string }[] };
  const purchase = purchases.find((one) => one.item_id === ideaId);
  const disputed = await request.post(`/api/purchases/${purchase?.id}/dispute`, {
    data: { reason },
    headers: auth(buyer),
  });
  expect(disputed.ok(), await disputed.text()).toBe(true);
  return ideaId;
}

/** The hold of the buyer's purchase of this idea, as the server keeps it. */
async function holdOf(request: APIRequestContext, ideaId: string) {
  const mine = await request.get('/api/my/purchases', { headers: auth(buyer) });
  const { purchases } = (await mine.json()) as { purchases: { item_id: string; hold: string }[] };
  return purchases.find((one) => one.item_id === ideaId)?.hold;
}

test('an operator pays a withdrawal a member asked for, with the Sheba copied and the batch exported', async ({
  page,
  request,
}) => {
  const member = await apiSignIn(request, uniqueEmail('console-withdrawer'));
  await fundWallet(request, member, 300_000);
  const holder = `Holder ${run}`;
  const asked = await request.post('/api/wallet/withdraw', {
    data: { amount: 120_000, sheba: SHEBA, holder_name: holder },
    headers: { ...auth(member), 'idempotency-key': crypto.randomUUID() },
  });
  expect(asked.ok(), await asked.text()).toBe(true);

  await openConsole(page, 1280, 'withdrawals');
  const row = page.getByRole('row').filter({ hasText: holder });
  await expect(row).toContainText('120,000 Toman');
  await expect(row).toContainText('Pending');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync((await (await download).path()) ?? '', 'utf8');
  expect(csv).toContain(SHEBA);
  expect(csv).toContain(holder);

  await row.click();
  const drawer = page.getByRole('dialog', { name: 'Withdrawal of 120,000 Toman' });
  await expect(drawer.getByText(SHEBA)).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Copy Sheba' })).toBeVisible();
  await drawer.getByLabel('Bank reference').fill(`REF-${run}`);
  await drawer.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText('Marked paid')).toBeVisible();
  await expect(row).toHaveCount(0);

  const mine = await request.get('/api/wallet/withdrawals', { headers: auth(member) });
  const { withdrawals } = (await mine.json()) as {
    withdrawals: { status: string; reference: string }[];
  };
  expect(withdrawals[0]).toMatchObject({ status: 'paid', reference: `REF-${run}` });
});

test('an operator settles one dispute with a refund and another with a release', async ({
  page,
  request,
}) => {
  const refunded = await disputedPurchase(request, `Refund me ${run}`, 'Not what was described');
  const released = await disputedPurchase(request, `Release me ${run}`, 'Changed my mind');
  const before = await availableBalance(request, buyer);

  await openConsole(page, 1280, 'disputes');
  await page
    .getByRole('row')
    .filter({ hasText: `Refund me ${run}` })
    .click();
  let drawer = page.getByRole('dialog', { name: `Dispute over Refund me ${run}` });
  await expect(drawer.getByText('Not what was described')).toBeVisible();
  await drawer.getByLabel('Note to both (optional)').fill('The files were missing.');
  await drawer.getByRole('button', { name: 'Refund the buyer' }).click();
  await expect(page.getByText('Refunded to the buyer')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Refund me ${run}` })).toHaveCount(0);

  await page
    .getByRole('row')
    .filter({ hasText: `Release me ${run}` })
    .click();
  drawer = page.getByRole('dialog', { name: `Dispute over Release me ${run}` });
  await drawer.getByRole('button', { name: 'Release to the seller' }).click();
  await expect(page.getByText('Released to the seller')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Release me ${run}` })).toHaveCount(0);

  expect(await holdOf(request, refunded)).toBe('refunded');
  expect(await holdOf(request, released)).toBe('released');
  expect(await availableBalance(request, buyer)).toBe(before + 100_000);
});

test('an operator creates a voucher that a member then uses to buy an idea', async ({
  page,
  request,
}) => {
  const code = `E2E${run}`.toUpperCase().slice(0, 20);
  await openConsole(page, 1280, 'vouchers');
  await page.getByRole('button', { name: 'New voucher' }).click();
  const form = page.getByRole('dialog', { name: 'New voucher' });
  await form.getByLabel('Code').fill(code);
  await form.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Fixed amount' }).click();
  await form.getByLabel('Value').fill('30000');
  await form.getByLabel('Budget (Toman)').fill('300000');
  await form.getByLabel('Uses per member').fill('1');
  await form.getByRole('button', { name: 'New voucher' }).click();
  await expect(page.getByText(`Voucher ${code} created`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('30,000 Toman');

  const ideaId = await publishItem(request, seller, {
    section: 'idea',
    title: `Voucher idea ${run}`,
    price: 150_000,
  });
  const before = await availableBalance(request, buyer);
  await buyIdea(request, buyer, ideaId, code.toLowerCase());
  expect(await availableBalance(request, buyer)).toBe(before - 120_000);

  await page.reload();
  await expect(row).toContainText('30,000 Toman');
  await row.click();
  const drawer = page.getByRole('dialog', { name: `Voucher ${code}` });
  await expect(drawer.getByText('Uses', { exact: true }).locator('..')).toContainText('1');
  await expect(drawer.getByText('Granted', { exact: true }).locator('..')).toContainText(
    '30,000 Toman',
  );
});

test('the console in Persian, right to left, on a phone and on a desk', async ({ page }) => {
  await openConsole(page, 390, 'vouchers');
  await choosePersian(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'پیشخوان گردانندگان' })).toBeVisible();
  // A phone: the sections are behind the menu.
  await expect(page.getByTestId('admin-nav')).toBeHidden();
  await page.getByRole('button', { name: 'باز کردن بخش‌ها' }).click();
  const nav = page.getByTestId('admin-nav');
  await expect(nav.getByRole('link', { name: 'برداشت‌ها' })).toBeVisible();
  await nav.getByRole('link', { name: 'کدهای تخفیف' }).click();
  await expect(nav).toBeHidden();
  const grid = page.getByRole('grid', { name: 'کدهای تخفیف' });
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'تخفیف داده‌شده' })).toBeVisible();

  // A desk: the sections stay beside the screen, on its right.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/audit');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const permanent = page.getByTestId('admin-nav');
  await expect(permanent).toBeVisible();
  const navBox = await permanent.boundingBox();
  expect(navBox?.x ?? 0).toBeGreaterThan(640);
  const audit = page.getByRole('grid', { name: 'گزارش کارها' });
  await expect(audit.getByRole('row').nth(1)).toBeVisible();
  // The entry's moment: a Jalali date and time in Persian digits.
  await expect(audit.getByRole('row').nth(1).getByRole('gridcell').first()).toHaveText(
    /^۱۴[۰-۹]{2}\/[۰-۹]{2}\/[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}$/,
  );
});

test("the console's chunks are not loaded on / for a member", async ({ page, request }) => {
  // The build names the console's chunks admin-* (vite.config.ts): the route's own is among them.
  const manifest = JSON.parse(
    readFileSync(path.join(import.meta.dirname, '../apps/web/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const consoleChunk = manifest['src/app/routes/AdminConsoleScreen.tsx']?.file ?? '';
  expect(consoleChunk).toMatch(/^assets\/admin-/);

  const memberEmail = uniqueEmail('console-visitor-member');
  await apiSignIn(request, memberEmail);
  const scripts: string[] = [];
  page.context().on('request', (sent) => {
    if (['script', 'other'].includes(sent.resourceType()) || sent.url().endsWith('.js'))
      scripts.push(new URL(sent.url()).pathname);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/profile');
  await expect(page.getByRole('dialog')).toBeVisible();
  await signInByEmail(page, memberEmail);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const preloads = await page
    .locator('link[rel="modulepreload"], script[src]')
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? link.getAttribute('src') ?? ''),
    );
  expect(scripts.length).toBeGreaterThan(0);
  expect([...scripts, ...preloads].filter((url) => url.includes('/assets/admin-'))).toEqual([]);
  expect(scripts).not.toContain(`/${consoleChunk}`);
});

import { expect, test } from './test';
import { choosePersian } from './language';

test('a visitor opens / and sees the ideas screen with the three-icon bottom navigation', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Ideas' }).first()).toBeVisible();
  const nav = page.getByTestId('bottom-nav');
  await expect(nav).toHaveAttribute('data-variant', 'main');
  const links = nav.getByRole('link');
  await expect(links).toHaveCount(3);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs.sort()).toEqual(['/', '/idea-or-need', '/profile']);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('opening a guarded route directly shows the login dialog and stays put', async ({ page }) => {
  await page.goto('/wallet');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Get Code' })).toBeVisible();
  await expect(page).toHaveURL(/\/wallet$/);
});

test('navigating in the app to a guarded route is stopped with the login dialog', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('bottom-nav').locator('a[href="/profile"]').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test('the language switch turns the shell Persian and right-to-left', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await choosePersian(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'ایده‌ها' }).first()).toBeVisible();
  const direction = await page
    .getByTestId('bottom-nav')
    .evaluate((el) => getComputedStyle(el).direction);
  expect(direction).toBe('rtl');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('/home redirects to the ideas list', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/$/);
});

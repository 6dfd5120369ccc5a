import { expect, test } from '@playwright/test';

test('after one visit the app shell loads with the network offline', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load is not controlled by the new worker; a reload is, once it has claimed.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('bottom-nav')).toBeVisible();
  await page.goto('/create-idea');
  await expect(page.getByTestId('bottom-nav').or(page.locator('#root'))).toBeVisible();
  await context.setOffline(false);
});

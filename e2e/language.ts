import { expect, type Page } from '@playwright/test';

/** The app's persisted state in localStorage (apps/web/src/lib/client-state.ts, encrypted). */
const STORAGE_NAME = 'ideabazaar-state';

/**
 * Persian chosen from the app bar's language switch, as a person does: the screen is in Persian,
 * and the choice is kept for the next page load (the app writes its state a moment after the
 * change, encrypted), so a `goto` or `reload` right after it opens in Persian too.
 */
export async function choosePersian(page: Page) {
  const stored = () => page.evaluate((name) => localStorage.getItem(name), STORAGE_NAME);
  const before = await stored();
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: 'فارسی' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  await expect.poll(stored).not.toBe(before);
}

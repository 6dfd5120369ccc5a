import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiSignIn, publishItem } from './api';
import { guardedRoutes, openRoutes, withId } from './seed-routes';
import { uniqueEmail } from './sign-in';

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

test('every seed route renders without a console error', async ({ page, request }) => {
  // The routes with an id open a real published idea, as a visitor following a link would.
  const token = await apiSignIn(request, uniqueEmail('routes'));
  const id = await publishItem(request, token, { section: 'idea', title: 'Route check idea' });
  const open = withId(openRoutes, id);
  const guarded = withId(guardedRoutes, id);
  const errors = collectErrors(page);
  for (const route of [...open, ...guarded]) {
    await page.goto(route);
    await expect(page.locator('#root')).not.toBeEmpty();
    if (guarded.includes(route)) {
      await expect(page.getByRole('dialog'), `login dialog on ${route}`).toBeVisible();
    } else {
      await expect(page.getByRole('dialog'), `no dialog on ${route}`).toHaveCount(0);
    }
  }
  await page.goto('/google-login/callback');
  await expect(page.getByTestId('bottom-nav')).toHaveCount(0);
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(errors.filter((e) => !e.includes('/google-login/callback'))).toEqual([]);
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Page not found')).toBeVisible();
});

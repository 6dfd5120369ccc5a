import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiSignIn, publishItem } from './api';
import { guardedRoutes, openRoutes, withId } from './seed-routes';
import { uniqueEmail } from './sign-in';

/**
 * What goes wrong on a page: a console error, an uncaught error, an asset that did not come (a
 * 404 or a failed load; an API call may answer 4xx, which the app shows), and what Chromium
 * reports as an issue of the page (a Content Security Policy violation among them).
 */
async function collectErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.status() >= 400 && !pathname.startsWith('/api/')) {
      errors.push(`${page.url()}: ${response.status()} for ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => {
    // The next `goto` cancels what the last page still had under way: that is no failure.
    const failure = request.failure()?.errorText;
    if (failure !== 'net::ERR_ABORTED') errors.push(`${page.url()}: ${request.url()} ${failure}`);
  });
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) => {
    // Not this one: the hidden copy of a growing text field that MUI measures it with
    // (TextareaAutosize) has neither id nor name, and cannot be given one.
    const errorType = issue.details.genericIssueDetails?.errorType;
    if (errorType === 'FormEmptyIdAndNameAttributesForInputError') return;
    errors.push(`${page.url()}: ${issue.code} ${JSON.stringify(issue.details)}`);
  });
  await cdp.send('Audits.enable');
  return errors;
}

test('every seed route renders with no console error, failed request or reported issue', async ({
  page,
  request,
}) => {
  // The routes with an id open a real published idea, as a visitor following a link would.
  const token = await apiSignIn(request, uniqueEmail('routes'));
  const id = await publishItem(request, token, { section: 'idea', title: 'Route check idea' });
  const open = withId(openRoutes, id);
  const guarded = withId(guardedRoutes, id);
  const errors = await collectErrors(page);
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

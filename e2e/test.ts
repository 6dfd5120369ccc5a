import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/**
 * Playwright's test, with pages that wait for the app after each load. A first screen the server
 * drew (the list, an item) is on screen before the app has started, and its buttons answer only
 * once it has: `goto` and `reload` return when the app has marked the page started (App.tsx), so
 * a test never clicks into a page that cannot answer yet. `waitForApp: false` turns it off for a
 * test of the page itself (with no script, or with the app's start held back).
 */
export const test = base.extend<{ waitForApp: boolean }>({
  waitForApp: [true, { option: true }],
  page: async ({ page, waitForApp }, use) => {
    if (waitForApp) waitForAppAfterLoads(page);
    await use(page);
  },
});

/** Makes `page.goto` and `page.reload` wait for the app to start (pages a test opens itself). */
export function waitForAppAfterLoads(page: Page) {
  const started = () =>
    page.waitForFunction(() => document.documentElement.hasAttribute('data-started'));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await started();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await started();
    return response;
  };
}

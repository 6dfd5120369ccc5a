import type { Page } from '@playwright/test';
import { NEW_BUILD_MARK, startDeployment, type Deployment } from './deployment';
import { expect, test, waitForAppAfterLoads } from './test';

// A server of its own on a copy of the build (e2e/deployment.ts): each test opens the first build,
// and deploys the next one to it while the page is open, under the first build's service worker.
let deployment: Deployment;
test.beforeAll(async () => {
  // A fresh database is migrated and seeded first, which takes what it takes on a busy machine.
  deployment = await startDeployment();
});
test.afterAll(() => deployment.close());
test.beforeEach(() => deployment.deployFirstBuild());

// The app's texts (apps/web/src/locales/en/common.json, "update").
const offer = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'A new version of IdeaBazaar is available.' });
const newBuildMark = (page: Page) => page.locator(`meta[name="${NEW_BUILD_MARK}"]`);
const hasWaitingWorker = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return Boolean(registration?.waiting);
  });

/** What the page notes of the app's calls to its service worker: registered, checks for updates. */
interface AppWorkerCalls {
  registered: boolean;
  updates: number;
}
const appWorkerCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { appWorker: AppWorkerCalls }).appWorker);

/** The app opened for the first time, until its registration of its worker has settled. */
async function openFirstVisit(page: Page) {
  // On the context: a second page opened in it notes its calls too.
  await page.context().addInitScript(() => {
    const calls: AppWorkerCalls = { registered: false, updates: 0 };
    Object.assign(window, { appWorker: calls });
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (...args) => {
      const registered = register(...args);
      void registered.then(() => (calls.registered = true));
      return registered;
    };
    const update = ServiceWorkerRegistration.prototype.update;
    ServiceWorkerRegistration.prototype.update = function (this: ServiceWorkerRegistration) {
      calls.updates += 1;
      return update.call(this);
    };
  });
  await page.goto(`${deployment.origin}/`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expectRegistered(page);
}

/** The app's registration has settled: what the app does on it runs in the same turn. */
async function expectRegistered(page: Page) {
  await expect.poll(async () => (await appWorkerCalls(page)).registered).toBe(true);
  await expect(offer(page)).toHaveCount(0);
}

/** The first visit's page is not controlled by the worker; a reload is, once it has activated. */
async function expectControlled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

/** The app opened, and opened again under its worker: a visit after the first. */
async function openUnderWorker(page: Page) {
  await openFirstVisit(page);
  await page.reload();
  await expectControlled(page);
  await expectRegistered(page);
}

/**
 * The app left open checks for a new worker when `moment` comes. The browser makes checks of its
 * own a moment after a page load, which may find the new build too: the app's own is counted.
 */
async function expectAppChecksAt(page: Page, moment: () => Promise<void>) {
  const before = (await appWorkerCalls(page)).updates;
  await moment();
  await expect.poll(async () => (await appWorkerCalls(page)).updates).toBeGreaterThan(before);
}

/** Headless Chromium keeps every page visible: the event a page coming back into view gets. */
const comeBackIntoView = (page: Page) =>
  page.evaluate(() => void document.dispatchEvent(new Event('visibilitychange')));

/** The offer is there, the new worker waits and the page is still the old build's. */
async function expectOffered(page: Page) {
  await expect(offer(page)).toBeVisible();
  await expect.poll(() => hasWaitingWorker(page)).toBe(true);
  await expect(newBuildMark(page)).toHaveCount(0);
}

/** Reload: the new worker takes over and the page loads again, from it, with the new build. */
async function acceptAndExpectNewBuild(page: Page) {
  const reloaded = page.waitForEvent('response', {
    predicate: (response) => response.request().isNavigationRequest(),
    timeout: 60_000,
  });
  await offer(page).getByRole('button', { name: 'Reload' }).click();
  expect((await reloaded).fromServiceWorker()).toBe(true);
  await expect(newBuildMark(page)).toHaveCount(1);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-started'));
  await expect(page.getByRole('heading', { name: 'Ideas' }).first()).toBeVisible();
  await expect.poll(() => hasWaitingWorker(page)).toBe(false);
  await expect(offer(page)).toHaveCount(0);
}

test('a new deployment is offered on the next visit, again after Later, and Reload opens it', async ({
  page,
}) => {
  await openUnderWorker(page);
  deployment.deployNewBuild();
  // A page load makes the browser look for a new worker, which installs and waits.
  await page.reload();
  await expectOffered(page);

  await offer(page).getByRole('button', { name: 'Later' }).click();
  await expect(offer(page)).toHaveCount(0);
  await page.reload();
  await expectOffered(page);

  await acceptAndExpectNewBuild(page);
});

test('an app left open is offered a new deployment within the hour', async ({ page }) => {
  // The clock runs as usual until the test moves it on.
  await page.clock.install();
  await openUnderWorker(page);
  deployment.deployNewBuild();
  await expectAppChecksAt(page, () => page.clock.fastForward('01:00:00'));
  await expectOffered(page);
  await acceptAndExpectNewBuild(page);
});

test('an app left open is offered a new deployment when it comes back into view', async ({
  page,
}) => {
  await openUnderWorker(page);
  deployment.deployNewBuild();
  await expectAppChecksAt(page, () => comeBackIntoView(page));
  await expectOffered(page);
  await acceptAndExpectNewBuild(page);
});

test('the first visit’s page, which no worker controls, reloads into the new build too', async ({
  page,
}) => {
  await openFirstVisit(page);
  deployment.deployNewBuild();
  await expectAppChecksAt(page, () => comeBackIntoView(page));
  await expect(offer(page)).toBeVisible();
  // No page uses the old worker: the new one took over at once, with no page to reload on it.
  await expect.poll(() => hasWaitingWorker(page)).toBe(false);
  await expect(newBuildMark(page)).toHaveCount(0);
  await acceptAndExpectNewBuild(page);
});

test('accepting on the first visit’s page, with a later one open, moves both to the new build', async ({
  page,
  context,
}) => {
  await openFirstVisit(page);
  const later = await context.newPage();
  waitForAppAfterLoads(later);
  await later.goto(`${deployment.origin}/`);
  await expectControlled(later);
  // Its app listens for a new worker before there is one to find.
  await expectRegistered(later);
  deployment.deployNewBuild();
  await expectAppChecksAt(page, () => comeBackIntoView(page));
  // The later page uses the old worker: the new one waits, and both pages offer it.
  await expectOffered(page);
  await expect(offer(later)).toBeVisible();
  await acceptAndExpectNewBuild(page);
  await expect(newBuildMark(later)).toHaveCount(1);
  await expect(offer(later)).toHaveCount(0);
});

import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiSignIn, publishItem, signInCapturingToken } from './api';
import { choosePersian } from './language';
import { signInByEmail, uniqueEmail } from './sign-in';

// The first screens come drawn from the server (docs/decisions.md, "The first screen's HTML"):
// a phone shows the list or an item before any script runs, and the app then takes over the same
// elements. Against the production build, as `npm start` serves it.

let ideaId: string;
const title = `Drawn on the server ${Date.now()}`;

test.beforeAll(async ({ request }) => {
  const token = await apiSignIn(request, uniqueEmail('first-screen'));
  ideaId = await publishItem(request, token, { section: 'idea', title, price: 1_500_000 });
});

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('with no script at all', () => {
  test.use({ javaScriptEnabled: false, waitForApp: false });

  test('the list, an item and the details show what a visitor would see', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Ideas', level: 1 })).toBeVisible();
    await expect(page.getByRole('article', { name: title })).toBeVisible();

    await page.goto(`/TheIdea/${ideaId}`);
    await expect(page.getByText(`${title}: the short pitch.`)).toBeVisible();

    await page.goto(`/details/${ideaId}`);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

    await page.goto('/verify');
    await expect(
      page.getByText(/^Check a certificate of authorship from IdeaBazaar/),
    ).toBeVisible();
  });

  test('in Persian, right to left, for a visitor who chose Persian', async ({ page, context }) => {
    await context.addCookies([
      { name: 'ideabazaar_lang', value: 'fa', domain: '127.0.0.1', path: '/' },
    ]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'ایده‌ها', level: 1 })).toBeVisible();
    await expect(page.getByRole('article', { name: title })).toBeVisible();
  });

  test('in Persian, left to right, for a reader who turned right-to-left off', async ({
    page,
    context,
  }) => {
    await context.addCookies([
      { name: 'ideabazaar_lang', value: 'fa', domain: '127.0.0.1', path: '/' },
      { name: 'ideabazaar_ltr', value: '1', domain: '127.0.0.1', path: '/' },
    ]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { name: 'ایده‌ها', level: 1 })).toBeVisible();
  });
});

test('turning right-to-left off in the profile keeps it for the server’s first screen', async ({
  page,
  context,
}) => {
  await page.goto('/profile');
  await signInByEmail(page, uniqueEmail('first-screen-ltr'));
  await choosePersian(page);
  await page.getByRole('switch', { name: 'راست به چپ' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'ideabazaar_ltr')?.value)
    .toBe('1');
  // The page the server sends for `/` with this browser's cookies: drawn left to right.
  const page2 = await (await page.request.get('/')).text();
  expect(page2).toContain('<html lang="fa" dir="ltr">');
  await page.getByRole('switch', { name: 'راست به چپ' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await (await page.request.get('/')).text()).toContain('<html lang="fa" dir="rtl">');
});

test.describe('the app starting on a drawn page', () => {
  // The page is looked at before the app starts: goto does not wait for it here.
  test.use({ waitForApp: false });

  test('takes over the drawn list: the same elements, no error, and they answer', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    // The app's start is held back until the drawn page has been looked at.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let bootAsked = false;
    await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
      bootAsked = true;
      await held;
      await route.continue();
    });
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/items') listCalls.push(request.url());
    });

    await page.goto('/');
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await card.evaluate((element) => {
      (window as unknown as { drawnCard: Element }).drawnCard = element;
    });
    // The app's start is really held: asked for, and not started.
    await expect.poll(() => bootAsked).toBe(true);
    await expect(page.locator('html')).not.toHaveAttribute('data-started');
    release();

    // Started, and the card is the element the server sent.
    await expect(page.locator('html')).toHaveAttribute('data-started', '');
    await expect
      .poll(() =>
        card.evaluate(
          (element) => (window as unknown as { drawnCard: Element }).drawnCard === element,
        ),
      )
      .toBe(true);
    await page.getByRole('tab', { name: 'Needs' }).click();
    await expect(page).toHaveURL(/section=need/);
    await expect.poll(() => listCalls.length).toBe(1);
    expect(errors).toEqual([]);
  });
});

test('an item page is drawn for a visitor and left to the app once someone signs in', async ({
  page,
  context,
  request,
}) => {
  const drawn = await (await request.get(`/TheIdea/${ideaId}`)).text();
  expect(drawn).toContain(`${title}: the short pitch.`);

  // Signing in on this browser sets the cookie that tells the server so (and nothing else).
  await page.goto('/profile');
  await signInCapturingToken(page, uniqueEmail('first-screen-member'));
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'ideabazaar_member')?.value)
    .toBe('1');
  const left = await (
    await request.get(`/TheIdea/${ideaId}`, { headers: { cookie: 'ideabazaar_member=1' } })
  ).text();
  expect(left).not.toContain(`${title}: the short pitch.`);
  expect(left).toContain('class="shell-bar"');
});

test.describe('the certificates’ check', () => {
  test.use({ waitForApp: false });

  test('is drawn, and the app starts on the same page with no error', async ({ page }) => {
    const errors = collectErrors(page);
    const intro = page.getByText(/^Check a certificate of authorship from IdeaBazaar/);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/verify');
    await expect(intro).toBeVisible();
    await intro.evaluate((element) => {
      (window as unknown as { drawn: Element }).drawn = element;
    });
    release();
    await expect(page.locator('html')).toHaveAttribute('data-started', '');
    // Hydrated in place: the paragraph is the one the server sent, and the form works.
    await expect
      .poll(() =>
        intro.evaluate((element) => (window as unknown as { drawn: Element }).drawn === element),
      )
      .toBe(true);
    await page.getByRole('textbox').first().fill('not a certificate');
    await page.getByRole('button', { name: 'Check the certificate' }).click();
    await expect(page.getByTestId('file-problem')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

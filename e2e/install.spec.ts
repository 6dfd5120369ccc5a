import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type APIRequestContext, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { draftItem, signInCapturingToken } from './api';
import { choosePersian } from './language';
import { uniqueEmail } from './sign-in';
import { expect, test, waitForAppAfterLoads } from './test';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const PHONE = { width: 390, height: 844 };

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: string;
  categories: string[];
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  screenshots: { src: string; sizes: string; type: string; form_factor: string; label: string }[];
  shortcuts: { name: string; url: string; icons: { src: string; sizes: string }[] }[];
}

/** A PNG's width x height, from its header; it fails on anything that is not a PNG. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(0, 8).toString('hex'), 'a PNG signature').toBe('89504e470d0a1a0a');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function expectPng(request: APIRequestContext, url: string, size: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toBe('image/png');
  expect(pngSize(await response.body()), url).toBe(size);
}

/**
 * Chromium with a profile on disk: it offers to install an app only outside incognito, which is
 * what Playwright's own contexts are ("in-incognito" in its installability errors).
 */
async function installableBrowser(baseURL: string) {
  const profile = mkdtempSync(path.join(tmpdir(), 'ideabazaar-e2e-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    baseURL,
    viewport: PHONE,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  waitForAppAfterLoads(page);
  // How many times Chromium offered to install the app on this page (its event, as it comes).
  await page.addInitScript(() => {
    const counted = window as Window & { installOffers?: number };
    counted.installOffers = 0;
    window.addEventListener('beforeinstallprompt', () => (counted.installOffers! += 1));
  });
  return {
    page,
    cdp: await context.newCDPSession(page),
    offersReceived: () =>
      page.evaluate(() => (window as Window & { installOffers?: number }).installOffers ?? 0),
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Publishes a new need of the page's member the way the flow ends: on its IdeaShare screen. */
async function publishOnShareScreen(page: Page, request: APIRequestContext, token: string) {
  const id = await draftItem(request, token, { section: 'need', title: 'Install offer need' });
  await page.goto(`/IdeaShare/${id}`);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your need is published.' }),
  ).toBeVisible();
}

test('each language has a complete manifest, and every image it names is a PNG of its stated size', async ({
  page,
  request,
}) => {
  const expected = {
    en: { name: 'IdeaBazaar', dir: 'ltr', shortcuts: ['New idea', 'My ideas', 'Wallet'] },
    fa: { name: 'ایده‌بازار', dir: 'rtl', shortcuts: ['ایده تازه', 'ایده‌های من', 'کیف پول'] },
  };
  for (const [language, file] of [
    ['en', '/manifest.webmanifest'],
    ['fa', '/manifest-fa.webmanifest'],
  ] as const) {
    const response = await request.get(file);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/manifest+json');
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      id: '/',
      name: expected[language].name,
      short_name: expected[language].name,
      lang: language,
      dir: expected[language].dir,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1976d2',
      background_color: '#ffffff',
    });
    expect(manifest.description.length).toBeGreaterThan(40);
    expect(manifest.categories.length).toBeGreaterThan(0);
    expect(manifest.shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual(
      expected[language].shortcuts.map((name, at) => [
        name,
        ['/create-idea', '/my-ideas', '/wallet'][at],
      ]),
    );
    // Icons for every use: Android's launcher (192, 512), its masks (a maskable 512).
    const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(purposes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    expect(manifest.screenshots.length).toBeGreaterThan(0);
    for (const screenshot of manifest.screenshots) {
      expect(screenshot.form_factor).toBe('narrow');
      expect(screenshot.label.length).toBeGreaterThan(0);
    }
    const images = [
      ...manifest.icons,
      ...manifest.screenshots,
      ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons),
    ];
    for (const image of images) {
      await expectPng(request, new URL(image.src, response.url()).href, image.sizes);
    }
  }

  // The page links the favicons and iOS's icon, generated from the same source.
  await page.goto('/');
  const head = page.locator('head');
  const appleIcon = await head.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  await expectPng(request, appleIcon!, '180x180');
  const icons = await head
    .locator('link[rel="icon"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(icons.length).toBeGreaterThanOrEqual(2);
  for (const icon of icons) expect((await request.get(icon)).status(), icon).toBe(200);
  await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1976d2');
});

test('Chromium finds the app installable, under its name in the member language', async ({
  baseURL,
}) => {
  const browser = await installableBrowser(baseURL!);
  try {
    const { page, cdp } = browser;
    const installabilityErrors = async () =>
      (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors;
    const manifest = async () => {
      const found = await cdp.send('Page.getAppManifest');
      const parsed = JSON.parse(found.data ?? '{}') as Partial<Manifest>;
      return { url: found.url, errors: found.errors, name: parsed.name, dir: parsed.dir };
    };
    await page.goto('/');
    await expect.poll(installabilityErrors).toEqual([]);
    expect(await manifest()).toEqual({
      url: `${baseURL}/manifest.webmanifest`,
      errors: [],
      name: 'IdeaBazaar',
      dir: 'ltr',
    });

    await choosePersian(page);
    await expect.poll(manifest).toEqual({
      url: `${baseURL}/manifest-fa.webmanifest`,
      errors: [],
      name: 'ایده‌بازار',
      dir: 'rtl',
    });
    await expect.poll(installabilityErrors).toEqual([]);
    // The server draws a Persian page with the Persian manifest from its first byte.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('<link rel="manifest" href="/manifest-fa.webmanifest"');
  } finally {
    await browser.close();
  }
});

test('after publishing, the app offers to be installed; dismissed, it stays away', async ({
  baseURL,
  request,
}) => {
  const browser = await installableBrowser(baseURL!);
  try {
    const { page } = browser;
    await page.goto('/profile');
    const token = await signInCapturingToken(page, uniqueEmail('install'));
    const offer = page.getByRole('region', { name: 'Install IdeaBazaar' });

    // Chromium offers as soon as a page loads; the app keeps it until the member has done
    // something that shows they will be back.
    await page.goto('/');
    await expect.poll(browser.offersReceived).toBeGreaterThan(0);
    await expect(offer).toHaveCount(0);

    await publishOnShareScreen(page, request, token);
    // Not over the published need: the offer waits until the member is back on a main screen.
    await expect(offer).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to my need' }).click();
    await expect(page).toHaveURL(/\/MyNeed\//);
    await expect(offer).toHaveCount(0);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/my-needs$/);
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('button', { name: 'Install' })).toBeVisible();
    await offer.getByRole('button', { name: 'Not now' }).click();
    await expect(offer).toHaveCount(0);

    // The next publication, in a later visit: Chromium offers again, the app stays quiet (still
    // quiet on the next screen, well after the publication had its answer).
    await publishOnShareScreen(page, request, token);
    await expect.poll(browser.offersReceived).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Go to my need' }).click();
    await expect(page).toHaveURL(/\/MyNeed\//);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/my-needs$/);
    await expect(offer).toHaveCount(0);
  } finally {
    await browser.close();
  }
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE, viewport: PHONE });

  test('the offer is the share-then-add hint, in the member language, until dismissed', async ({
    page,
    request,
  }) => {
    await page.goto('/profile');
    const token = await signInCapturingToken(page, uniqueEmail('install-ios'));
    await choosePersian(page);
    const hint = page.getByRole('region', { name: 'نصب ایده‌بازار' });

    const id = await draftItem(request, token, { section: 'need', title: 'iPhone hint need' });
    await page.goto(`/IdeaShare/${id}`);
    await expect(page.getByRole('status').filter({ hasText: 'نیاز شما منتشر شد' })).toBeVisible();
    await expect(hint).toHaveCount(0);
    await page.getByRole('link', { name: 'رفتن به نیاز من' }).click();
    // On My need before Back: pressed on IdeaShare, Back is the creation's previous step.
    await expect(page).toHaveURL(/\/MyNeed\//);
    await page.getByRole('button', { name: 'بازگشت' }).click();
    await expect(page).toHaveURL(/\/my-needs$/);
    await expect(hint).toContainText('Add to Home Screen');
    await expect(hint.getByRole('img', { name: 'اشتراک‌گذاری' })).toBeVisible();
    await hint.getByRole('button', { name: 'متوجه شدم' }).click();
    await expect(hint).toHaveCount(0);

    const next = await draftItem(request, token, { section: 'need', title: 'iPhone hint need 2' });
    await page.goto(`/IdeaShare/${next}`);
    await expect(page.getByRole('status').filter({ hasText: 'نیاز شما منتشر شد' })).toBeVisible();
    await page.getByRole('link', { name: 'رفتن به نیاز من' }).click();
    await expect(page).toHaveURL(/\/MyNeed\//);
    await page.getByRole('button', { name: 'بازگشت' }).click();
    await expect(page).toHaveURL(/\/my-needs$/);
    await expect(hint).toHaveCount(0);
  });
});

#!/usr/bin/env node
// The screenshots the web app manifests show in the browser's install dialog
// (apps/web/src/config/web-manifest.ts), taken from the app itself: the built app on a fresh
// embedded database with the demo content, in Debian's Chromium at a phone's size, in English
// and in Persian. `npm run screenshots` (after `npm run build`) writes them to
// apps/web/public/screenshots, where the build picks them up; they are committed, and the browser
// suite checks that each one the manifests name is served at its stated size (e2e/install.spec.ts).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium.mjs';
import { startDemoServer } from './demo-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'apps/web/public/screenshots');
// The size the manifests state (SCREENSHOT_SIZE): a phone's CSS pixels, one device pixel each.
const viewport = { width: 390, height: 844 };
const app = await startDemoServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  mkdirSync(out, { recursive: true });
  for (const language of ['en', 'fa']) {
    const context = await browser.newContext({
      viewport,
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      baseURL: app.base,
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('html[data-started]').waitFor();
    if (language === 'fa') {
      await page.getByTestId('language-switch').click();
      await page.getByRole('menuitem', { name: 'فارسی' }).click();
      await page.locator('html[lang="fa"]').waitFor();
    }
    const prices = page.getByTestId('card-price');
    await prices.first().waitFor();
    await page.screenshot({ path: path.join(out, `${language}-list.png`) });
    await prices.first().click();
    await page.waitForURL(/\/TheIdea\//);
    // The idea's own bottom bar (chat, comments, phone) is drawn, and everything it loads is in.
    const comments = language === 'fa' ? 'نظرها' : 'Comments';
    await page.getByTestId('bottom-nav').getByRole('button', { name: comments }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.locator('.MuiSkeleton-root:visible').first().waitFor({ state: 'detached' });
    await page.screenshot({ path: path.join(out, `${language}-idea.png`) });
    await context.close();
    console.log(`screenshots: ${language} written to ${path.relative(root, out)}`);
  }
} finally {
  await browser.close();
  await app.stop();
}

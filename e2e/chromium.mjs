// Debian's Chromium and the flags every browser run here starts it with: the browser suite
// (playwright.config.ts) and the benchmark's first load and Lighthouse (scripts/bench-web.mjs).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const root = '/work/main';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dbg-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: '3998',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'development',
};
spawnSync(process.execPath, ['apps/server/dist/seed-demo.js'], { cwd: root, env });
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
await sleep(4000);
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const r = await lighthouse('http://127.0.0.1:3998/', {
  port: chrome.port,
  onlyCategories: ['performance'],
  output: 'json',
  logLevel: 'error',
});
writeFileSync('/tmp/lh.json', JSON.stringify(r.lhr));
const a = r.lhr.audits;
for (const k of [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
  'interactive',
  'bootup-time',
  'mainthread-work-breakdown',
  'unused-javascript',
  'render-blocking-resources',
  'largest-contentful-paint-element',
  'network-requests',
  'long-tasks',
  'font-display',
  'uses-text-compression',
  'critical-request-chains',
]) {
  const x = a[k];
  if (!x) continue;
  console.log('==', k, x.displayValue ?? '', x.numericValue ?? '');
  const items = x.details?.items ?? [];
  for (const it of items.slice(0, 8)) console.log('   ', JSON.stringify(it).slice(0, 220));
}
chrome.kill();
server.kill();

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/chromium.mjs';
import { E2E_APP_PORT, E2E_OUTBOX_URL, E2E_PEERS } from './e2e/peers/ports.mjs';

// The browser suite drives Debian's Chromium against the production build started with
// `npm start`, on fresh embedded databases of its own: one app speaks to real local peers (SMTP,
// Kavenegar's protocol, an OpenID provider), a second one has no provider and uses the dev outbox.
const port = E2E_APP_PORT;
const data = (name: string) => mkdtempSync(path.join(tmpdir(), `ideabazaar-e2e-${name}-`));
// Every test signs in from 127.0.0.1, so the per-IP limits on asking for and trying codes are
// raised past what the whole suite does in ten minutes.
const common = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_AUTH_SEND: '1000',
  RATE_LIMIT_AUTH_TRY: '1000',
};
// The first app's data folder, for the operator commands a test runs against it (e2e/operator.ts);
// the test workers inherit it.
const appData = (process.env.E2E_APP_DATA_DIR ??= data('app'));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // Generous clocks: a busy machine makes a test slower, never red. Speed is measured by the
  // benchmarks, not here.
  timeout: 300_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // Started one after the other: the first app builds what is stale, the second reuses it.
  webServer: [
    {
      command: 'node e2e/peers/start.mjs',
      url: `http://127.0.0.1:${E2E_PEERS.control}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'pipe',
      env: {
        ...common,
        PORT: String(port),
        DATA_DIR: appData,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: `smtp://127.0.0.1:${E2E_PEERS.smtp}`,
        SMS_PROVIDER: 'kavenegar',
        KAVENEGAR_API_KEY: E2E_PEERS.kavenegarKey,
        KAVENEGAR_BASE_URL: `http://127.0.0.1:${E2E_PEERS.kavenegar}`,
        KAVENEGAR_TEMPLATE: 'ideabazaar-verify',
        GOOGLE_ISSUER: `http://127.0.0.1:${E2E_PEERS.oidc}`,
        GOOGLE_CLIENT_ID: 'ideabazaar-e2e',
        GOOGLE_CLIENT_SECRET: 'e2e-secret',
      },
    },
    {
      command: 'node scripts/start.mjs',
      url: `${E2E_OUTBOX_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'pipe',
      env: {
        ...common,
        PORT: new URL(E2E_OUTBOX_URL).port,
        DATA_DIR: data('outbox'),
        PUBLIC_URL: E2E_OUTBOX_URL,
      },
    },
  ],
});

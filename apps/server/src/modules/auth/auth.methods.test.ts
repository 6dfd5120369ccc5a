import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAppOptions } from '../../../test/helpers/app';
import { startOidcPeer } from '../../../test/helpers/oidc-peer';

let google: Awaited<ReturnType<typeof startOidcPeer>>;

beforeAll(async () => {
  google = await startOidcPeer();
});
afterAll(() => google.close());

/** What a visitor reads at GET /api/auth/methods, and whether the Google redirect answers. */
async function askApp(options: TestAppOptions) {
  const t = await createTestApp(options);
  try {
    const methods = await t.app.inject({ url: '/api/auth/methods' });
    const redirect = await t.app.inject({ url: '/api/auth/google/redirect' });
    return { methods, redirect: redirect.statusCode };
  } finally {
    await t.close();
  }
}

const kavenegar = {
  provider: 'kavenegar',
  apiKey: 'key',
  baseUrl: 'http://127.0.0.1:9',
  template: undefined,
  sender: undefined,
} as const;

describe('GET /api/auth/methods', () => {
  it('says Google is on when its client is configured, and the redirect then works', async () => {
    const { methods, redirect } = await askApp({
      config: { google: { issuer: google.issuer, clientId: 'ideabazaar-web', clientSecret: 's' } },
    });
    expect(methods.statusCode, methods.body).toBe(200);
    expect(methods.json()).toEqual({ email: true, mobile: true, google: true });
    expect(redirect).toBe(200);
  });

  it('says Google is off without a client, where the redirect answers 503', async () => {
    const { methods, redirect } = await askApp({});
    expect(methods.json()).toEqual({ email: true, mobile: true, google: false });
    expect(redirect).toBe(503);
    // Public and the same for everyone until a restart: any cache may keep it a while.
    expect(methods.headers['cache-control']).toBe('public, max-age=300');
    expect(methods.headers['set-cookie']).toBeUndefined();
  });

  it('says e-mail and mobile are on through their providers when the dev outbox is off', async () => {
    const { methods } = await askApp({
      config: { devOutbox: false, smtpUrl: 'smtp://127.0.0.1:9', sms: kavenegar },
    });
    expect(methods.json()).toEqual({ email: true, mobile: true, google: false });
  });

  it('says a channel is off when its codes would reach no one', async () => {
    const { methods } = await askApp({
      config: { devOutbox: false, smtpUrl: 'smtp://127.0.0.1:9' },
    });
    expect(methods.json()).toEqual({ email: true, mobile: false, google: false });
    const none = await askApp({ config: { devOutbox: false } });
    expect(none.methods.json()).toEqual({ email: false, mobile: false, google: false });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { startOidcPeer } from '../../../test/helpers/oidc-peer';
import { users } from '../../db/schema';

let t: TestApp;
let google: Awaited<ReturnType<typeof startOidcPeer>>;

beforeAll(async () => {
  google = await startOidcPeer();
  t = await createTestApp({
    config: {
      publicUrl: 'http://ideabazaar.test',
      google: { issuer: google.issuer, clientId: 'ideabazaar-web', clientSecret: 'shh' },
    },
  });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

// Each browser's cookies, as a browser keeps them between the redirect and the callback.
const jars = new Map<string, string>();

async function startSignIn(query = '', browser = 'mine') {
  const response = await t.app.inject({
    url: `/api/auth/google/redirect${query}`,
    headers: jars.has(browser) ? { cookie: jars.get(browser) ?? '' } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  const setCookie = String(response.headers['set-cookie'] ?? '');
  jars.set(browser, setCookie.split(';')[0] ?? '');
  return response.json().url as string;
}
const callback = (query: { code: string; state: string }, browser = 'mine') =>
  t.app.inject({
    url: `/api/auth/google/callback?${new URLSearchParams(query)}`,
    headers: jars.has(browser) ? { cookie: jars.get(browser) ?? '' } : {},
  });

describe('Google sign-in over OpenID Connect', () => {
  it('sends the browser to the provider with state, nonce and PKCE', async () => {
    const url = new URL(await startSignIn());
    expect(url.origin).toBe(new URL(google.issuer).origin);
    expect(url.searchParams.get('client_id')).toBe('ideabazaar-web');
    expect(url.searchParams.get('redirect_uri')).toBe(
      'http://ideabazaar.test/google-login/callback',
    );
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toMatch(/.{20,}/);
    expect(url.searchParams.get('nonce')).toMatch(/.{20,}/);
    expect(url.searchParams.get('scope')).toContain('email');
  });

  it('signs in a verified Google e-mail, creating the member once', async () => {
    google.signInAs('Gita@Example.com');
    const first = await callback(await google.authorize(await startSignIn()));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      status: 'ok',
      token: { plainTextToken: expect.stringMatching(/^\d+\|/) },
    });
    const second = await callback(await google.authorize(await startSignIn()));
    expect(second.statusCode).toBe(200);
    const rows = await t.db.db.select().from(users).where(eq(users.email, 'gita@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('binds the sign-in to the browser that started it with an HttpOnly, SameSite=Lax cookie', async () => {
    const response = await t.app.inject({ url: '/api/auth/google/redirect' });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^ib_oidc_binding=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('Path=/api/auth/google');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toMatch(/Max-Age=600/);
  });

  it("refuses a code and state started in another browser (login CSRF), keeping the attacker's state unusable to the victim", async () => {
    google.signInAs('attacker@example.com');
    const started = await google.authorize(await startSignIn('', 'attacker'));
    jars.set('victim', '');
    await startSignIn('', 'victim');
    const victim = await callback(started, 'victim');
    expect(victim.statusCode).toBe(400);
    const noCookie = await t.app.inject({
      url: `/api/auth/google/callback?${new URLSearchParams(started)}`,
    });
    expect(noCookie.statusCode).toBe(400);
    expect(
      await t.db.db.select().from(users).where(eq(users.email, 'attacker@example.com')),
    ).toEqual([]);
    // In the browser that started it, the same sign-in still completes.
    expect((await callback(started, 'attacker')).statusCode).toBe(200);
  });

  it('keeps one binding per browser, so two sign-ins started in two tabs both complete', async () => {
    google.signInAs('two.tabs@example.com');
    const first = await google.authorize(await startSignIn('', 'tabs'));
    const second = await google.authorize(await startSignIn('', 'tabs'));
    expect((await callback(second, 'tabs')).statusCode).toBe(200);
    expect((await callback(first, 'tabs')).statusCode).toBe(200);
  });

  it('refuses a reused state', async () => {
    google.signInAs('reuse@example.com');
    const query = await google.authorize(await startSignIn());
    expect((await callback(query)).statusCode).toBe(200);
    const replay = await callback(query);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(
      'This Google sign-in link is not valid any more. Please sign in again.',
    );
  });

  it('refuses a forged state', async () => {
    const query = await google.authorize(await startSignIn());
    const forged = await callback({ code: query.code, state: 'forged-state-value-0123456789' });
    expect(forged.statusCode).toBe(400);
  });

  it('refuses a code that does not belong to the state', async () => {
    const genuine = await google.authorize(await startSignIn());
    const other = await google.authorize(await startSignIn());
    const mixed = await callback({ code: other.code, state: genuine.state });
    expect(mixed.statusCode).toBe(401);
  });

  it('refuses an unverified Google e-mail', async () => {
    google.signInAs('unverified@example.com', false);
    const response = await callback(await google.authorize(await startSignIn()));
    expect(response.statusCode).toBe(403);
    expect(
      await t.db.db.select().from(users).where(eq(users.email, 'unverified@example.com')),
    ).toEqual([]);
  });

  it('links a new Google member to the referrer of the code given at the start', async () => {
    google.signInAs('referrer.g@example.com');
    const referrerToken = (await callback(await google.authorize(await startSignIn()))).json().token
      .plainTextToken as string;
    const me = await t.app.inject({
      url: '/api/me',
      headers: { authorization: `Bearer ${referrerToken}` },
    });
    const code = me.json().referral_code as string;

    google.signInAs('friend.g@example.com');
    expect(
      (await callback(await google.authorize(await startSignIn(`?referral_code=${code}`))))
        .statusCode,
    ).toBe(200);
    const [friend] = await t.db.db
      .select()
      .from(users)
      .where(eq(users.email, 'friend.g@example.com'));
    expect(String(friend?.referredBy)).toBe(me.json().id);
  });

  it('refuses an unknown referral code before leaving for Google', async () => {
    const response = await t.app.inject({
      url: '/api/auth/google/redirect?referral_code=NOPE2345',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.referral_code).toEqual(['This referral code does not exist']);
  });

  it('needs code and state', async () => {
    expect((await t.app.inject({ url: '/api/auth/google/callback' })).statusCode).toBe(422);
  });
});

describe('Google sign-in when not configured', () => {
  it('answers 503 rather than a broken address', async () => {
    const local = await createTestApp();
    try {
      const response = await local.app.inject({ url: '/api/auth/google/redirect' });
      expect(response.statusCode).toBe(503);
    } finally {
      await local.close();
    }
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { signIn as signInAs } from '../../../test/helpers/sign-in';
import { authTokens } from '../../db/schema';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string) => signInAs(t, email);
const me = (token?: string) =>
  t.app.inject({
    url: '/api/me',
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
const post = (url: string, token: string) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` } });

describe('tokens', () => {
  it('stores only a hash of the secret', async () => {
    const token = await signIn('hash@example.com');
    const [id, secret] = token.split('|');
    const [row] = await t.db.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.id, Number(id)));
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.secretHash).not.toContain(secret);
  });

  it.each([
    undefined,
    '',
    'garbage',
    '1|short',
    '999999|AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  ])('answers 401 for the token %j', async (token) => {
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated', code: 'unauthenticated' });
  });

  it('refuses a token whose secret was changed', async () => {
    const [id] = (await signIn('tamper@example.com')).split('|');
    expect((await me(`${id}|${'B'.repeat(43)}`)).statusCode).toBe(401);
  });

  it('revokes this token on logout, and only this one', async () => {
    const first = await signIn('logout@example.com');
    const second = await signIn('logout@example.com');
    expect((await post('/api/auth/logout', first)).json()).toEqual({ status: 'ok' });
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('revokes every token on logout-all', async () => {
    const first = await signIn('everywhere@example.com');
    const second = await signIn('everywhere@example.com');
    const other = await signIn('bystander@example.com');
    expect((await post('/api/auth/logout-all', second)).statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('expires a token unused for 30 days, and keeps one used within them', async () => {
    const idle = await signIn('idle@example.com');
    const recent = await signIn('recent@example.com');
    const idOf = (token: string) => Number(token.split('|')[0]);
    await t.db.db
      .update(authTokens)
      .set({ lastUsedAt: sql`now() - interval '31 days'` })
      .where(eq(authTokens.id, idOf(idle)));
    await t.db.db
      .update(authTokens)
      .set({ lastUsedAt: sql`now() - interval '29 days'` })
      .where(eq(authTokens.id, idOf(recent)));
    expect((await me(idle)).statusCode).toBe(401);
    expect((await me(recent)).statusCode).toBe(200);
    const [row] = await t.db.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.id, idOf(recent)));
    expect(Date.now() - (row?.lastUsedAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('needs a token to log out', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });
});

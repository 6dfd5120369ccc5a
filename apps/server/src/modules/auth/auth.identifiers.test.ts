import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { cookieJar } from '../../../test/helpers/cookie-jar';
import { startOidcPeer } from '../../../test/helpers/oidc-peer';
import { bearer, resendable, signIn, signInResponse } from '../../../test/helpers/sign-in';
import { devOutbox } from '../../db/schema';

// An identifier (e-mail, mobile) joins an account only once it is proven. These are the attacks
// that worked when the mobile sign-up's e-mail was attached as given.
let t: TestApp;
let google: Awaited<ReturnType<typeof startOidcPeer>>;
let ip = 0;

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

// One browser for the whole file: a sign-in code is bound to the browser that asked for it.
const browser = cookieJar();
const post = async (url: string, payload: object, token?: string) =>
  browser.keep(
    await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: browser.headers(token ? bearer(token) : {}),
      remoteAddress: `192.0.2.${++ip}`,
    }),
  );

/** The newest code the dev outbox holds for this recipient. */
async function outboxCode(recipient: string): Promise<string> {
  const [message] = await t.db.db
    .select()
    .from(devOutbox)
    .where(eq(devOutbox.recipient, recipient))
    .orderBy(desc(devOutbox.createdAt))
    .limit(1);
  return /(\d{5})/.exec(message?.text ?? '')?.[1] ?? '';
}

async function mobileSignUp(mobile: string, email?: string): Promise<string> {
  await resendable(t, mobile);
  expect((await post('/api/auth-send-mobile-code', { mobile, email })).json().status).toBe(
    'code_send',
  );
  const confirm = await post('/api/auth-confirm-mobile-code', {
    mobile,
    code: await outboxCode(mobile),
  });
  expect(confirm.json().status).toBe('ok');
  return confirm.json().token.plainTextToken as string;
}

const me = async (token: string) =>
  (await t.app.inject({ url: '/api/me', headers: bearer(token) })).json();

async function googleSignIn(email: string): Promise<string> {
  google.signInAs(email);
  const redirect = await t.app.inject({ url: '/api/auth/google/redirect' });
  const cookie = String(redirect.headers['set-cookie']).split(';')[0] ?? '';
  const query = await google.authorize(redirect.json().url);
  const response = await t.app.inject({
    url: `/api/auth/google/callback?${new URLSearchParams(query)}`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token.plainTextToken as string;
}

describe('an e-mail given with a mobile sign-up', () => {
  it("stays pending: the address's owner signs in by e-mail to an account of their own", async () => {
    const attacker = await mobileSignUp('09121110001', 'victim.one@example.com');
    expect(await me(attacker)).toMatchObject({
      email: null,
      pending_email: 'victim.one@example.com',
    });
    const victim = await signIn(t, 'victim.one@example.com');
    const victimMe = await me(victim);
    expect(victimMe.email).toBe('victim.one@example.com');
    expect(victimMe.id).not.toBe((await me(attacker)).id);
    expect((await me(attacker)).email).toBeNull();
  });

  it('stays pending for Google too, which matches verified addresses only', async () => {
    const attacker = await mobileSignUp('09121110002', 'victim.two@example.com');
    const victim = await googleSignIn('victim.two@example.com');
    expect((await me(victim)).id).not.toBe((await me(attacker)).id);
    expect((await me(victim)).email).toBe('victim.two@example.com');
  });

  it("is not put on an existing member's account by whoever asked for the code", async () => {
    const owner = await mobileSignUp('09121110011');
    // Someone asks for a code to the owner's number, with an address of their own.
    await resendable(t, '09121110011');
    await post('/api/auth-send-mobile-code', { mobile: '09121110011', email: 'evil@example.com' });
    const again = await post('/api/auth-confirm-mobile-code', {
      mobile: '09121110011',
      code: await outboxCode('09121110011'),
    });
    expect(again.json().status).toBe('ok');
    expect((await me(owner)).pending_email).toBeNull();
  });

  it("does not make the number 'user_exist' for a pending address", async () => {
    await mobileSignUp('09121110003', 'pending.only@example.com');
    const response = await post('/api/auth-send-mobile-code', {
      mobile: '09121110004',
      email: 'pending.only@example.com',
    });
    expect(response.json()).toEqual({ status: 'code_send' });
  });
});

describe('proving an e-mail address', () => {
  it('attaches the pending address once the code sent to it comes back', async () => {
    const token = await mobileSignUp('09121110005', 'mine@example.com');
    expect((await post('/api/me/email', { email: 'mine@example.com' }, token)).json()).toEqual({
      status: 'success',
    });
    const verified = await post(
      '/api/me/email/verify',
      { code: await outboxCode('mine@example.com') },
      token,
    );
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ email: 'mine@example.com', pending_email: null });
    // Now the address signs in to this account.
    const byEmail = await signIn(t, 'mine@example.com');
    expect((await me(byEmail)).id).toBe(verified.json().id);
  });

  it('refuses a wrong code and keeps the address pending', async () => {
    const token = await mobileSignUp('09121110006');
    await post('/api/me/email', { email: 'wrong.code@example.com' }, token);
    const code = await outboxCode('wrong.code@example.com');
    const response = await post(
      '/api/me/email/verify',
      { code: String((Number(code) + 1) % 100000).padStart(5, '0') },
      token,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.code).toEqual(['Invalid verification code']);
    expect(await me(token)).toMatchObject({
      email: null,
      pending_email: 'wrong.code@example.com',
    });
  });

  it("answers 409 for an address another account has, and leaves that account's alone", async () => {
    const owner = await signIn(t, 'owner.three@example.com');
    const other = await mobileSignUp('09121110007');
    await resendable(t, 'owner.three@example.com');
    await post('/api/me/email', { email: 'owner.three@example.com' }, other);
    const response = await post(
      '/api/me/email/verify',
      { code: await outboxCode('owner.three@example.com') },
      other,
    );
    expect(response.statusCode).toBe(409);
    expect((await me(owner)).email).toBe('owner.three@example.com');
    expect((await me(other)).email).toBeNull();
  });

  it('keeps proof codes and sign-in codes apart', async () => {
    const token = await mobileSignUp('09121110008');
    await post('/api/me/email', { email: 'apart@example.com' }, token);
    const proof = await outboxCode('apart@example.com');
    const signInWithProof = await post('/api/auth/email/verify-code', {
      email: 'apart@example.com',
      code: proof,
    });
    expect(signInWithProof.statusCode).toBe(401);

    await resendable(t, 'apart@example.com');
    await post('/api/auth/email/send-code', { email: 'apart@example.com' });
    const signInCode = await outboxCode('apart@example.com');
    const proofWithSignIn = await post('/api/me/email/verify', { code: signInCode }, token);
    expect(proofWithSignIn.statusCode).toBe(422);
    expect((await me(token)).email).toBeNull();
  });

  it('lets the member sign in with the address at once: proof and sign-in codes wait apart', async () => {
    const token = await mobileSignUp('09121110009');
    await post('/api/me/email', { email: 'at.once@example.com' }, token);
    await post('/api/me/email/verify', { code: await outboxCode('at.once@example.com') }, token);
    const send = await post('/api/auth/email/send-code', { email: 'at.once@example.com' });
    expect(send.statusCode).toBe(200);
  });

  it('keeps the pending address when the code for another one is refused', async () => {
    const token = await mobileSignUp('09121110010');
    await post('/api/me/email', { email: 'second.choice@example.com' }, token);
    await post('/api/me/email', { email: 'first.choice@example.com' }, token);
    // second.choice had a code less than a minute ago: this send is refused, and changes nothing.
    const refused = await post('/api/me/email', { email: 'second.choice@example.com' }, token);
    expect(refused.statusCode).toBe(429);
    expect((await me(token)).pending_email).toBe('first.choice@example.com');
  });

  it('says when nothing is pending', async () => {
    const token = await signIn(t, 'nothing.pending@example.com');
    const response = await post('/api/me/email/verify', { code: '12345' }, token);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('There is no e-mail address waiting to be confirmed');
  });

  it('needs a member', async () => {
    expect((await post('/api/me/email', { email: 'a@example.com' })).statusCode).toBe(401);
    expect((await post('/api/me/email/verify', { code: '12345' })).statusCode).toBe(401);
    expect((await signInResponse(t, 'plain@example.com')).statusCode).toBe(200);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { signInResponse } from '../../../test/helpers/sign-in';
import { users } from '../../db/schema';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://ideabazaar.example' } });
});
afterAll(() => t.close());

const signIn = (email: string, referralCode?: string) => signInResponse(t, email, referralCode);
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe('members and referral', () => {
  it('gives every member a unique referral code and a share link that opens the login', async () => {
    const token = (await signIn('ref.owner@example.com')).json().token.plainTextToken;
    const response = await t.app.inject({ url: '/api/referral', headers: auth(token) });
    const body = response.json();
    expect(body.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(body.link).toBe(`https://ideabazaar.example/?referral_code=${body.code}`);
    expect(body.friends).toEqual([]);
  });

  it('links a new member who signs up with a code, and lists them masked', async () => {
    const ownerToken = (await signIn('inviter@example.com')).json().token.plainTextToken;
    const { code } = (
      await t.app.inject({ url: '/api/referral', headers: auth(ownerToken) })
    ).json();
    expect((await signIn('invitee@example.com', code.toLowerCase())).statusCode).toBe(200);
    const body = (await t.app.inject({ url: '/api/referral', headers: auth(ownerToken) })).json();
    expect(body.friends).toEqual([{ name: 'i***@example.com', joined_at: expect.any(String) }]);
  });

  it('refuses an unknown referral code with 422 and a clear message', async () => {
    const response = await signIn('wrongref@example.com', 'ZZZZ9999');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'This referral code does not exist',
      errors: { referral_code: ['This referral code does not exist'] },
    });
    expect(
      await t.db.db.select().from(users).where(eq(users.email, 'wrongref@example.com')),
    ).toEqual([]);
  });

  it('ignores a referral code for a member who already exists', async () => {
    const inviterToken = (await signIn('late.inviter@example.com')).json().token.plainTextToken;
    const { code } = (
      await t.app.inject({ url: '/api/referral', headers: auth(inviterToken) })
    ).json();
    await signIn('already@example.com');
    expect((await signIn('already@example.com', code)).statusCode).toBe(200);
    const [member] = await t.db.db
      .select()
      .from(users)
      .where(eq(users.email, 'already@example.com'));
    expect(member?.referredBy).toBeNull();
  });

  it('answers /api/me with the profile fields', async () => {
    const token = (await signIn('profile@example.com')).json().token.plainTextToken;
    const body = (await t.app.inject({ url: '/api/me', headers: auth(token) })).json();
    expect(body).toEqual({
      id: expect.any(String),
      email: 'profile@example.com',
      pending_email: null,
      mobile: null,
      first_name: '',
      last_name: '',
      referral_code: expect.any(String),
      is_operator: false,
      created_at: expect.any(String),
      city: '',
      phone: null,
      address: '',
      avatar_url: null,
    });
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ url: '/api/referral' })).statusCode).toBe(401);
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import type { TestApp } from './app';
import { bearer, signIn, signInResponse } from './sign-in';

export interface SignedIn {
  token: string;
  id: number;
}

let made = 0;

/** A new member signed in through the e-mail flow (with a friend's referral code, if given). */
export async function signedInMember(t: TestApp, referralCode?: string): Promise<SignedIn> {
  made += 1;
  const email = `m${made}.${randomUUID().slice(0, 6)}@example.com`;
  const token = referralCode
    ? ((await signInResponse(t, email, referralCode)).json().token.plainTextToken as string)
    : await signIn(t, email);
  const me = await t.app.inject({ url: '/api/me', headers: bearer(token) });
  return { token, id: Number(me.json().id) };
}

/** A new member made an operator (as `npm run operator` does). */
export async function signedInOperator(t: TestApp): Promise<SignedIn> {
  const operator = await signedInMember(t);
  await t.db.db.update(users).set({ isOperator: true }).where(eq(users.id, operator.id));
  return operator;
}

/** A POST as a member, with an Idempotency-Key when given. */
export const postAs = (
  t: TestApp,
  token: string,
  url: string,
  payload: unknown = {},
  key?: string,
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: payload as object,
  });

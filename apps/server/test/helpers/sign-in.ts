import { desc, eq, sql } from 'drizzle-orm';
import { authCodes, authFailures, devOutbox } from '../../src/db/schema';
import type { TestApp } from './app';
import { cookieJar } from './cookie-jar';

let ip = 0;

/**
 * Lets the next code to this address (an e-mail or a normalised mobile) go out at once, as after
 * the 60 s resend wait; only this address's codes change, never those of other tests.
 */
export async function resendable(t: TestApp, address: string) {
  await t.db.db
    .update(authCodes)
    .set({ createdAt: sql`now() - interval '2 minutes'` })
    .where(eq(authCodes.address, address.toLowerCase()));
}

/**
 * Puts this address's last wrong code just ahead of now, so the wait it earns (a second after the
 * third) has surely not passed when the next try comes, however slow the machine.
 */
export async function lastFailureJustNow(t: TestApp, address: string) {
  await t.db.db
    .update(authFailures)
    .set({ createdAt: sql`now() + interval '30 seconds'` })
    .where(eq(authFailures.address, address.toLowerCase()));
}

/**
 * Signs in through the real e-mail flow with the dev outbox (no provider configured): asks for a
 * code, reads it from the outbox and verifies it. Returns the verify response.
 */
export async function signInResponse(t: TestApp, email: string, referralCode?: string) {
  const remoteAddress = `100.64.${Math.floor(++ip / 250)}.${ip % 250}`;
  // A second sign-in of one address comes after the 60 s resend wait.
  await resendable(t, email);
  // One browser: the code is bound to the one that asked for it.
  const browser = cookieJar();
  const send = browser.keep(
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/send-code',
      payload: { email, referral_code: referralCode },
      remoteAddress,
    }),
  );
  if (send.statusCode !== 200) return send;
  const [mail] = await t.db.db
    .select()
    .from(devOutbox)
    .where(eq(devOutbox.recipient, email.toLowerCase()))
    .orderBy(desc(devOutbox.createdAt))
    .limit(1);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/email/verify-code',
    payload: {
      email,
      code: /([0-9۰-۹]{5})/.exec(mail?.text ?? '')?.[1],
      referral_code: referralCode,
    },
    headers: browser.headers(),
    remoteAddress,
  });
}

/** A signed-in member's bearer token. */
export async function signIn(t: TestApp, email: string): Promise<string> {
  const response = await signInResponse(t, email);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json().token.plainTextToken as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

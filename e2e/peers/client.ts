import { expect } from '@playwright/test';
import { E2E_PEERS } from './ports.mjs';

const control = `http://127.0.0.1:${E2E_PEERS.control}`;

/** Polls the control API until `pick` finds a five-digit code in the answer. */
async function codeFrom(path: string, pick: (found: Record<string, string | null>) => string) {
  let code = '';
  await expect
    .poll(
      async () => {
        const found = (await (await fetch(`${control}${path}`)).json()) as Record<
          string,
          string | null
        > | null;
        code = found ? pick(found) : '';
        return code;
      },
      { timeout: 30_000 },
    )
    .toMatch(/^\d{5}$/);
  return code;
}

/** The code in the newest mail the SMTP peer received for this address. */
export const emailCode = (to: string) =>
  codeFrom(
    `/mail?to=${encodeURIComponent(to)}`,
    (mail) => /(\d{5})/.exec(mail.text ?? '')?.[1] ?? '',
  );

/** The code the Kavenegar-protocol peer was asked to text to this number. */
export const smsCode = (to: string) =>
  codeFrom(`/sms?to=${to}`, (sms) => sms.token ?? /(\d{5})/.exec(sms.message ?? '')?.[1] ?? '');

/** Whom the OpenID provider signs in next. */
export async function googleSignsInAs(email: string): Promise<void> {
  await fetch(`${control}/google-identity?email=${encodeURIComponent(email)}`);
}

import type { Locator } from '@playwright/test';
import { expect, test } from './test';
import { emailCode, googleSignsInAs, smsCode } from './peers/client';
import { E2E_OUTBOX_URL } from './peers/ports.mjs';
import { askForEmailCode, signInByEmail, uniqueEmail as unique } from './sign-in';

test('a new visitor signs in by e-mail with the code from the SMTP server', async ({ page }) => {
  await page.goto('/wallet');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Get Code' }).click();
  await expect(dialog.getByText('Please enter your email')).toBeVisible();

  const email = unique('reza');
  await askForEmailCode(page, email);
  const resend = dialog.getByRole('button', { name: "Haven't received the code?" });
  await expect(resend).toBeDisabled();
  await expect(dialog.getByTestId('resend-countdown')).toHaveText(/^00:[0-5]\d$/);

  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText('Please enter verification code')).toBeVisible();
  const code = await emailCode(email);
  await dialog.getByLabel('Verification code').fill(code === '00000' ? '11111' : '00000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid verification code')).toBeVisible();

  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByText('Sign in to continue')).toHaveCount(0);

  // Signed in, the guard lets the member through, and sign-out brings the visitor back.
  await page.goto('/profile');
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  // Said once the sign-out is applied, not only navigated.
  await expect(page.getByText('You have signed out.')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a visitor signs in by mobile through the SMS provider, typing Persian digits', async ({
  page,
}) => {
  await page.goto('/auth/mobile');
  await expect(page.getByText('Enter your mobile phone number:')).toBeVisible();
  await page.getByRole('button', { name: 'Get Code' }).click();
  await expect(page.getByText('Mobile field is required')).toBeVisible();
  await page.getByLabel('Mobile number').fill('0912abc');
  await page.getByRole('button', { name: 'Get Code' }).click();
  await expect(page.getByText('Please enter numbers only!!')).toBeVisible();

  const mobile = `0935${String(Date.now()).slice(-7)}`;
  const persian = mobile.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
  await page.getByLabel('Mobile number').fill(persian);
  await page.getByRole('button', { name: 'Get Code' }).click();
  await expect(page.getByText('Code sent', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Verification Code Sent: A 5-digit code was sent to your number'),
  ).toBeVisible();

  const code = await smsCode(mobile);
  await page.getByLabel('Verification code').fill(code === '00000' ? '11111' : '00000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Code is wrong')).toBeVisible();
  await expect(page.getByLabel('Verification code')).toHaveValue('');

  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Code verified')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
});

test('a visitor signs in with Google through the OpenID provider and returns where they were', async ({
  page,
}) => {
  const email = unique('google');
  await googleSignsInAs(email);
  await page.goto('/transactions');
  await page.getByRole('dialog').getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/transactions$/);
  await page.goto('/profile');
  await expect(page.getByText(email)).toBeVisible();
});

test('the sign-in offers Google where the server has it, and not on the app without it', async ({
  page,
}) => {
  const google = (dialog: Locator) => dialog.getByRole('button', { name: 'Sign in with Google' });
  const mobile = (dialog: Locator) =>
    dialog.getByRole('link', { name: 'Sign in with your mobile number' });
  const openDialog = async (origin: string) => {
    await page.goto(`${origin}/auth`);
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/auth/methods',
    );
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    return { dialog: page.getByRole('dialog'), methods: await (await answered).json() };
  };

  const main = await openDialog('');
  expect(main.methods).toMatchObject({ google: true });
  await expect(google(main.dialog)).toBeVisible();
  await expect(mobile(main.dialog)).toBeVisible();

  const outbox = await openDialog(E2E_OUTBOX_URL);
  expect(outbox.methods).toEqual({ email: true, mobile: true, google: false });
  await expect(mobile(outbox.dialog)).toBeVisible();
  await expect(outbox.dialog.getByRole('button', { name: 'Get Code' })).toBeVisible();
  // Once the dialog has the answer (no longer busy), it shows no Google.
  const others = outbox.dialog.getByTestId('other-sign-in');
  await expect(others).toHaveAttribute('aria-busy', 'false');
  await expect(google(outbox.dialog)).toHaveCount(0);
});

test('a referral link prefills and reveals the referral field', async ({ page, browser }) => {
  const email = unique('inviter');
  await page.goto('/referral-friends');
  await signInByEmail(page, email);
  const link = await page
    .getByText(/referral_code=/)
    .first()
    .textContent();
  const code = /referral_code=([A-Z2-9]+)/.exec(link ?? '')?.[1] ?? '';
  expect(code).toMatch(/^[A-Z2-9]{8}$/);

  const friend = await browser.newPage();
  await friend.goto(`/?referral_code=${code}`);
  const dialog = friend.getByRole('dialog');
  await expect(dialog.getByLabel('Referral code')).toHaveValue(code);
  await expect(dialog.getByRole('button', { name: 'Hide referral code' })).toBeVisible();
  await friend.close();
});

test('with no provider, the dev outbox lets a person sign in', async ({ page }) => {
  const email = unique('outbox');
  await page.goto(`${E2E_OUTBOX_URL}/wallet`);
  await askForEmailCode(page, email);
  const outbox = await page.context().newPage();
  await outbox.goto(`${E2E_OUTBOX_URL}/dev/outbox`);
  // This address's message: the outbox holds every test's.
  const message = outbox.getByRole('listitem').filter({ hasText: email }).first();
  await expect(message).toBeVisible();
  const text = await message.innerText();
  const code = /sign-in code is (\d{5})/.exec(text)?.[1] ?? /(\d{5})/.exec(text)?.[1] ?? '';
  expect(code).toMatch(/^\d{5}$/);
  await outbox.close();
  await page.getByRole('dialog').getByLabel('Verification code').fill(code);
  await page.getByRole('dialog').getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/wallet$/);
});

import { expect, type Page } from '@playwright/test';
import { emailCode } from './peers/client';

export const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;

/** In the open login dialog: asks for an e-mail code and waits for the confirm step. */
export async function askForEmailCode(page: Page, email: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Get Code' }).click();
  await expect(page.getByText('Verification code sent')).toBeVisible();
  await expect(
    dialog.getByText('Verification Code: A 5-digit code was sent to your email'),
  ).toBeVisible();
}

/** Signs in through the open login dialog with the code the SMTP peer received. */
export async function signInByEmail(page: Page, email: string) {
  await askForEmailCode(page, email);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Verification code').fill(await emailCode(email));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

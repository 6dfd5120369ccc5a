import { expect, test } from './test';
import { emailCode, smsCode } from './peers/client';
import { signInByEmail, uniqueEmail } from './sign-in';

test('an e-mail given at a mobile sign-up is confirmed from the profile, then signs in to the same account', async ({
  page,
}) => {
  const mobile = `0936${String(Date.now()).slice(-7)}`;
  const email = uniqueEmail('mobile.first');

  // Signing up by mobile with an e-mail keeps the e-mail unconfirmed until its own code returns.
  await page.goto('/auth/mobile');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Email (optional)').fill(email);
  await page.getByRole('button', { name: 'Get Code' }).click();
  await page.getByLabel('Verification code').fill(await smsCode(mobile));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  const section = page.getByRole('region', { name: 'E-mail' });
  await expect(section.getByText(email)).toBeVisible();
  await expect(section.getByText('Not confirmed')).toBeVisible();
  await expect(
    section.getByText(
      'You can sign in with an e-mail address only once you confirm it with the code we send to it.',
    ),
  ).toBeVisible();
  await section.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByText('Verification code sent')).toBeVisible();
  await expect(section.getByRole('button', { name: "Haven't received the code?" })).toBeDisabled();
  await section.getByLabel('Verification code').fill(await emailCode(email));
  await section.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('E-mail confirmed. You can now sign in with it.')).toBeVisible();
  await expect(section.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(section.getByText('Not confirmed')).toHaveCount(0);

  // Signed out and back in with the e-mail, the member is in the mobile's account.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('You have signed out.')).toBeVisible();
  await page.goto('/profile');
  // The proof code's minute does not hold up a sign-in code to the same address.
  await signInByEmail(page, email);
  await expect(page.getByText(mobile)).toBeVisible();
  await expect(page.getByRole('region', { name: 'E-mail' }).getByText(email)).toBeVisible();
});

import { expect, test } from './test';
import { signInByEmail, uniqueEmail } from './sign-in';

test('the contact API refuses bad input with field errors, changing nothing', async ({
  request,
}) => {
  const bad = await request.post('/api/contact-us', { data: { email: 'nope' } });
  expect(bad.status()).toBe(422);
  const body = await bad.json();
  expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['email', 'name', 'message']));
});

test('a member sends the contact form, after its field errors, and is told it was sent', async ({
  page,
}) => {
  await page.goto('/contactUs');
  await expect(page.getByRole('dialog')).toBeVisible();
  await signInByEmail(page, uniqueEmail('contact'));
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await page.getByLabel('Name').fill('Sara Ahmadi');
  await page.getByLabel('Email').fill('sara@example.com');
  await page.getByLabel('Subject').fill('Vouchers');
  await page.getByLabel('Message').fill('How do I use a voucher when buying an idea?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByText('Thank you: your message was sent. We will answer by e-mail.'),
  ).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
});

import { expect, test } from './test';
import { apiSignIn, publishItem, signInCapturingToken } from './api';
import { answerAll } from './flow-steps';
import { signInByEmail, uniqueEmail } from './sign-in';
import { choosePersian } from './language';

const run = Date.now().toString(36);
// A 1×1 PNG: a real picture for the avatar.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let saffron = '';
let ownerToken = '';
const titles = {
  saffron: `Saffron export ${run}`,
  lunch: `Office lunch ${run}`,
  need: `Bakery logo ${run}`,
};

test.beforeAll(async ({ request }) => {
  ownerToken = await apiSignIn(request, uniqueEmail('seller'));
  saffron = await publishItem(request, ownerToken, {
    section: 'idea',
    title: titles.saffron,
    price: 5_000_000,
  });
  await publishItem(request, ownerToken, { section: 'idea', title: titles.lunch });
  await publishItem(request, ownerToken, { section: 'need', title: titles.need });
  const comment = await request.post(`/api/items/${saffron}/comments`, {
    data: { body: `Seller note ${run}` },
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  expect(comment.status()).toBe(201);
});

test('a visitor browses, searches and switches to needs, in English and Persian', async ({
  page,
}) => {
  await page.goto('/');
  const card = (title: string) => page.getByText(title, { exact: true });
  await expect(card(titles.saffron)).toBeVisible();
  await expect(card(titles.lunch)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(`saffron ${run}`);
  await expect(card(titles.lunch)).toHaveCount(0);
  await expect(card(titles.saffron)).toBeVisible();
  await page.getByRole('tab', { name: 'Needs' }).click();
  // Typed once the needs are the list: a search typed while the tab's change is still being
  // drawn is made from the ideas' address.
  await expect(page.getByRole('tab', { name: 'Needs' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/section=need/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(run);
  await expect(card(titles.need)).toBeVisible();

  await page.goto('/');
  await choosePersian(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const lunchCard = page.getByRole('article', { name: titles.lunch });
  await expect(lunchCard).toContainText('توافقی');
  const saffronCard = page.locator('a', { hasText: titles.saffron }).first();
  await expect(saffronCard).toContainText('۵٬۰۰۰٬۰۰۰');
});

test('a member who has not bought an idea gets the seed messages for chat and phone', async ({
  page,
}) => {
  await page.goto('/profile');
  await signInByEmail(page, uniqueEmail('curious'));
  await page.goto(`/TheIdea/${saffron}`);
  await expect(page.getByRole('heading', { name: titles.saffron })).toBeVisible();
  await expect(page.getByText('Buy this idea')).toBeVisible();
  const nav = page.getByTestId('bottom-nav');
  await nav.getByRole('button', { name: 'Chat with the creator' }).click();
  await expect(
    page.getByText("To access the idea creator's chat, please purchase the idea"),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/details/${saffron}$`));
  await nav.getByRole('button', { name: 'Contact phone' }).click();
  await expect(
    page.getByText("To view the idea creator's contact information, please purchase the idea"),
  ).toBeVisible();
  await expect(page.getByText('Contact Phone:')).toHaveCount(0);
});

test('a member comments with the send icon beside the box and reports a comment', async ({
  page,
}) => {
  await page.goto(`/comments/${saffron}`);
  await signInByEmail(page, uniqueEmail('commenter'));
  await page.getByRole('textbox', { name: 'Your comment' }).fill(`How big is the market? ${run}`);
  await page
    .getByRole('form', { name: 'Write a comment' })
    .getByRole('button', { name: 'Send comment' })
    .click();
  await expect(page.getByText('Comment sent')).toBeVisible();
  await expect(page.getByText(`How big is the market? ${run}`)).toBeVisible();

  const sellerNote = page
    .locator('li, article, div')
    .filter({ hasText: `Seller note ${run}` })
    .last();
  await sellerNote.getByRole('button', { name: 'Report' }).click();
  await page.getByRole('dialog').getByLabel('Reason (optional)').fill('Advertising');
  await page.getByRole('dialog').getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. The operators will review it.')).toBeVisible();
});

test('an owner changes the price from MyIdea and archives the idea', async ({ page, request }) => {
  await page.goto('/my-ideas');
  const token = await signInCapturingToken(page, uniqueEmail('owner'));
  const title = `Cloud kitchen ${run}`;
  const id = await publishItem(request, token, { section: 'idea', title, price: 9_000_000 });
  await page.reload();
  await page.locator(`a[href="/MyIdea/${id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/MyIdea/${id}`));
  await page.getByRole('link', { name: 'Idea price' }).click();
  const price = page.getByRole('textbox', { name: 'Price' });
  await expect(price).toHaveValue('9000000');
  await price.fill('12000000');
  await page.getByRole('main').getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/MyIdea/${id}`));
  await expect(page.getByText('Price: 12,000,000 Toman')).toBeVisible();

  // The first answers reopen too: a new title, then the rest of the questions once more.
  await page.getByRole('link', { name: 'Questions', exact: true }).click();
  const titleField = page.getByRole('main').getByRole('textbox').first();
  await expect(titleField).toHaveValue(title);
  await titleField.fill(`${title} v2`);
  await page.getByRole('main').getByRole('button', { name: 'Next' }).click();
  // The title is answered once the next question is drawn, not before.
  await expect(page.getByText('Step Second')).toBeVisible();
  await answerAll(page, /^\/question-after\//);
  await expect(page).toHaveURL(new RegExp(`/MyIdea/${id}`));
  await expect(page.getByRole('heading', { name: `${title} v2` })).toBeVisible();
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Archived').first()).toBeVisible();
  expect((await request.get(`/api/items/${id}`)).status()).toBe(404);
});

test('a member edits the profile and sets an avatar', async ({ page }) => {
  await page.goto('/profile');
  await signInByEmail(page, uniqueEmail('profile'));
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/editProfile$/);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  // The picture goes up with the one Save, with the fields.
  await expect(page.getByText('Saved with the Save button below')).toBeVisible();

  await page.getByLabel('First name').fill('Sara');
  await page.getByLabel('Last name').fill('Ahmadi');
  await page.getByLabel('Phone').fill('۰۲۱۸۸۷۷۶۶۵۵');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Sara Ahmadi').first()).toBeVisible();
  await expect(page.getByText('02188776655')).toBeVisible();
  await expect(page.locator('img[src*="/api/avatars/avatar-"]').first()).toBeVisible();
});

import { expect, test } from './test';
import { answerAll, answerAndWait, currentQuestion, pdf } from './flow-steps';
import { signInByEmail, uniqueEmail } from './sign-in';
import { choosePersian } from './language';

test('a visitor answers every kind, signs in after answering and finishes the idea to IdeaShare', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('bottom-nav').locator('a[href="/idea-or-need"]').click();
  await page.getByRole('button', { name: /^Idea/ }).click();
  await expect(page).toHaveURL(/\/questions/);
  await expect(page.getByText('Please answer the questions')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New Idea' }).first()).toBeVisible();
  await expect(page.getByText('Step First')).toBeVisible();

  const main = page.getByRole('main');
  // The title question: empty, then longer than 50, then right.
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Answer cannot be empty')).toBeVisible();
  await expect(page.getByText('Step First')).toBeVisible();
  await main.getByRole('button', { name: 'Guide' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await main.getByRole('textbox').first().fill('Lunch boxes for offices');
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step Second')).toBeVisible();

  // A number question refuses letters with the seed's text.
  // Each answer waits for the next step, so the field looked at is the one on screen.
  let question = await currentQuestion(page);
  for (let step = 0; step < 12 && question.kind !== 'number'; step += 1) {
    await answerAndWait(page);
    question = await currentQuestion(page);
  }
  expect(question.kind).toBe('number');
  await question.region.getByRole('textbox').fill('12abc');
  await question.region.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter numbers only!!')).toBeVisible();

  await answerAll(page, /^\/questions/);
  await expect(page).toHaveURL(/\/AuthAfter\/[0-9a-f-]{36}$/);
  const ideaId = /AuthAfter\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';

  // The answers survive a reload before signing in.
  await page.reload();
  await expect(page.getByText('Your answers are saved on this device')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await signInByEmail(page, uniqueEmail('founder'));
  await expect(page).toHaveURL(new RegExp(`/question-after/${ideaId}`));

  await answerAll(page, /^\/question-after\//);
  await expect(page).toHaveURL(new RegExp(`/idea-price/${ideaId}`));
  // Where the owner is in the whole creation: a visitor's idea answered question-after first.
  await expect(page.getByTestId('creation-step')).toHaveText('Step 3 of 10: Idea price');
  await main.getByRole('textbox', { name: 'Price' }).fill('25000000');
  await main.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/hide-answers/${ideaId}`));
  await main.getByRole('checkbox').first().check();
  await main.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/ElevatorText/);
  await main
    .getByRole('textbox', { name: 'Elevator pitch' })
    .fill('Fresh lunch boxes delivered to offices in 30 minutes.');
  await main.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/ElevatorFile/${ideaId}`));
  await expect(page.getByTestId('creation-step')).toHaveText('Step 6 of 10: Elevator file');
  // Back to the pitch, kept, and on again.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/ElevatorText/);
  await expect(main.getByRole('textbox', { name: 'Elevator pitch' })).toHaveValue(
    'Fresh lunch boxes delivered to offices in 30 minutes.',
  );
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/ElevatorFile/${ideaId}`));
  await main.getByRole('button', { name: 'Skip' }).click();

  await expect(page).toHaveURL(new RegExp(`/BusinessText/${ideaId}`));
  await main
    .getByRole('textbox', { name: 'Business model' })
    .fill('Offices subscribe monthly; we cook in a shared kitchen.');
  await main.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/abstract-files/${ideaId}`));
  await main.locator('input[type=file]').setInputFiles(pdf);
  await expect(main.getByText(pdf.name)).toBeVisible();
  await main.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/comp/${ideaId}`));
  await main.getByRole('button', { name: 'Skip' }).click();

  await expect(page).toHaveURL(new RegExp(`/IdeaShare/${ideaId}`));
  await expect(page.getByText('Your idea is published.')).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'Public link' })).toHaveValue(
    new RegExp(`/TheIdea/${ideaId}$`),
  );
  await expect(page.getByRole('img', { name: 'QR code of the public link' })).toBeVisible();

  // The server agrees: published, priced, the private answer and the file kept from visitors.
  const item = await (await page.request.get(`/api/items/${ideaId}`)).json();
  expect(item).toMatchObject({
    status: 'published',
    price: 25000000,
    title: 'Lunch boxes for offices',
  });
  expect(item).not.toHaveProperty('business_text');
  expect(item.files).toEqual([]);
});

test('a member creates a need', async ({ page }) => {
  await page.goto('/profile');
  await signInByEmail(page, uniqueEmail('client'));
  await page.goto('/idea-or-need');
  await page.getByRole('button', { name: /^Need/ }).click();
  await expect(page.getByRole('heading', { name: 'New Need' }).first()).toBeVisible();
  await answerAll(page, /^\/questions/);
  await expect(page).toHaveURL(/\/abstract-files\/[0-9a-f-]{36}/);
  const needId = /abstract-files\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
  await expect(page.getByTestId('creation-step')).toHaveText('Step 2 of 3: Attachments');
  await page.getByRole('main').getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(new RegExp(`/IdeaShare/${needId}`));
  await expect(page.getByText('Your need is published.')).toBeVisible();
  const item = await (await page.request.get(`/api/items/${needId}`)).json();
  expect(item).toMatchObject({ section: 'need', status: 'published' });
});

test('a half-finished flow resumes where it stopped, fetching nothing', async ({ page }) => {
  await page.goto('/idea-or-need');
  await page.getByRole('button', { name: /^Idea/ }).click();
  const main = page.getByRole('main');
  await main.getByRole('textbox').first().fill('Resumed idea');
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step Second')).toBeVisible();
  await expect(page).toHaveURL(/lastQIndex=1/);

  let started = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/question-before-login')) started += 1;
  });
  await page.reload();
  await expect(page.getByText('Step Second')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).first().click();
  await expect(main.getByRole('textbox').first()).toHaveValue('Resumed idea');
  expect(started).toBe(0);
});

test('the Persian flow works right-to-left with Persian texts', async ({ page }) => {
  await page.goto('/');
  await choosePersian(page);
  await page.goto('/idea-or-need');
  await page.getByRole('button', { name: /^ایده/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'ایده‌ی جدید' }).first()).toBeVisible();
  await expect(page.getByText('گام اول')).toBeVisible();
  await expect(page.getByText('عنوان ایده').first()).toBeVisible();
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'بعدی' }).click();
  await expect(page.getByText('پاسخ نمی‌تواند خالی باشد')).toBeVisible();
  const direction = await main.evaluate((el) => getComputedStyle(el).direction);
  expect(direction).toBe('rtl');
});

import { expect, test } from './test';
import { answerAll, answerAndWait, currentQuestion, recordScreens } from './flow-steps';
import { signInByEmail, uniqueEmail } from './sign-in';
import { choosePersian } from './language';

test('a visitor answers every kind, signs in after answering and publishes the idea from its finishing screen', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('bottom-nav').locator('a[href="/idea-or-need"]').click();
  await expect(page).toHaveURL(/\/idea-or-need$/);
  const shown = recordScreens(page);
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
  // Signed in, the idea goes on to its finishing screen: the price and the pitch.
  await expect(page).toHaveURL(new RegExp(`/idea-price/${ideaId}$`));
  await expect(page.getByTestId('creation-step')).toHaveText('Stage 2 of 3: Price and pitch');
  await expect(page.getByTestId('step-label')).toHaveCount(0);
  await expect(main.getByTestId('private-answers')).toContainText(
    'answers stay private until someone buys the idea.',
  );
  await main.getByRole('textbox', { name: 'Price' }).fill('25000000');
  await main
    .getByRole('textbox', { name: 'Elevator pitch' })
    .fill('Fresh lunch boxes delivered to offices in 30 minutes.');
  await main.getByRole('button', { name: 'Publish' }).click();

  await expect(page).toHaveURL(new RegExp(`/IdeaShare/${ideaId}`));
  await expect(page.getByText('Your idea is published.')).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'Public link' })).toHaveValue(
    new RegExp(`/TheIdea/${ideaId}$`),
  );
  await expect(page.getByRole('img', { name: 'QR code of the public link' })).toBeVisible();

  // The server agrees: published, priced, pitched.
  // Every question, the sign-in (AuthAfter), the finishing screen and IdeaShare: the member's 12
  // at most, and the sign-in.
  const questions = shown.filter((screen) => screen.startsWith('/questions#')).length;
  expect(shown).toEqual([
    '/idea-or-need',
    ...Array.from({ length: questions }, (_unused, index) => `/questions#${index}`),
    `/AuthAfter/${ideaId}`,
    `/idea-price/${ideaId}`,
    `/IdeaShare/${ideaId}`,
  ]);
  expect(shown.length - 1).toBeLessThanOrEqual(13);
  const item = await (await page.request.get(`/api/items/${ideaId}`)).json();
  expect(item).toMatchObject({
    status: 'published',
    price: 25000000,
    title: 'Lunch boxes for offices',
    elevator_text: 'Fresh lunch boxes delivered to offices in 30 minutes.',
  });

  // The optional steps are there to make it stronger, each saved and back to MyIdea.
  const stronger = main.getByRole('region', { name: 'Make your idea stronger' });
  await expect(stronger.getByTestId('strengthen-businessText')).toHaveText('Not yet');
  await stronger.getByRole('link', { name: 'Business model' }).click();
  await expect(page).toHaveURL(new RegExp(`/BusinessText/${ideaId}\\?edit=1$`));
  await main
    .getByRole('textbox', { name: 'Business model' })
    .fill('Offices subscribe monthly; we cook in a shared kitchen.');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/MyIdea/${ideaId}$`));
  await expect(main.getByTestId('strengthen-businessText')).toHaveText('Done');
  // The business model stays private: visitors do not get it.
  const seen = await (await page.request.get(`/api/items/${ideaId}`)).json();
  expect(seen).not.toHaveProperty('business_text');
});

test('a member creates an idea with the defaults from the first question to published in 12 screens at most', async ({
  page,
}) => {
  await page.goto('/profile');
  await signInByEmail(page, uniqueEmail('quick'));
  await page.goto('/idea-or-need');
  const shown = recordScreens(page);
  await page.getByRole('button', { name: /^Idea/ }).click();
  const main = page.getByRole('main');

  // The seed's toast says to answer the questions, under the question stepper, never over it.
  const toast = page.getByText('Please answer the questions');
  await expect(toast).toBeVisible();
  const bar = page.getByRole('progressbar', { name: 'Step First' });
  await expect(bar).toBeVisible();
  const barBox = (await bar.boundingBox())!;
  const labelBox = (await page.getByTestId('step-label').boundingBox())!;
  const toastBox = (await toast.boundingBox())!;
  expect(toastBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
  expect(toastBox.y).toBeGreaterThanOrEqual(labelBox.y + labelBox.height);
  await expect(page.getByTestId('creation-progress')).toHaveCount(0);

  await answerAll(page, /^\/questions/);
  await expect(page).toHaveURL(/\/idea-price\/[0-9a-f-]{36}$/);
  const ideaId = /idea-price\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
  // One indicator of the whole creation, no question stepper beside it.
  await expect(page.getByTestId('creation-step')).toHaveText('Stage 2 of 3: Price and pitch');
  await expect(page.getByTestId('step-label')).toHaveCount(0);
  await main.getByRole('checkbox', { name: 'Negotiable' }).check();
  await main.getByRole('textbox', { name: 'Elevator pitch' }).fill('Soup for night shifts.');
  await main.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(new RegExp(`/IdeaShare/${ideaId}$`));
  await expect(page.getByText('Your idea is published.')).toBeVisible();

  const screens = shown.filter((screen) => screen !== '/idea-or-need');
  const questions = screens.filter((screen) => screen.startsWith('/questions#')).length;
  expect(screens).toEqual([
    ...Array.from({ length: questions }, (_unused, index) => `/questions#${index}`),
    `/idea-price/${ideaId}`,
    `/IdeaShare/${ideaId}`,
  ]);
  expect(screens.length).toBeLessThanOrEqual(12);
  const item = await (await page.request.get(`/api/items/${ideaId}`)).json();
  expect(item).toMatchObject({
    status: 'published',
    negotiable: true,
    elevator_text: 'Soup for night shifts.',
  });
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
  await expect(page.getByTestId('creation-step')).toHaveText('Stage 2 of 3: Attachments');
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

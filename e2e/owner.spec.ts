import { expect, test } from './test';
import { apiSignIn, draftItem, publishItem, signInCapturingToken } from './api';
import { signInByEmail, uniqueEmail } from './sign-in';

const run = Date.now().toString(36);

test('an owner deletes a draft from My ideas after confirming', async ({ page, request }) => {
  await page.goto('/my-ideas');
  const token = await signInCapturingToken(page, uniqueEmail('drafter'));
  const title = `Unfinished kiosk ${run}`;
  const id = await draftItem(request, token, { section: 'idea', title });
  const kept = `Kept draft ${run}`;
  await draftItem(request, token, { section: 'idea', title: kept });
  await page.reload();

  const draft = page.getByRole('listitem', { name: title });
  await expect(draft.getByText('Draft')).toBeVisible();
  await draft.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete the draft “${title}”?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'بله' }).click();
  await expect(page.getByText('Draft deleted')).toBeVisible();
  await expect(draft).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: kept })).toBeVisible();

  const gone = await request.get(`/api/items/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(gone.status()).toBe(404);
});

test('hiding the answer behind the summary says what stays public, and visitors see no summary', async ({
  page,
  request,
}) => {
  await page.goto('/my-ideas');
  const token = await signInCapturingToken(page, uniqueEmail('secretive'));
  const title = `Quiet idea ${run}`;
  const summary = `Secret problem ${run}`;
  const id = await publishItem(request, token, {
    section: 'idea',
    title,
    price: 3_000_000,
    summary,
  });

  await page.goto(`/MyIdea/${id}`);
  await page.getByRole('link', { name: 'Private answers' }).click();
  await expect(page).toHaveURL(new RegExp(`/hide-answers/${id}`));
  const main = page.getByRole('main');
  await expect(
    main.getByText(
      'The title, category, price and elevator pitch are always public. Buyers see everything, private answers included.',
    ),
  ).toBeVisible();
  // The title and the category are not offered at all.
  await expect(main.getByRole('checkbox', { name: /Idea Title/ })).toHaveCount(0);
  await expect(main.getByRole('checkbox', { name: /Which category/ })).toHaveCount(0);
  const warning = main.getByText("This answer is the summary shown on your idea's card and page.", {
    exact: false,
  });
  await expect(warning).toHaveCount(0);
  await main.getByRole('checkbox', { name: /What problem does your idea solve/ }).check();
  await expect(warning).toBeVisible();
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/MyIdea/${id}`));

  // A visitor (no token) gets the idea without its summary, on the page and in the API.
  const seen = (await (await request.get(`/api/items/${id}`)).json()) as { summary: string };
  expect(seen.summary).toBe('');
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/TheIdea/${id}`);
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  await expect(visitor.getByText(summary)).toHaveCount(0);
  await visitor.close();
});

test('the contact drawer of a need says when its creator published no phone', async ({
  page,
  request,
}) => {
  const ownerToken = await apiSignIn(request, uniqueEmail('needer'));
  const title = `Menu designer ${run}`;
  const id = await publishItem(request, ownerToken, { section: 'need', title });

  await page.goto(`/TheNeed/${id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  // A need's budget is its answer to the budget question.
  await expect(page.getByTestId('item-price')).toHaveText('Budget: 1,000,000 Toman');
  await page.getByTestId('bottom-nav').getByRole('button', { name: 'Contact phone' }).click();
  await signInByEmail(page, uniqueEmail('designer'));
  await page.getByTestId('bottom-nav').getByRole('button', { name: 'Contact phone' }).click();
  const drawer = page.getByRole('presentation').filter({ hasText: 'Contact Phone:' });
  await expect(drawer.getByText('The creator has not published a contact phone.')).toBeVisible();
  await expect(drawer.getByRole('link')).toHaveCount(0);

  // Once the creator publishes a phone on their profile, the drawer links to it.
  const published = await request.patch('/api/me', {
    data: { phone: '02188776655' },
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  expect(published.ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByTestId('bottom-nav').getByRole('button', { name: 'Contact phone' }).click();
  await expect(page.getByRole('link', { name: '02188776655' })).toHaveAttribute(
    'href',
    'tel:02188776655',
  );
});

import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiSignIn, publishItem } from './api';
import { makeOperator } from './operator';
import { emailCode } from './peers/client';
import { signInByEmail, uniqueEmail } from './sign-in';
import { expect, test } from './test';

// Issue 29: an operator moderates from the console what members reported through the app, blocks
// and unblocks a member, and edits the question bank; each change is seen from a member's side.

const run = `${Date.now() % 100_000}`;
const operatorEmail = uniqueEmail('moderator');
const minaEmail = uniqueEmail('mina');
/** Mina's browser, signed in by the first test and blocked by the second. */
let minaPage: Page;

test.describe.configure({ mode: 'serial' });

/** A page of its own (a browser of its own), signed in by e-mail from a page that asks. */
async function signedInPage(browser: Browser, email: string, at = '/wallet'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(at);
  await signInByEmail(page, email);
  return page;
}

let operatorPage: Page | undefined;

/**
 * The operator's page on a console section: signed in once (a second code to the same address
 * would wait a minute), then made an operator with `npm run operator`, the way a person does.
 */
async function openConsole(browser: Browser, section: string): Promise<Page> {
  if (!operatorPage) {
    operatorPage = await signedInPage(browser, operatorEmail);
    expect(makeOperator(operatorEmail)).toContain('is now an operator');
  }
  await operatorPage.goto(`/admin/${section}`);
  await expect(operatorPage.getByRole('navigation', { name: 'Console sections' })).toBeVisible();
  return operatorPage;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function commentOn(request: APIRequestContext, token: string, itemId: string, body: string) {
  const posted = await request.post(`/api/items/${itemId}/comments`, {
    data: { body },
    headers: bearer(token),
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  return ((await posted.json()) as { id: string }).id;
}

test('an operator hides a reported comment and a reported item; members no longer see them', async ({
  browser,
  request,
}) => {
  const sara = await apiSignIn(request, uniqueEmail('sara'));
  const reza = await apiSignIn(request, uniqueEmail('reza'));
  const lunch = await publishItem(request, sara, {
    section: 'idea',
    title: `Office lunch ${run}`,
    price: 1_000_000,
  });
  const copied = await publishItem(request, sara, {
    section: 'idea',
    title: `Copied idea ${run}`,
    price: 2_000_000,
  });
  const spam = `Buy cheap watches ${run}`;
  const commentId = await commentOn(request, reza, lunch, spam);

  // Mina reports the comment and the item from their pages.
  const mina = await signedInPage(browser, minaEmail, `/comments/${lunch}`);
  minaPage = mina;
  const note = mina.locator('li').filter({ hasText: spam });
  await note.getByRole('button', { name: 'Report' }).click();
  await mina.getByRole('dialog').getByLabel('Reason (optional)').fill(`Advertising ${run}`);
  await mina.getByRole('dialog').getByRole('button', { name: 'Send report' }).click();
  await expect(mina.getByText('Thank you. The operators will review it.')).toBeVisible();
  await mina.goto(`/TheIdea/${copied}`);
  await mina.getByRole('button', { name: 'Report this idea' }).click();
  const dialog = mina.getByRole('dialog', { name: 'Report this idea' });
  await dialog.getByLabel('Reason').fill(`Copied from a blog ${run}`);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(mina.getByText('Thank you. The operators will review it.')).toBeVisible();

  // The operator opens each report, reads what was reported, and hides it.
  const operator = await openConsole(browser, 'reports');
  const grid = operator.getByRole('grid', { name: 'Reports' });
  await grid
    .getByRole('row')
    .filter({ hasText: `Advertising ${run}` })
    .filter({ hasText: 'Comment' })
    .click();
  const drawer = operator.getByRole('dialog');
  await expect(drawer.getByText(spam)).toBeVisible();
  await expect(drawer.getByRole('link', { name: `Office lunch ${run}` })).toBeVisible();
  await drawer.getByRole('button', { name: 'Hide the comment' }).click();
  await expect(operator.getByText('Hidden. The report is closed.')).toBeVisible();
  await expect(drawer.getByText('Closed', { exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();

  await grid
    .getByRole('row')
    .filter({ hasText: `Copied from a blog ${run}` })
    .click();
  await expect(drawer.getByRole('link', { name: `Copied idea ${run}` })).toBeVisible();
  await drawer.getByRole('button', { name: 'Hide the item' }).click();
  await expect(drawer.getByText('Closed', { exact: true })).toBeVisible();
  await expect(drawer.getByText(/^Hidden · /)).toBeVisible();

  // A member's views: the comment is gone from its list, the item's page does not open.
  await mina.goto(`/comments/${lunch}`);
  await expect(mina.getByRole('heading', { name: 'No comments yet' })).toBeVisible();
  await expect(mina.getByText(spam)).toHaveCount(0);
  await mina.goto(`/TheIdea/${copied}`);
  await expect(mina.getByText('This idea or need could not be opened')).toBeVisible();
  const asVisitor = await request.get(`/api/items/${copied}`);
  expect(asVisitor.status()).toBe(404);
  expect(await asVisitor.text()).not.toContain(`Copied idea ${run}`);
  const comments = await request.get(`/api/items/${lunch}/comments`);
  expect(await comments.text()).not.toContain(commentId);
});

test('an operator blocks a member, who is signed out and refused, then unblocks them', async ({
  browser,
}) => {
  const mina = minaPage;
  const operator = await openConsole(browser, 'members');
  await operator.getByRole('searchbox', { name: 'E-mail, mobile, name or id' }).fill(minaEmail);
  const grid = operator.getByRole('grid', { name: 'Members' });
  // The search's answer is in when hers is the only row: until then the grid shows the list
  // before it under a loading veil, which takes no click.
  const rows = grid.getByRole('row').filter({ has: operator.getByRole('gridcell') });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(minaEmail);
  await rows.click();
  await expect(operator).toHaveURL(/\/admin\/members\/\d+$/);
  await operator.getByRole('button', { name: /^Block / }).click();
  const block = operator.getByRole('dialog');
  await block.getByLabel('Reason').fill('Spam in comments');
  await block.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(operator.getByText(/is blocked\.$/)).toBeVisible();
  await expect(operator.getByText(/^Blocked since .*: Spam in comments$/)).toBeVisible();

  // Her next request is refused and the app signs her out; signing in again is refused.
  await mina.goto('/wallet');
  const dialog = mina.getByRole('dialog');
  await expect(dialog.getByLabel('Email')).toBeVisible();
  // A new code is sent a minute after the last one (she signed in during the first test).
  await dialog.getByLabel('Email').fill(minaEmail);
  await expect(async () => {
    await dialog.getByRole('button', { name: 'Get Code' }).click();
    await expect(dialog.getByLabel('Verification code')).toBeVisible({ timeout: 3_000 });
  }).toPass({ intervals: [5_000], timeout: 90_000 });
  const refusedCode = await emailCode(minaEmail);
  await dialog.getByLabel('Verification code').fill(refusedCode);
  const refused = mina.waitForResponse((r) => r.url().includes('/api/auth/email/verify-code'));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  const response = await refused;
  expect(response.status()).toBe(403);
  expect(((await response.json()) as { code: string }).code).toBe('member_blocked');
  await expect(dialog.getByLabel('Verification code')).toBeVisible();
  // Said beside the code, and it stays there.
  await expect(dialog.getByText(/^This account has been blocked\./)).toBeVisible();

  await operator.getByRole('button', { name: /^Unblock / }).click();
  await operator.getByRole('dialog').getByRole('button', { name: 'Unblock', exact: true }).click();
  await expect(operator.getByText(/is unblocked\.$/)).toBeVisible();
  await expect(operator.getByRole('button', { name: /^Block / })).toBeVisible();

  // She asks for a new code once the dialog lets her, and is signed in.
  // Her tab in front again: a tab behind another one keeps its countdown's clock still.
  await mina.bringToFront();
  const resend = dialog.getByRole('button', { name: 'Resend', exact: true });
  await expect(resend).toBeEnabled({ timeout: 150_000 });
  await resend.click();
  await expect.poll(() => emailCode(minaEmail), { timeout: 30_000 }).not.toBe(refusedCode);
  await dialog.getByLabel('Verification code').fill(await emailCode(minaEmail));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(mina.getByText('Login successful')).toBeVisible();
});

test('an operator edits a question and a visitor sees the edit in a new question flow', async ({
  browser,
}) => {
  const original = 'Idea Title: what do you call your idea?';
  const edited = `Idea Title: name your idea ${run}`;
  const operator = await openConsole(browser, 'questions');
  await operator.getByRole('button', { name: `Edit ${original}` }).click();
  const editor = operator.getByRole('region', { name: 'Edit the question' });
  const field = editor.getByRole('textbox', { name: 'Question' });
  await expect(field).toHaveValue(original);
  await field.fill(edited);
  await expect(field).toHaveValue(edited);
  // The live preview is the flow's own card.
  const preview = editor.getByTestId('question-preview');
  await expect(preview.getByRole('heading', { name: edited })).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Guide' })).toBeVisible();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(operator.getByText('The question is saved.')).toBeVisible();

  try {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/');
    await visitor.getByTestId('bottom-nav').locator('a[href="/idea-or-need"]').click();
    await visitor.getByRole('button', { name: /^Idea/ }).click();
    await expect(visitor).toHaveURL(/\/questions/);
    await expect(visitor.getByRole('main').getByRole('heading', { name: edited })).toBeVisible();
  } finally {
    // The bank is shared by the suite: its title question reads as before for the other specs.
    await operator.getByRole('button', { name: `Edit ${edited}` }).click();
    await editor.getByRole('textbox', { name: 'Question' }).fill(original);
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(operator.getByRole('button', { name: `Edit ${original}` })).toBeVisible();
  }
});

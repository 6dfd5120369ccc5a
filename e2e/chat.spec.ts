import type { Browser, Page } from '@playwright/test';
import { expect, test, waitForAppAfterLoads } from './test';
import { apiSignIn, buyIdea, fundWallet, memberId, publishItem } from './api';
import { signInByEmail, uniqueEmail } from './sign-in';
import { choosePersian } from './language';

const run = Date.now().toString(36);
const title = `Cold-chain lockers ${run}`;
let ideaId = '';
let creator = '';
let buyer = '';
const creatorEmail = uniqueEmail('chat-creator');
const buyerEmail = uniqueEmail('chat-buyer');
let creatorId = 0;
let buyerId = 0;

test.beforeAll(async ({ request }) => {
  creator = await apiSignIn(request, creatorEmail);
  buyer = await apiSignIn(request, buyerEmail);
  creatorId = await memberId(request, creator);
  buyerId = await memberId(request, buyer);
  ideaId = await publishItem(request, creator, { section: 'idea', title, price: 50_000 });
  await fundWallet(request, buyer, 50_000);
  await buyIdea(request, buyer, ideaId);
});

/** A browser of a member's own, signed in through the login dialog, at `path`. */
async function memberPage(browser: Browser, email: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  waitForAppAfterLoads(page);
  await page.goto('/profile');
  await signInByEmail(page, email);
  await page.goto(path);
  return page;
}

const unreadTotal = (page: Page) => page.getByTestId('chat-unread-total').first();

test('a buyer and the creator of an idea chat live: unread badge, receipts, typing', async ({
  browser,
}) => {
  const creatorPage = await memberPage(browser, creatorEmail, '/profile');
  await expect(creatorPage.getByRole('link', { name: 'Chats' })).toBeVisible();
  await expect(unreadTotal(creatorPage)).toHaveAttribute('data-count', '0');

  // The buyer opens the chat from the idea's chat action.
  const buyerPage = await memberPage(browser, buyerEmail, `/TheIdea/${ideaId}`);
  await buyerPage.getByRole('button', { name: 'Chat with the creator' }).click();
  await expect(buyerPage).toHaveURL(new RegExp(`/chat/${creatorId}\\?item=${ideaId}$`));
  await expect(
    buyerPage.getByTestId('chat-header').getByRole('link', { name: title }),
  ).toBeVisible();
  await expect(buyerPage.getByText('No conversations yet')).toHaveCount(0);
  const box = buyerPage.getByRole('textbox', { name: 'Message' });
  await box.fill('Hello! How soon can the lockers ship?');
  await box.press('Enter');
  const mine = buyerPage
    .getByTestId('message')
    .filter({ hasText: 'How soon can the lockers ship?' });
  await expect(mine).toHaveAttribute('data-mine', 'true');
  await expect(mine).toHaveAttribute('data-receipt', /sent|delivered/);

  // The creator's badge rises without a reload; their list shows the seed's contact row.
  await expect(unreadTotal(creatorPage)).toHaveAttribute('data-count', '1');
  await creatorPage.getByRole('link', { name: 'Chats' }).click();
  const row = creatorPage.getByTestId('contact-row').first();
  await expect(row).toContainText(`User ${buyerId}`);
  await expect(row).toContainText('Hello! How soon can the l...');
  await expect(row.getByTestId('unread-badge')).toHaveText('1');
  await expect(row.getByTestId('initial-avatar')).toHaveText('U');
  await row.click();
  await expect(creatorPage).toHaveURL(new RegExp(`/chat/${buyerId}$`));
  await expect(creatorPage.getByText('Hello! How soon can the lockers ship?')).toBeVisible();
  await expect(unreadTotal(creatorPage)).toHaveCount(0);

  // Opening it read it: the buyer's tick turns to read, live.
  await expect(mine).toHaveAttribute('data-receipt', 'read');
  await expect(mine.getByRole('img', { name: 'Read' })).toBeVisible();

  // Typing shows on the other side; the reply arrives live.
  const reply = creatorPage.getByRole('textbox', { name: 'Message' });
  // The signal shows for a few seconds from its arrival: typed on until the buyer has seen it.
  await expect(async () => {
    await reply.press('Space');
    await expect(buyerPage.getByText('typing…')).toBeVisible({ timeout: 3000 });
  }).toPass();
  await reply.fill('Next week');
  await reply.press('Enter');
  await expect(buyerPage.getByTestId('message').filter({ hasText: 'Next week' })).toHaveAttribute(
    'data-mine',
    'false',
  );
  // Their message is here: they are no longer typing it (sooner than the signal's 4 s timeout).
  await expect(buyerPage.getByText('typing…')).toHaveCount(0, { timeout: 1500 });
  // Today's separator is the last one (earlier tests' messages may be from yesterday).
  await expect(buyerPage.getByTestId('day-separator').last()).toHaveText('Today');
  await buyerPage.context().close();
  await creatorPage.context().close();
});

test('in Persian the conversation is right to left, with Persian digits', async ({ browser }) => {
  const creatorPage = await memberPage(browser, creatorEmail, '/chathome');
  await choosePersian(creatorPage);
  await expect(creatorPage.locator('html')).toHaveAttribute('dir', 'rtl');
  const row = creatorPage.getByTestId('contact-row').first();
  await expect(row).toContainText(
    `کاربر ${String(buyerId).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!)}`,
  );
  await row.click();
  const box = creatorPage.getByRole('textbox', { name: 'پیام' });
  await box.fill('سلام، هفته بعد ارسال می‌شود');
  await box.press('Enter');
  const bubble = creatorPage.getByTestId('message').filter({ hasText: 'سلام، هفته بعد' });
  await expect(bubble).toHaveAttribute('data-mine', 'true');
  // Mine sit on the end side: in right to left, the left edge of the list.
  const fromListStart = async () => {
    const list = await creatorPage.getByTestId('message-list').boundingBox();
    const placed = await bubble.boundingBox();
    return list && placed ? placed.x - list.x : Infinity;
  };
  await expect.poll(fromListStart).toBeLessThan(40);
  await expect(creatorPage.getByTestId('day-separator').last()).toHaveText('امروز');

  const buyerPage = await memberPage(browser, buyerEmail, `/chat/${creatorId}`);
  await expect(buyerPage.getByText('سلام، هفته بعد ارسال می‌شود')).toBeVisible();
  await buyerPage.context().close();
  await creatorPage.context().close();
});

test('a message written offline shows as waiting and arrives once when the network is back', async ({
  browser,
  request,
}) => {
  const buyerPage = await memberPage(browser, buyerEmail, `/chat/${creatorId}`);
  await expect(buyerPage.getByTestId('message').first()).toBeVisible();
  const text = `Written on the train ${run}`;
  await buyerPage.context().setOffline(true);
  const box = buyerPage.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  const waiting = buyerPage.getByTestId('message').filter({ hasText: text });
  await expect(waiting).toHaveAttribute('data-receipt', 'pending');
  await buyerPage.context().setOffline(false);
  await expect(waiting).toHaveAttribute('data-receipt', /sent|delivered|read/, {
    timeout: 60_000,
  });

  const history = await request.get(`/api/chat/${buyerId}/messages?limit=50`, {
    headers: { authorization: `Bearer ${creator}` },
  });
  const { messages } = (await history.json()) as { messages: { body: string }[] };
  expect(messages.filter((message) => message.body === text)).toHaveLength(1);
  await expect(buyerPage.getByTestId('message').filter({ hasText: text })).toHaveCount(1);
  await buyerPage.context().close();
});

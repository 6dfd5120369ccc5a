import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test';
import { apiSignIn, buyIdea, draftItem, fundWallet, memberId, publishItem } from './api';
import { guardedRoutes, openRoutes, withId } from './seed-routes';
import { signInByEmail, uniqueEmail } from './sign-in';
import { choosePersian } from './language';

// A reader of Persian never meets a Latin digit they did not type (issue 13): every screen is
// opened in Persian by a member whose data has a number in every place one can show, and each
// screen's visible text is read. What people typed (titles, comments, messages, e-mail
// addresses) is marked `data-user-text` by the app, or isolated (U+2068 … U+2069) inside one of
// its sentences, and is theirs to write in any digits; so is a Latin name with a digit in it
// ('MP3').

const run = Date.now().toString(36);
const ownerEmail = uniqueEmail('persian-owner');
const sellerEmail = uniqueEmail('persian-seller');
let ownerToken = '';
let own = '';
let need = '';
let bought = '';
let sellerId = 0;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A published idea with a price, an answer to every number question and an attached file. */
async function ideaWithFile(request: APIRequestContext, token: string, title: string) {
  const id = await draftItem(request, token, { section: 'idea', title });
  const pdf = Buffer.from(`%PDF-1.4\n${'1 0 obj << >> endobj\n'.repeat(60)}%%EOF\n`);
  const upload = await request.post(`/api/items/${id}/files?purpose=elevator&visibility=public`, {
    headers: auth(token),
    multipart: { file: { name: 'plan-2025.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const patch = await request.patch(`/api/items/${id}`, {
    data: { price: 35_000_000, elevator_text: 'A pitch.', status: 'published' },
    headers: auth(token),
  });
  expect(patch.ok(), await patch.text()).toBe(true);
  return id;
}

test.beforeAll(async ({ request }) => {
  ownerToken = await apiSignIn(request, ownerEmail);
  const sellerToken = await apiSignIn(request, sellerEmail);
  sellerId = await memberId(request, sellerToken);
  own = await ideaWithFile(request, ownerToken, `Persian digits ${run}`);
  need = await publishItem(request, ownerToken, { section: 'need', title: `A need ${run}` });
  // The seller publishes a contact phone, which the buyer's drawer shows.
  const phone = await request.patch('/api/me', {
    data: { phone: '02188776655' },
    headers: auth(sellerToken),
  });
  expect(phone.ok(), await phone.text()).toBe(true);
  bought = await ideaWithFile(request, sellerToken, `Bought in Persian ${run}`);
  await fundWallet(request, ownerToken, 80_000_000);
  await buyIdea(request, ownerToken, bought);
  for (const [token, item] of [
    [sellerToken, own],
    [ownerToken, bought],
  ] as const) {
    const comment = await request.post(`/api/items/${item}/comments`, {
      data: { body: 'A comment.' },
      headers: auth(token),
    });
    expect(comment.status(), await comment.text()).toBe(201);
  }
  const message = await request.post(`/api/chat/${sellerId}/messages`, {
    data: { body: 'A message.', client_id: crypto.randomUUID(), item_id: bought },
    headers: auth(ownerToken),
  });
  expect(message.ok(), await message.text()).toBe(true);
});

/** Each visible text (and placeholder) of the page with a Latin digit, outside what people typed. */
async function latinDigits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const typed = '[data-user-text], script, style, noscript, input, textarea';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = (node.textContent ?? '')
        .replace(/\u2068[^\u2069]*\u2069/g, '')
        .replace(/\b[A-Za-z]+[0-9][A-Za-z0-9]*\b/g, '');
      if (!parent || !/[0-9]/.test(text) || parent.closest(typed)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      found.push(text.trim());
    }
    for (const field of document.querySelectorAll<HTMLInputElement>('[placeholder]')) {
      if (/[0-9]/.test(field.placeholder) && field.checkVisibility()) found.push(field.placeholder);
    }
    return found;
  });
}

/**
 * What people wrote that is not laid out in its own direction (issue 32): an element marked
 * `data-user-text` must set its own direction (`auto`, or `ltr` for a code or an address), and a
 * text ending in a full stop must show it at its end: the right end of a text that starts with a
 * Latin letter, the left end of one that starts with a Persian one, whatever the screen's.
 */
async function misdirected(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('[data-user-text]')) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const text = element.textContent ?? '';
      const dir = element.getAttribute('dir');
      if (dir !== 'auto' && dir !== 'ltr') {
        found.push(`no direction of its own: ${text.slice(0, 40)}`);
        continue;
      }
      const strong = /[A-Za-z\u0600-\u06FF]/.exec(text)?.[0];
      const trimmed = text.trimEnd();
      if (!strong || !trimmed.endsWith('.') || dir !== 'auto') continue;
      const rightToLeft = /[\u0600-\u06FF]/.test(strong);
      // The full stop's box, against the boxes of the text on its line.
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let last: Text | null = null;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if ((node.textContent ?? '').trim()) last = node as Text;
      }
      if (!last) continue;
      const at = (last.textContent ?? '').trimEnd().length - 1;
      const stop = document.createRange();
      stop.setStart(last, at);
      stop.setEnd(last, at + 1);
      const stopBox = stop.getBoundingClientRect();
      const whole = document.createRange();
      whole.selectNodeContents(element);
      const line = [...whole.getClientRects()].filter(
        (box) => box.width > 0 && Math.abs(box.top - stopBox.top) < stopBox.height / 2,
      );
      if (line.length === 0) continue;
      const wrongEnd = rightToLeft
        ? stopBox.left > Math.min(...line.map((box) => box.left)) + 1
        : stopBox.right < Math.max(...line.map((box) => box.right)) - 1;
      if (wrongEnd) found.push(`full stop at the wrong end: ${trimmed.slice(0, 40)}`);
    }
    return found;
  });
}

/**
 * The screen has loaded: no spinner, skeleton or busy region of a load in progress (a determinate
 * bar is a step's).
 */
async function settled(page: Page) {
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow]):visible')).toHaveCount(0);
  await expect(page.locator('.MuiSkeleton-root:visible')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0);
}

test('a Persian reader meets no Latin digit they did not type, on any screen', async ({ page }) => {
  await page.goto('/profile');
  await signInByEmail(page, ownerEmail);
  await choosePersian(page);

  const routes = [
    ...withId([...openRoutes, ...guardedRoutes], own).filter((route) => route !== '/auth-d'),
    ...withId(['/TheIdea/ID', '/details/ID', '/comments/ID', '/answers/ID'], bought),
    ...withId(['/TheNeed/ID', '/answers/ID', '/MyNeed/ID'], need),
    `/chat/${sellerId}`,
    '/purchases',
  ];
  const leaks: Record<string, string[]> = {};
  const reversed: Record<string, string[]> = {};
  for (const route of routes) {
    await page.goto(route);
    await settled(page);
    const found = await latinDigits(page);
    if (found.length > 0) leaks[route] = found;
    const turned = await misdirected(page);
    if (turned.length > 0) reversed[route] = turned;
  }
  // What people wrote in English (the pitch, comments, a message) reads left to right here.
  expect(reversed).toEqual({});
  // The bought idea's contact drawer: the creator's phone in Persian digits.
  await page.goto(`/TheIdea/${bought}`);
  await page.getByTestId('bottom-nav').getByRole('button', { name: 'تلفن تماس' }).click();
  await expect(page.getByRole('link', { name: '۰۲۱۸۸۷۷۶۶۵۵' })).toBeVisible();
  const drawer = await latinDigits(page);
  if (drawer.length > 0) leaks['phone drawer'] = drawer;
  expect(leaks).toEqual({});
});

test('a Persian comment and pitch read right to left on English screens', async ({
  page,
  request,
}) => {
  const token = await apiSignIn(request, uniqueEmail('persian-writer'));
  const id = await publishItem(request, token, {
    section: 'idea',
    title: `پله‌ها ${run}`,
  });
  const pitch = await request.patch(`/api/items/${id}`, {
    data: { elevator_text: 'پله‌ها را تعمیر کنید.' },
    headers: auth(token),
  });
  expect(pitch.ok(), await pitch.text()).toBe(true);
  const comment = await request.post(`/api/items/${id}/comments`, {
    data: { body: 'راه‌پله تاریک است. چراغ بگذارید.' },
    headers: auth(ownerToken),
  });
  expect(comment.status(), await comment.text()).toBe(201);
  // A reader of English, signed in (the comments are a member's screen).
  await page.goto('/profile');
  await signInByEmail(page, uniqueEmail('english-reader'));
  const reversed: Record<string, string[]> = {};
  for (const route of [`/TheIdea/${id}`, `/comments/${id}`]) {
    await page.goto(route);
    await settled(page);
    await expect(page.getByText(/پله‌ها را تعمیر کنید\.|چراغ بگذارید\./).first()).toBeVisible();
    const turned = await misdirected(page);
    if (turned.length > 0) reversed[route] = turned;
  }
  expect(reversed).toEqual({});
});

test('a Persian visitor meets no Latin digit either, on the screens open to visitors', async ({
  page,
}) => {
  await page.goto('/');
  await choosePersian(page);
  const leaks: Record<string, string[]> = {};
  for (const route of withId(openRoutes, own)) {
    // Each one loaded anew: the server draws the list and the items in Persian first.
    await page.goto(route);
    await settled(page);
    const found = await latinDigits(page);
    if (found.length > 0) leaks[route] = found;
  }
  expect(leaks).toEqual({});
});

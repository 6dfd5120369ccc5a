import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { apiSignIn, publishItem } from './api';
import { signInByEmail, uniqueEmail } from './sign-in';
import { choosePersian } from './language';

// What makes the app read right in both languages at a phone's size (issue 13): words under the
// bottom bar's icons, icons that point the reader's way, notifications that leave the app bar
// alone, right-to-left that a Persian reader may turn off, and labels never cut at 340 px.

const run = Date.now().toString(36);
let ideaId = '';

test.beforeAll(async ({ request }) => {
  const owner = await apiSignIn(request, uniqueEmail('reading-owner'));
  ideaId = await publishItem(request, owner, {
    section: 'idea',
    title: `Long title that wraps on a phone ${run}`,
    price: 35_000_000,
  });
});

/** A new member signed in through the login dialog, on a screen of this size. */
async function signedIn(page: Page, name: string, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.goto('/profile');
  await signInByEmail(page, uniqueEmail(name));
}

/** The visible words under the bottom bar's icons, in order. */
const barWords = (page: Page) =>
  page.getByTestId('bottom-nav').locator('.MuiBottomNavigationAction-label');

test('the bottom bars have words under their icons, in English and in Persian', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(barWords(page)).toHaveText(['Profile', 'Create', 'Home']);
  await page.goto(`/TheIdea/${ideaId}`);
  await expect(barWords(page)).toHaveText(['Chat', 'Comments', 'Phone']);
  for (const word of await barWords(page).all()) await expect(word).toBeVisible();
  // Chat and comments are told apart by their icons too.
  const nav = page.getByTestId('bottom-nav');
  const drawing = (name: string) =>
    nav.getByRole('button', { name }).locator('svg path').first().getAttribute('d');
  expect(await drawing('Chat with the creator')).not.toBe(await drawing('Comments'));

  // A visitor pressing chat is asked one thing: to sign in.
  await nav.getByRole('button', { name: 'Chat with the creator' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByText(/please purchase the idea/)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/TheIdea/${ideaId}$`));
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await choosePersian(page);
  await expect(barWords(page)).toHaveText(['گفتگو', 'نظرها', 'تلفن']);
  await page.goto('/');
  await expect(barWords(page)).toHaveText(['پروفایل', 'ایجاد', 'خانه']);
});

/**
 * The horizontal scale of an icon's drawing: -1 when it is mirrored. Read with `expect.poll`: a
 * change of direction reaches the styles a render after the page's `dir`.
 */
const scaleX = (icon: Locator) =>
  icon.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).a);

test('a member reads Persian right to left, or left to right once turned off, and the arrows follow', async ({
  page,
}) => {
  await signedIn(page, 'reading-rtl', { width: 390, height: 844 });
  await page.goto(`/comments/${ideaId}`);
  // The comment form's send icon, beside its box (named in the page's language, so found by type).
  const send = page.locator('form button[type="submit"] svg');
  const back = page.locator('header button svg').first();
  await expect(send).toBeVisible();
  await expect.poll(() => scaleX(send)).toBe(1);
  await expect.poll(() => scaleX(back)).toBe(1);
  await choosePersian(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect.poll(() => scaleX(send)).toBe(-1);
  await expect.poll(() => scaleX(back)).toBe(-1);

  await page.goto('/profile');
  // Laid out from the right: the language switch is at the app bar's left end, before the title.
  const languageSwitch = page.getByTestId('language-switch');
  const titleText = page.locator('header h1');
  const leftOf = async (a: Locator, b: Locator) =>
    (await a.boundingBox())!.x < (await b.boundingBox())!.x;
  await expect.poll(() => leftOf(languageSwitch, titleText)).toBe(true);
  const setting = page.getByRole('switch', { name: 'راست به چپ' });
  await expect(setting).toBeChecked();
  await setting.click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  // Laid out from the left: the title comes first, the switch at the right end.
  await expect.poll(() => leftOf(titleText, languageSwitch)).toBe(true);
  // Remembered: after a reload, and on the next screen.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.goto(`/comments/${ideaId}`);
  await expect(send).toBeVisible();
  await expect.poll(() => scaleX(send)).toBe(1);
  await page.goto('/profile');
  await page.getByRole('switch', { name: 'راست به چپ' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // English has no such setting: it is always left to right.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('switch', { name: 'Right to left' })).toHaveCount(0);
});

test('a notification sits under the app bar and leaves its back button to press', async ({
  page,
}) => {
  await signedIn(page, 'reading-notify', { width: 390, height: 844 });
  await page.goto(`/TheIdea/${ideaId}`);
  const message = "To access the idea creator's chat, please purchase the idea";
  // Measured by the page itself, once the notification has slid in: it shows for 5000 ms of the
  // page's own time, which a busy machine's round trips to the test could use up. It is under
  // the app bar, and the middle of Back, where a person presses it, is Back's own.
  const layout = page.evaluate(
    (text) =>
      new Promise<{ underTheBar: boolean; backFree: boolean }>((resolve) => {
        // The innermost element holding the text (its icon beside it is an element too).
        const holds = (element: Element) => element.textContent?.includes(text) ?? false;
        const find = () =>
          [...document.querySelectorAll<HTMLElement>('body *')].find(
            (element) => holds(element) && ![...element.children].some(holds),
          );
        const measure = async (note: HTMLElement) => {
          // Its slide, and any other transition under way; not a spinner that never ends.
          const sliding = document
            .getAnimations()
            .filter((animation) =>
              Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
            );
          await Promise.all(sliding.map((animation) => animation.finished.catch(() => undefined)));
          const header = document.querySelector('header')!.getBoundingClientRect();
          const back = document.querySelector<HTMLElement>('header button[aria-label="Back"]')!;
          const button = back.getBoundingClientRect();
          const hit = document.elementFromPoint(
            button.x + button.width / 2,
            button.y + button.height / 2,
          );
          resolve({
            underTheBar: note.getBoundingClientRect().y >= header.y + header.height,
            backFree: back.contains(hit),
          });
        };
        const observer = new MutationObserver(() => {
          const note = find();
          if (!note) return;
          observer.disconnect();
          void measure(note);
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
    message,
  );
  // Chat on an idea not bought: the purchase message for 5000 ms, on the idea's details.
  await page
    .getByTestId('bottom-nav')
    .getByRole('button', { name: 'Chat with the creator' })
    .click();
  expect(await layout).toEqual({ underTheBar: true, backFree: true });
  await expect(page).toHaveURL(new RegExp(`/details/${ideaId}$`));
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/details/${ideaId}$`));
});

/** Each visible text element drawn narrower than its text: a label cut at the edge. */
async function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const own = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (!own || !element.checkVisibility()) continue;
      if (element.closest('input, textarea, [data-user-text]')) continue;
      const style = getComputedStyle(element);
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      if (clips && element.scrollWidth > element.clientWidth + 1) {
        cut.push(element.textContent!.trim());
      }
    }
    return cut;
  });
}

test('at 340 px no label of the list or the filters is cut, in either language', async ({
  page,
}) => {
  await signedIn(page, 'reading-narrow', { width: 340, height: 740 });
  const screens = ['/', '/filter', `/TheIdea/${ideaId}`];
  for (const language of ['en', 'fa']) {
    if (language === 'fa') await choosePersian(page);
    for (const screen of screens) {
      await page.goto(screen);
      await expect(page.locator('[role="progressbar"]:visible')).toHaveCount(0);
      // Measured in the page's own font, not in the fallback drawn while it loads.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await cutTexts(page), `${language} ${screen}`).toEqual([]);
    }
  }
  // The long title wraps above its price instead of being cut beside it.
  await page.goto('/');
  const card = page.getByRole('article', { name: new RegExp(run) });
  await expect(card.getByRole('heading')).toHaveText(new RegExp(`${run}$`));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const heading = await card.getByRole('heading').boundingBox();
  const price = await card.getByTestId('card-price').boundingBox();
  expect(price!.y).toBeGreaterThanOrEqual(heading!.y + heading!.height - 1);
});

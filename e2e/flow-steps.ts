import { expect, type Page } from '@playwright/test';

const ENGLISH = { next: 'Next', yes: 'Yes', negotiable: 'Negotiable' };

const persian = (text: string) =>
  text.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));

type Kind = 'yes-no' | 'choice' | 'negotiable' | 'number' | 'text';

/**
 * The question on screen: its region (the card named by its title) once it is visible, and its
 * kind read from that region's inputs in one look at the page, so a question still being drawn
 * or replaced is never half read.
 */
export async function currentQuestion(page: Page) {
  const region = page
    .getByRole('main')
    .getByRole('region')
    .filter({ has: page.locator('h2') });
  await expect(region).toHaveCount(1);
  await expect(region).toBeVisible();
  const { title, kind } = await region.evaluate((card): { title: string; kind: Kind } => {
    const title = card.querySelector('h2')?.textContent ?? '';
    if (card.querySelector('input[type=radio]')) return { title, kind: 'choice' };
    if (card.querySelector('input[type=checkbox]')) return { title, kind: 'negotiable' };
    if (card.querySelector('input[inputmode=numeric]')) return { title, kind: 'number' };
    if (card.querySelector('input, textarea')) return { title, kind: 'text' };
    return { title, kind: 'yes-no' };
  });
  return { title, kind, region: page.getByRole('region', { name: title, exact: true }) };
}

/**
 * Answers the question on screen by its kind: Yes, the first option, 'Negotiable', a number
 * (typed with Persian digits) or a text.
 */
async function answerCurrent(page: Page, texts: typeof ENGLISH) {
  const { kind, region } = await currentQuestion(page);
  const next = region.getByRole('button', { name: texts.next });
  switch (kind) {
    case 'yes-no':
      return region.getByRole('button', { name: texts.yes, exact: true }).click();
    case 'choice':
      await region.getByRole('radio').first().check();
      return next.click();
    case 'negotiable':
      await region.getByRole('checkbox', { name: texts.negotiable }).check();
      return next.click();
    case 'number':
      // Within every number question's bounds: 12 people, 12 days or 12 tomans.
      await region.getByRole('textbox').fill(persian('12'));
      return next.click();
    case 'text':
      await region.getByRole('textbox').first().fill('Healthy lunch for offices');
      return next.click();
  }
}

/** Answers every question of a stepper until the address leaves `path`. */
export async function answerAll(page: Page, path: RegExp, texts = ENGLISH) {
  const inStepper = () => path.test(new URL(page.url()).pathname);
  for (let step = 0; step < 40 && inStepper(); step += 1) {
    await answerAndWait(page, texts, inStepper);
  }
}

/**
 * Where the stepper is, as drawn: the step's label and the question's title come from the same
 * render, unlike the address, which a navigation changes before the new question is drawn.
 */
async function stepOf(page: Page) {
  return page
    .getByRole('main')
    .evaluate(
      (main) =>
        `${main.querySelector('[data-testid="step-label"]')?.textContent ?? ''}|${main.querySelector('section h2')?.textContent ?? ''}`,
    )
    .catch(() => '');
}

/**
 * Answers the current question and waits until the next step is on screen, or until the page
 * has left the stepper (`inStepper` false), as the last answer's save takes it on.
 */
export async function answerAndWait(page: Page, texts = ENGLISH, inStepper = () => true) {
  const before = await stepOf(page);
  try {
    await answerCurrent(page, texts);
  } catch (error) {
    // The previous answer's save took the page out of the stepper while this one was read.
    if (!inStepper()) return;
    throw error;
  }
  await expect.poll(async () => !inStepper() || (await stepOf(page)) !== before).toBe(true);
}

/**
 * Records each screen the page shows from now on, once: a question of /questions by its
 * lastQIndex, any other screen by its path (/questions without lastQIndex draws nothing: it
 * starts the flow and goes on to the first question).
 */
export function recordScreens(page: Page) {
  const shown: string[] = [];
  const note = (href: string) => {
    const url = new URL(href);
    const question = url.searchParams.get('lastQIndex');
    const screen =
      url.pathname === '/questions'
        ? question === null
          ? null
          : `/questions#${question}`
        : url.pathname;
    if (screen && !shown.includes(screen)) shown.push(screen);
  };
  note(page.url());
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(frame.url());
  });
  return shown;
}

import { expect, type Page } from '@playwright/test';

/** A one-page PDF, enough for the server's content check. */
export const pdf = {
  name: 'business-plan.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

const ENGLISH = { next: 'Next', yes: 'Yes', negotiable: 'Negotiable' };

const persian = (text: string) =>
  text.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));

/**
 * Answers the question on screen by what it shows: Yes/No buttons, radio options, a number with
 * 'Negotiable', or a text field (numbers are typed with Persian digits).
 */
async function answerCurrent(page: Page, texts: typeof ENGLISH) {
  const main = page.getByRole('main');
  const yes = main.getByRole('button', { name: texts.yes, exact: true });
  const radios = main.getByRole('radio');
  const negotiable = main.getByRole('checkbox', { name: texts.negotiable });
  const field = main.getByRole('textbox').first();
  // The question is on screen (not still loading) before its kind is read. Bounded: the last
  // answer's save may instead move the page on to the step after the stepper.
  await expect(yes.or(radios).or(negotiable).or(field).first()).toBeVisible({ timeout: 10_000 });
  if (await yes.isVisible()) return yes.click();
  if ((await radios.count()) > 0) {
    await radios.first().check();
    return main.getByRole('button', { name: texts.next }).click();
  }
  if ((await negotiable.count()) > 0) {
    await negotiable.check();
    return main.getByRole('button', { name: texts.next }).click();
  }
  const numeric = (await field.getAttribute('inputmode', { timeout: 10_000 })) === 'numeric';
  await field.fill(numeric ? persian('1200000') : 'Healthy lunch for offices');
  return main.getByRole('button', { name: texts.next }).click();
}

/** Answers every question of a stepper until the address leaves `path`. */
export async function answerAll(page: Page, path: RegExp, texts = ENGLISH) {
  const inStepper = () => path.test(new URL(page.url()).pathname);
  for (let step = 0; step < 40 && inStepper(); step += 1) {
    await answerAndWait(page, texts, inStepper);
  }
}

/** Where the stepper is: the address and the progress label, which change with each step. */
async function stepOf(page: Page) {
  const progress = page.getByRole('progressbar');
  const label =
    (await progress.count()) > 0
      ? await progress
          .first()
          .getAttribute('aria-label', { timeout: 1000 })
          .catch(() => '')
      : '';
  return `${page.url()}|${label}`;
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

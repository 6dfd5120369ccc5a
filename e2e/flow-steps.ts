import { expect, type Page } from '@playwright/test';

/** A one-page PDF, enough for the server's content check. */
export const pdf = {
  name: 'business-plan.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

const persian = (text: string) =>
  text.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));

/**
 * Answers the question on screen by what it shows: Yes/No buttons, radio options, a number with
 * 'Negotiable', or a text field (numbers are typed with Persian digits).
 */
export async function answerCurrent(
  page: Page,
  texts: { next: string; yes: string; negotiable: string },
) {
  const main = page.getByRole('main');
  const yes = main.getByRole('button', { name: texts.yes, exact: true });
  if (await yes.isVisible()) return yes.click();
  const radios = main.getByRole('radio');
  if ((await radios.count()) > 0) {
    await radios.first().check();
    return main.getByRole('button', { name: texts.next }).click();
  }
  const negotiable = main.getByRole('checkbox', { name: texts.negotiable });
  if ((await negotiable.count()) > 0) {
    await negotiable.check();
    return main.getByRole('button', { name: texts.next }).click();
  }
  const field = main.getByRole('textbox').first();
  const numeric = (await field.getAttribute('inputmode')) === 'numeric';
  await field.fill(numeric ? persian('1200000') : 'Healthy lunch for offices');
  return main.getByRole('button', { name: texts.next }).click();
}

/** Answers every question of a stepper until the address leaves `path`. */
export async function answerAll(
  page: Page,
  path: RegExp,
  texts = { next: 'Next', yes: 'Yes', negotiable: 'Negotiable' },
) {
  // A step is done when the address or the progress label changes.
  const where = async () => {
    const progress = page.getByRole('progressbar');
    const label =
      (await progress.count()) > 0
        ? await progress
            .first()
            .getAttribute('aria-label', { timeout: 1000 })
            .catch(() => '')
        : '';
    return `${page.url()}|${label}`;
  };
  for (let step = 0; step < 40 && path.test(new URL(page.url()).pathname); step += 1) {
    const before = await where();
    await answerCurrent(page, texts);
    await expect.poll(where).not.toBe(before);
  }
}

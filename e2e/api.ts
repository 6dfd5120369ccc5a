import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { emailCode } from './peers/client';
import { askForEmailCode } from './sign-in';

/** Signs in in the open login dialog and returns the token the server gave the page. */
export async function signInCapturingToken(page: Page, email: string): Promise<string> {
  await askForEmailCode(page, email);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Verification code').fill(await emailCode(email));
  const verified = page.waitForResponse((r) => r.url().includes('/api/auth/email/verify-code'));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  const body = (await (await verified).json()) as { token: { plainTextToken: string } };
  await expect(page.getByText('Login successful')).toBeVisible();
  return body.token.plainTextToken;
}

/** A member signed in over the API alone, with the code from the SMTP peer. */
export async function apiSignIn(request: APIRequestContext, email: string): Promise<string> {
  expect((await request.post('/api/auth/email/send-code', { data: { email } })).ok()).toBe(true);
  const verified = await request.post('/api/auth/email/verify-code', {
    data: { email, code: await emailCode(email) },
  });
  return ((await verified.json()) as { token: { plainTextToken: string } }).token.plainTextToken;
}

interface FlowQuestion {
  id: number;
  kind: string;
  options: string[];
  max_length: number;
}

/** Publishes an idea or a need through the same calls the wizard makes. */
export async function publishItem(
  request: APIRequestContext,
  token: string,
  item: { section: 'idea' | 'need'; title: string; price?: number; summary?: string },
): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const started = await request.post('/api/question-before-login-auth', {
    data: { section: item.section },
    headers,
  });
  const { questions, idea_id } = (await started.json()) as {
    questions: FlowQuestion[];
    idea_id: string;
  };
  const answers = questions.map((q, index) => ({
    questions_id: q.id,
    idea_id,
    answer:
      index === 0
        ? item.title
        : q.kind === 'two_button'
          ? 'Yes'
          : q.kind === 'multiple_choice'
            ? q.options[0]
            : q.kind === 'textual'
              ? (item.summary ?? 'A clear answer to this question.')
              : '1000000',
  }));
  expect(
    (await request.post('/api/answer-question-before-login', { data: { answers }, headers })).ok(),
  ).toBe(true);
  const patch = await request.patch(`/api/items/${idea_id}`, {
    data: {
      ...(item.price === undefined ? { negotiable: true } : { price: item.price }),
      elevator_text: `${item.title}: the short pitch.`,
      status: 'published',
    },
    headers,
  });
  expect(patch.ok(), await patch.text()).toBe(true);
  return idea_id;
}

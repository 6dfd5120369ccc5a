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
  expect(verified.ok(), await verified.text()).toBe(true);
  return ((await verified.json()) as { token: { plainTextToken: string } }).token.plainTextToken;
}

interface FlowQuestion {
  id: number;
  kind: string;
  options: string[];
  max_length: number;
}

/** A draft with every first question answered, through the calls the question flow makes. */
export async function draftItem(
  request: APIRequestContext,
  token: string,
  item: { section: 'idea' | 'need'; title: string; summary?: string },
): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const started = await request.post('/api/question-before-login-auth', {
    data: { section: item.section },
    headers,
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { questions, idea_id } = (await started.json()) as {
    questions: FlowQuestion[];
    idea_id: string;
  };
  // The first text after the title is the summary's answer in both sets of the question bank.
  const summaryAt = questions.findIndex((q, index) => index > 0 && q.kind === 'textual');
  const answers = questions.map((q, index) => ({
    questions_id: q.id,
    idea_id,
    answer:
      index === 0
        ? item.title
        : index === summaryAt && item.summary
          ? item.summary
          : q.kind === 'two_button'
            ? 'Yes'
            : q.kind === 'multiple_choice'
              ? q.options[0]
              : q.kind === 'textual'
                ? 'A clear answer to this question.'
                : q.kind === 'single-textual-with-checkbox'
                  ? '1000000'
                  : // Within every number question's bounds (45 days, people or tomans).
                    '45',
  }));
  expect(
    (await request.post('/api/answer-question-before-login', { data: { answers }, headers })).ok(),
  ).toBe(true);
  return idea_id;
}

/**
 * Publishes an idea or a need through the same calls the wizard makes. An idea gets its price (or
 * 'Negotiable'); a need's budget is its answer to the budget question (1,000,000 here).
 */
export async function publishItem(
  request: APIRequestContext,
  token: string,
  item: { section: 'idea' | 'need'; title: string; price?: number; summary?: string },
): Promise<string> {
  const idea_id = await draftItem(request, token, item);
  const price =
    item.section === 'need'
      ? {}
      : item.price === undefined
        ? { negotiable: true }
        : { price: item.price };
  const patch = await request.patch(`/api/items/${idea_id}`, {
    data: { ...price, elevator_text: `${item.title}: the short pitch.`, status: 'published' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(patch.ok(), await patch.text()).toBe(true);
  return idea_id;
}

/** Money in a member's wallet through the development gateway, as its Pay button does it. */
export async function fundWallet(request: APIRequestContext, token: string, amount: number) {
  const headers = { authorization: `Bearer ${token}` };
  const started = await request.post('/api/wallet/deposit', {
    data: { amount },
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { payment_url } = (await started.json()) as { payment_url: string };
  // The gateway's Pay sends the browser to the callback, which credits the wallet.
  const paid = await request.post(`${new URL(payment_url).pathname}/pay`, { maxRedirects: 5 });
  expect(paid.ok(), await paid.text()).toBe(true);
}

/**
 * Buys an idea from the wallet over the API at the price the server shows this member
 * (`buy_price`), with a voucher when given.
 */
export async function buyIdea(
  request: APIRequestContext,
  token: string,
  ideaId: string,
  voucherCode?: string,
) {
  const headers = { authorization: `Bearer ${token}` };
  const item = await request.get(`/api/items/${ideaId}`, { headers });
  const { buy_price } = (await item.json()) as { buy_price: number | null };
  const bought = await request.post(`/api/items/${ideaId}/purchase`, {
    data: { expected_price: buy_price, ...(voucherCode ? { voucher_code: voucherCode } : {}) },
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
  });
  expect(bought.status(), await bought.text()).toBe(201);
}

/** A member's spendable balance, as the server keeps it. */
export async function availableBalance(request: APIRequestContext, token: string) {
  const wallet = await request.get('/api/wallet', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await wallet.json()) as { available: number }).available;
}

/** A member's numeric id. */
export async function memberId(request: APIRequestContext, token: string): Promise<number> {
  const me = await request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
  return Number(((await me.json()) as { id: string }).id);
}

/** The newest sign-in code the deployment's dev outbox holds for this address. */
export async function outboxCode(api: APIRequestContext, email: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const { messages } = (await (await api.get('/api/dev/outbox')).json()) as {
          messages: { recipient: string; text: string }[];
        };
        const mail = messages.find((message) => message.recipient === email);
        // A Persian message writes it in Persian digits: the sign-in fields take both.
        code = (/(?<![0-9۰-۹])([0-9۰-۹]{5})(?![0-9۰-۹])/.exec(mail?.text ?? '')?.[1] ?? '').replace(
          /[۰-۹]/g,
          (digit) => String(digit.charCodeAt(0) - 0x06f0),
        );
        return code;
      },
      { timeout: 30_000 },
    )
    .toMatch(/^\d{5}$/);
  return code;
}

/** A member of the deployment signed in over its API, with the code from its dev outbox. */
export async function outboxSignIn(api: APIRequestContext, email: string): Promise<string> {
  expect((await api.post('/api/auth/email/send-code', { data: { email } })).ok()).toBe(true);
  const verified = await api.post('/api/auth/email/verify-code', {
    data: { email, code: await outboxCode(api, email) },
  });
  return ((await verified.json()) as { token: { plainTextToken: string } }).token.plainTextToken;
}

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRealApp, type RealApp } from '../../../test/real-app';
import { renderApp } from '../../../test/render-app';

let app: RealApp;
/** The codes the server kept, newest first: the SMS's, then the e-mail's. */
let codes: string[];

beforeAll(async () => {
  // No mail or SMS provider: the server keeps what it would send in its dev outbox.
  app = await startRealApp();
  await app.api('POST', '/auth/email/send-code', undefined, { email: 'sara@example.com' });
  await app.api('POST', '/auth-send-mobile-code', undefined, { mobile: '09121234567' });
  const { messages } = await app.api<{ messages: { text: string }[] }>('GET', '/dev/outbox');
  codes = messages.map((message) => /\d{5}/.exec(message.text)?.[0] ?? '');
});
afterAll(() => app.close());

describe('the dev outbox page', () => {
  it('lists the messages as sent, newest first, with the codes in bold, for a visitor', async () => {
    renderApp(app.routes, '/dev/outbox');
    await waitFor(() => expect(screen.getByText('sara@example.com')).toBeVisible());
    expect(screen.getByText('Your IdeaBazaar sign-in code')).toBeVisible();
    expect(screen.getByText('SMS')).toBeVisible();
    expect(screen.getByText('Email')).toBeVisible();
    const shown = screen.getAllByTestId('outbox-code');
    expect(shown.map((code) => [code.tagName, code.textContent])).toEqual([
      ['STRONG', codes[0]],
      ['STRONG', codes[1]],
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Each message in its own direction, whatever the page's: an English mail in the Persian
    // outbox is laid out left to right, its full stop at its end.
    for (const code of shown) expect(code.closest('[dir="auto"]')).not.toBeNull();
    expect(screen.getByText('sara@example.com')).toHaveAttribute('dir', 'ltr');
  });

  it('refreshes on demand', async () => {
    const user = userEvent.setup();
    renderApp(app.routes, '/dev/outbox');
    await screen.findByText('sara@example.com');
    const before = app.requests.length;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() => expect(app.requests.length).toBeGreaterThan(before), {
      timeout: 15_000,
    });
  });
});

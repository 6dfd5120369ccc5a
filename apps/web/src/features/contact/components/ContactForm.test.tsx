import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { i18n as I18nInstance } from '@/lib/i18n';
import { startRealApp, type RealApp } from '../../../../test/real-app';

let app: RealApp;
let ContactForm: ComponentType;
let i18n: typeof I18nInstance;

beforeAll(async () => {
  app = await startRealApp();
  ({ ContactForm } = await import('./ContactForm'));
  ({ i18n } = await import('@/lib/i18n'));
});
afterAll(() => app.close());

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <SnackbarProvider>
          <ContactForm />
        </SnackbarProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>, subject: string) {
  await user.type(screen.getByLabelText('Name'), 'Sara');
  await user.type(screen.getByLabelText('Email'), 'sara@example.com');
  await user.type(screen.getByLabelText('Subject'), subject);
  await user.type(screen.getByLabelText('Message'), 'I cannot find my purchase.');
}

describe('the contact form', () => {
  it('shows field errors from the shared schema and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    const before = app.wire.length;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter your name')).toBeVisible();
    expect(screen.getByText('Message must be at least 10 characters')).toBeVisible();
    expect(app.wire.length).toBe(before);
  });

  it('sends the message, confirms and clears the form', async () => {
    const user = userEvent.setup();
    renderForm();
    await fill(user, 'Payment');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Thank you: your message was sent. We will answer by e-mail.'),
    ).toBeVisible();
    expect(app.requests.at(-1)?.body).toEqual({
      name: 'Sara',
      email: 'sara@example.com',
      subject: 'Payment',
      message: 'I cannot find my purchase.',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });
});

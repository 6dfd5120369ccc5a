import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { i18n as I18nInstance } from '@/lib/i18n';
import { invalid } from '../../../../test/error-bodies';
import { startHttpPeer } from '../../../../test/http-peer';

let peer: Awaited<ReturnType<typeof startHttpPeer>>;
let ContactForm: ComponentType;
let i18n: typeof I18nInstance;

beforeAll(async () => {
  // Stands in for the server's contact endpoint, refusing a subject with a field error. The real
  // server checks the form with the very schema the form checks first (packages/shared), so it
  // cannot be made to refuse a field the form let through: this refusal needs a stand-in. The
  // form against the real server is ContactForm.test.tsx.
  peer = await startHttpPeer((request) => {
    const body = request.body as { subject?: string };
    if (body.subject === 'refused') {
      return invalid({ subject: 'subject_too_long' });
    }
    return { status: 201, body: { status: 'ok', id: 'c1' } };
  });
  vi.stubEnv('VITE_API_URL', peer.url);
  ({ ContactForm } = await import('./ContactForm'));
  ({ i18n } = await import('@/lib/i18n'));
});
afterAll(async () => {
  await peer.close();
  vi.unstubAllEnvs();
});

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
  it("shows the server's field error beside its field", async () => {
    const user = userEvent.setup();
    renderForm();
    await fill(user, 'refused');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const messages = await screen.findAllByText('Subject is too long');
    expect(messages.length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Name')).toHaveValue('Sara');
  });
});

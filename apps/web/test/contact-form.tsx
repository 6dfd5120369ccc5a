import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { I18nextProvider } from 'react-i18next';

/**
 * The contact form with its providers, loaded once the API address is set (the app reads it on
 * import), and a person filling it in.
 */
export async function loadContactForm() {
  const { ContactForm } = await import('@/features/contact/components/ContactForm');
  const { i18n } = await import('@/lib/i18n');
  return {
    i18n,
    renderForm() {
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
    },
    async fill(user: ReturnType<typeof userEvent.setup>, subject: string) {
      await user.type(screen.getByLabelText('Name'), 'Sara');
      await user.type(screen.getByLabelText('Email'), 'sara@example.com');
      await user.type(screen.getByLabelText('Subject'), subject);
      await user.type(screen.getByLabelText('Message'), 'I cannot find my purchase.');
    },
  };
}

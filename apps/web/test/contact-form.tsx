import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/**
 * The contact form inside the app's providers, loaded once the API address is set (the app
 * reads it on import), and a person filling it in.
 */
export async function loadContactForm() {
  const { ContactForm } = await import('@/features/contact/components/ContactForm');
  const { AppProviders } = await import('@/app/AppProviders');
  return {
    renderForm() {
      const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
      return render(
        <AppProviders queryClient={queryClient}>
          <ContactForm />
        </AppProviders>,
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

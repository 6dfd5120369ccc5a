import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContactForm } from '../../../../test/contact-form';
import { startRealApp, type RealApp } from '../../../../test/real-app';

let form: Awaited<ReturnType<typeof loadContactForm>>;
let app: RealApp;

beforeAll(async () => {
  app = await startRealApp();
  form = await loadContactForm();
});
afterAll(() => app.close());

describe('the contact form', () => {
  it('shows field errors from the shared schema and sends nothing', async () => {
    const user = userEvent.setup();
    form.renderForm();
    const before = app.wire.length;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByText('Please enter your name')).toBeVisible());
    expect(screen.getByText('Message must be at least 10 characters')).toBeVisible();
    expect(app.wire.length).toBe(before);
  });

  it('sends the message, confirms and clears the form', async () => {
    const user = userEvent.setup();
    form.renderForm();
    await form.fill(user, 'Payment');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(
        screen.getByText('Thank you: your message was sent. We will answer by e-mail.'),
      ).toBeVisible(),
    );
    expect(app.requests.at(-1)?.body).toEqual({
      name: 'Sara',
      email: 'sara@example.com',
      subject: 'Payment',
      message: 'I cannot find my purchase.',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });
});

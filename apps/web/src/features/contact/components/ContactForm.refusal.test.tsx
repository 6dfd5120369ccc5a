import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadContactForm } from '../../../../test/contact-form';
import { invalid } from '../../../../test/error-bodies';
import { startHttpPeer } from '../../../../test/http-peer';

let form: Awaited<ReturnType<typeof loadContactForm>>;
let peer: Awaited<ReturnType<typeof startHttpPeer>>;

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
  form = await loadContactForm();
});
afterAll(async () => {
  await peer.close();
  vi.unstubAllEnvs();
});

describe('the contact form', () => {
  it("shows the server's field error beside its field", async () => {
    const user = userEvent.setup();
    form.renderForm();
    await form.fill(user, 'refused');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const messages = await screen.findAllByText('Subject is too long');
    expect(messages.length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Name')).toHaveValue('Sara');
  });
});

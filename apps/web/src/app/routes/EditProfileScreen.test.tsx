import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRealApp, type RealApp } from '../../../test/real-app';
import { renderApp } from '../../../test/render-app';

const PHONE_INVALID = 'Please enter an Iranian phone number, like 02112345678 or 09121234567';
/** A real picture (a 1×1 PNG): the server reads and resizes what it is sent. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);
let app: RealApp;
let sara: string;

beforeAll(async () => {
  app = await startRealApp();
  sara = await app.member('sara@example.com');
});
afterAll(() => app.close());
beforeEach(async () => {
  // Sara's profile as each test starts from it, with no picture.
  await app.api('PATCH', '/me', sara, {
    first_name: 'Sara',
    last_name: 'Karimi',
    city: 'Tehran',
    phone: null,
    address: '',
  });
  await app.api('DELETE', '/me/avatar', sara);
  app.requests.length = 0;
  app.state.useClientState.setState({ ...app.state.initialState, auth: true, accessToken: sara });
});

const calls = (method: string, url: string) =>
  app.requests.filter((request) => request.method === method && request.url === url);
function open(at: string) {
  return { user: userEvent.setup(), ...renderApp(app.routes, at) };
}

describe('TheProfile', () => {
  it('shows the initial in a coloured circle, every field, and the ways on', async () => {
    open('/profile');
    const initial = await screen.findByTestId('initial-avatar');
    expect(initial).toHaveTextContent('S');
    expect(getComputedStyle(initial).backgroundColor).toMatch(/^rgb/);
    expect(screen.getByRole('heading', { name: 'Sara Karimi' })).toBeVisible();
    expect(screen.getByText('Tehran')).toBeVisible();
    expect(screen.getByText('sara@example.com')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/editProfile',
    );
    expect(screen.getByRole('link', { name: 'My ideas' })).toHaveAttribute('href', '/my-ideas');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });
});

describe('editProfile', () => {
  it('refuses a phone that is not Iranian and saves every field, Persian digits accepted', async () => {
    const { user, router } = open('/editProfile');
    const phone = await screen.findByRole('textbox', { name: 'Contact phone' });
    expect(phone).toHaveAccessibleDescription(
      'Shown to buyers of your ideas and to members on your needs, so they can call you; your sign-in mobile is never shown. An Iranian number, like 02112345678 or 09121234567.',
    );
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Sara');
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText(PHONE_INVALID)).toBeVisible());
    expect(calls('PATCH', '/api/me')).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '۰۲۱ ۱۲۳۴ ۵۶۷۸');
    await user.clear(screen.getByRole('textbox', { name: 'City' }));
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Shiraz');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Zand Street 4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(calls('PATCH', '/api/me')[0]?.body).toEqual({
      first_name: 'Sara',
      last_name: 'Karimi',
      city: 'Shiraz',
      phone: '02112345678',
      address: 'Zand Street 4',
    });
    await waitFor(() => expect(screen.getByText('Profile saved')).toBeVisible());
    await waitFor(() => expect(screen.getByText('Shiraz')).toBeVisible());
    expect(screen.getByText('02112345678')).toBeVisible();
    expect(app.state.useClientState.getState().profile).toMatchObject({
      city: 'Shiraz',
      phone: '02112345678',
      address: 'Zand Street 4',
    });
  });

  it('keeps a chosen picture when the one Save is pressed, with the fields, then removes it', async () => {
    const { user, router } = open('/editProfile');
    const input = await screen.findByLabelText('Choose a picture');
    await user.upload(input, new File([PNG], 'me.png', { type: 'image/png' }));
    const preview = await screen.findByRole('img', { name: 'Sara Karimi' });
    await waitFor(() =>
      expect(preview).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/)),
    );
    expect(screen.getByText('Saved with the Save button below')).toBeVisible();
    // There is one Save on the screen: the picture has none of its own.
    expect(screen.getAllByRole('button', { name: /save/i })).toHaveLength(1);
    expect(calls('POST', '/api/me/avatar')).toHaveLength(0);
    await user.clear(screen.getByRole('textbox', { name: 'City' }));
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Shiraz');

    // The upload is held back (a slow network) until its progress bar is seen.
    const release = app.hold((request) => request.url === '/api/me/avatar');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Uploading the picture' })).toBeVisible(),
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    await waitFor(() => expect(screen.getByText('Profile saved')).toBeVisible());
    const saved = await app.api<{ avatar_url: string; city: string }>('GET', '/me', sara);
    expect(saved.avatar_url).toMatch(/^\/api\/avatars\//);
    expect(saved.city).toBe('Shiraz');
    // The picture went first, then the fields.
    const order = app.requests
      .filter((request) => request.url === '/api/me/avatar' || request.url === '/api/me')
      .filter((request) => request.method !== 'GET')
      .map((request) => request.method);
    expect(order).toEqual(['POST', 'PATCH']);
    const upload = calls('POST', '/api/me/avatar')[0];
    const received = app.wire.find(
      (request) => request.method === 'POST' && request.url === '/api/me/avatar',
    );
    expect(received?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload?.body).toEqual({ file: 'me.png' });
    await waitFor(() =>
      expect(app.state.useClientState.getState().profile.avatar_URL).toBe(saved.avatar_url),
    );

    await act(() => router.navigate('/editProfile'));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Sara Karimi' })).toHaveAttribute(
        'src',
        `${app.url}${saved.avatar_url}`,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    await waitFor(() => expect(screen.getByText('Picture removed')).toBeVisible());
    expect(calls('DELETE', '/api/me/avatar')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('initial-avatar')).toHaveTextContent('S'));
  });

  it('forgets a chosen picture on Cancel: Save then sends only the fields', async () => {
    const { user, router } = open('/editProfile');
    const input = await screen.findByLabelText('Choose a picture');
    await user.upload(input, new File([PNG], 'me.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('initial-avatar')).toHaveTextContent('S');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(calls('POST', '/api/me/avatar')).toHaveLength(0);
    expect(calls('PATCH', '/api/me')).toHaveLength(1);
  });

  it('switches the language', async () => {
    const { user } = open('/editProfile');
    const language = await screen.findByRole('radiogroup', { name: 'Language' });
    await user.click(within(language).getByRole('radio', { name: 'فارسی' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'نام' })).toHaveValue('Sara'));
    expect(app.state.useClientState.getState().language).toBe('fa');
  });

  it('puts the saved phone in the field in Persian digits for a Persian reader, and saves it', async () => {
    await app.api('PATCH', '/me', sara, { phone: '02112345678' });
    app.state.useClientState.setState({ language: 'fa' });
    const { user, router } = open('/editProfile');
    const phone = await screen.findByRole('textbox', { name: 'تلفن تماس' });
    expect(phone).toHaveValue('۰۲۱۱۲۳۴۵۶۷۸');
    // In English the same field reads in Latin digits.
    const language = screen.getByRole('radiogroup', { name: 'زبان' });
    await user.click(within(language).getByRole('radio', { name: 'English' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Contact phone' })).toHaveValue('02112345678'),
    );
    await user.click(within(screen.getByRole('radiogroup')).getByRole('radio', { name: 'فارسی' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'تلفن تماس' })).toHaveValue('۰۲۱۱۲۳۴۵۶۷۸'),
    );
    await user.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(calls('PATCH', '/api/me')[0]?.body).toMatchObject({ phone: '02112345678' });
    // The profile shows it in Persian digits too.
    expect(await screen.findByText('۰۲۱۱۲۳۴۵۶۷۸')).toBeVisible();
  });
});

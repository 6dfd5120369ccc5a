import type { MeResponse } from '@ideabazaar/shared/schemas/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as ClientState from '@/lib/client-state';
import { memberBody, notFound, startApp, stopApp } from '../../../test/app-peer';
import { renderApp } from '../../../test/render-app';

const AVATAR = '/api/avatars/4f1c2b3a.webp';
const PHONE_INVALID = 'Please enter an Iranian phone number, like 02112345678 or 09121234567';
let peer: Awaited<ReturnType<typeof startApp>>['peer'];
let routes: Awaited<ReturnType<typeof startApp>>['routes'];
let state: typeof ClientState;
let me: MeResponse;

const sara = (): MeResponse =>
  memberBody({
    id: 'u1',
    email: 'sara@example.com',
    mobile: '09121234567',
    first_name: 'Sara',
    last_name: 'Karimi',
    referral_code: 'SARA1',
    city: 'Tehran',
  });

beforeAll(async () => {
  ({ peer, routes, state } = await startApp((request) => {
    if (request.url === '/api/me' && request.method === 'PATCH') {
      me = { ...me, ...(request.body as Partial<MeResponse>) };
      return { status: 200, body: me };
    }
    if (request.url === '/api/me') return { status: 200, body: me };
    if (request.url === '/api/me/avatar' && request.method === 'POST') {
      me = { ...me, avatar_url: AVATAR };
      return { status: 200, body: me, delayMs: 200 };
    }
    if (request.url === '/api/me/avatar' && request.method === 'DELETE') {
      me = { ...me, avatar_url: null };
      return { status: 200, body: me };
    }
    return notFound;
  }));
});
afterAll(() => stopApp(peer));
beforeEach(() => {
  peer.requests.length = 0;
  me = sara();
  state.useClientState.setState({ ...state.initialState, auth: true, accessToken: '1|sara' });
});

const calls = (method: string, url: string) =>
  peer.requests.filter((request) => request.method === method && request.url === url);
function open(at: string) {
  return { user: userEvent.setup(), ...renderApp(routes, at) };
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
    expect(await screen.findByText(PHONE_INVALID)).toBeVisible();
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
    expect(await screen.findByText('Profile saved')).toBeVisible();
    expect(await screen.findByText('Shiraz')).toBeVisible();
    expect(screen.getByText('02112345678')).toBeVisible();
    expect(state.useClientState.getState().profile).toMatchObject({
      city: 'Shiraz',
      phone: '02112345678',
      address: 'Zand Street 4',
    });
  });

  it('uploads a picture after a preview, then removes it', async () => {
    const { user } = open('/editProfile');
    const input = await screen.findByLabelText('Choose a picture');
    await user.upload(input, new File(['\x89PNG picture'], 'me.png', { type: 'image/png' }));
    const preview = await screen.findByRole('img', { name: 'Sara Karimi' });
    await waitFor(() =>
      expect(preview).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/)),
    );
    expect(calls('POST', '/api/me/avatar')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save picture' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading the picture' })).toBeVisible();
    expect(await screen.findByText('Picture saved')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Sara Karimi' })).toHaveAttribute(
        'src',
        `${peer.url}${AVATAR}`,
      ),
    );
    const upload = calls('POST', '/api/me/avatar')[0];
    expect(upload?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(String(upload?.body)).toContain('name="file"; filename="me.png"');
    await waitFor(() => expect(state.useClientState.getState().profile.avatar_URL).toBe(AVATAR));

    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(await screen.findByText('Picture removed')).toBeVisible();
    expect(calls('DELETE', '/api/me/avatar')).toHaveLength(1);
    expect(await screen.findByTestId('initial-avatar')).toHaveTextContent('S');
  });

  it('switches the language', async () => {
    const { user } = open('/editProfile');
    const language = await screen.findByRole('radiogroup', { name: 'Language' });
    await user.click(within(language).getByRole('radio', { name: 'فارسی' }));
    expect(await screen.findByRole('textbox', { name: 'نام' })).toHaveValue('Sara');
    expect(state.useClientState.getState().language).toBe('fa');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { notifying } from '../../../test/notifying';
import { startRealApp, type RealApp } from '../../../test/real-app';
import { renderApp } from '../../../test/render-app';

// The choices, the push key and subscriptions and the saved searches are the real server's. The
// browser's push machinery is jsdom's to lack: where a test needs it, it is given a service
// worker registration whose push manager records what the page asks of it (the browser's side
// only: the page still sends what it gets to the real routes).
const subscriptionJson = {
  // A push service the tests' server allows (127.0.0.1); nothing listens there.
  endpoint: 'https://127.0.0.1:9/send/abc',
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};

let app: RealApp;
const { member } = notifying(() => app);
let token: string;

beforeAll(async () => {
  app = await startRealApp();
});
afterAll(() => app.close());
beforeEach(async () => {
  app.requests.length = 0;
  app.state.useClientState.setState({ ...app.state.initialState, loginPrompt: false });
  token = await member();
  app.signInAs(token);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const open = () => ({
  user: userEvent.setup(),
  ...renderApp(app.routes, '/notification-settings'),
});
const sent = (path: string) => app.requests.filter((r) => r.url === path);
/** Whether the server keeps this device's endpoint for the member: only a kept one is dropped. */
const kept = async () =>
  app.api('DELETE', '/push/subscriptions', token, { endpoint: subscriptionJson.endpoint }).then(
    () => true,
    (error: Error) => (/: 404 /.test(error.message) ? false : Promise.reject(error)),
  );

/** A browser with the Push API, whose person answers the permission prompt with `answer`. */
function installPush(answer: NotificationPermission) {
  const state = {
    subscribed: false,
    options: undefined as PushSubscriptionOptionsInit | undefined,
  };
  const subscription = {
    endpoint: subscriptionJson.endpoint,
    toJSON: () => subscriptionJson,
    unsubscribe: async () => {
      state.subscribed = false;
      return true;
    },
  };
  const registration = {
    pushManager: {
      getSubscription: async () => (state.subscribed ? subscription : null),
      subscribe: async (options: PushSubscriptionOptionsInit) => {
        state.options = options;
        state.subscribed = true;
        return subscription;
      },
    },
  };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    permission: 'default',
    requestPermission: async () => answer,
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  return state;
}

it('shows the choices per kind and channel, e-mail only for the e-mailed kinds, and saves a change', async () => {
  await app.api('PUT', '/notifications/settings', token, { email: { sale: false } });
  const { user } = open();
  const email = await screen.findByRole('switch', { name: 'E-mail: Sales of your ideas' });
  expect(email).not.toBeChecked();
  // A kind the member never chose is on.
  expect(screen.getByRole('switch', { name: 'Push: Sales of your ideas' })).toBeChecked();
  expect(screen.getByRole('switch', { name: 'Push: Comments on your ideas' })).toBeChecked();
  expect(screen.queryByRole('switch', { name: 'E-mail: Comments on your ideas' })).toBeNull();

  await user.click(email);
  await waitFor(() => expect(email).toBeChecked());
  await user.click(screen.getByRole('switch', { name: 'Push: Comments on your ideas' }));
  await waitFor(() =>
    expect(sent('/api/notifications/settings').filter((r) => r.method === 'PUT')).toHaveLength(2),
  );
  expect(
    sent('/api/notifications/settings')
      .filter((r) => r.method === 'PUT')
      .map((r) => r.body),
  ).toEqual([{ email: { sale: true } }, { push: { comment: false } }]);
  expect(screen.getByRole('switch', { name: 'Push: Comments on your ideas' })).not.toBeChecked();
  // The server keeps both changes (the switches change at once, before it answers).
  await waitFor(async () =>
    expect(await app.api('GET', '/notifications/settings', token)).toMatchObject({
      email: { sale: true },
      push: { comment: false, sale: true },
    }),
  );
});

it('says when this browser cannot take pushes', async () => {
  open();
  expect(
    await screen.findByText('This browser does not support push notifications.'),
  ).toBeVisible();
  expect(screen.getByRole('switch', { name: 'Push notifications on this device' })).toBeDisabled();
});

it('subscribes this device with the server key, and unsubscribes it', async () => {
  const push = installPush('granted');
  const { user } = open();
  const device = await screen.findByRole('switch', { name: 'Push notifications on this device' });
  await waitFor(() => expect(device).toBeEnabled());
  await user.click(device);
  await waitFor(() => expect(device).toBeChecked());
  expect(push.options?.userVisibleOnly).toBe(true);
  const key = push.options?.applicationServerKey as Uint8Array;
  // The base64url key as its 65 bytes: an uncompressed P-256 point starts with 4.
  expect(key).toHaveLength(65);
  expect(key[0]).toBe(4);
  // The server's own key (its VAPID pair, made at its start).
  const { public_key } = await app.api<{ public_key: string }>('GET', '/push/key');
  expect(Buffer.from(key).toString('base64url')).toBe(public_key);
  expect(sent('/api/push/subscriptions').map((r) => [r.method, r.body])).toEqual([
    ['POST', subscriptionJson],
  ]);

  await user.click(device);
  await waitFor(() => expect(device).not.toBeChecked());
  expect(push.subscribed).toBe(false);
  expect(sent('/api/push/subscriptions').map((r) => [r.method, r.body])).toEqual([
    ['POST', subscriptionJson],
    ['DELETE', { endpoint: subscriptionJson.endpoint }],
  ]);
  // The server kept the subscription (its DELETE of an endpoint it does not know is a 404, which
  // leaves the switch on and the browser subscribed) and has dropped it.
  expect(await kept()).toBe(false);
});

it('drops the push subscription of this device when the member signs out', async () => {
  const push = installPush('granted');
  const { user } = open();
  const device = await screen.findByRole('switch', { name: 'Push notifications on this device' });
  await waitFor(() => expect(device).toBeEnabled());
  await user.click(device);
  await waitFor(() => expect(device).toBeChecked());
  app.state.useClientState.getState().signOut();
  await waitFor(() => expect(push.subscribed).toBe(false));
  // The browser alone drops it: the server keeps the endpoint until the push service says it is
  // gone (the token went with the sign-out, so no DELETE).
  expect(await kept()).toBe(true);
});

it('says when notifications were refused', async () => {
  installPush('denied');
  const { user } = open();
  const device = await screen.findByRole('switch', { name: 'Push notifications on this device' });
  await waitFor(() => expect(device).toBeEnabled());
  await user.click(device);
  expect(await screen.findByText(/Notifications are blocked for this site/)).toBeVisible();
  expect(device).not.toBeChecked();
  expect(sent('/api/push/subscriptions')).toHaveLength(0);
});

it('lists the saved searches and deletes one', async () => {
  const { id } = await app.api<{ id: string }>('POST', '/saved-searches', token, {
    section: 'need',
    q: 'solar',
    category: 'technology',
    max_price: '2000000',
  });
  const { user } = open();
  const list = await screen.findByRole('list', { name: 'Saved searches' });
  const row = within(list).getByRole('listitem');
  const text = (row.textContent ?? '').replace(/[\u2068\u2069]/g, '');
  expect(text).toContain('solar · Technology · up to 2,000,000 Toman');
  expect(text).toContain('Needs');
  expect(within(row).getByRole('link')).toHaveAttribute(
    'href',
    '/?section=need&q=solar&category=technology&max_price=2000000',
  );
  await user.click(within(row).getByRole('button', { name: /^Delete the saved search/ }));
  expect(await screen.findByText('You have no saved searches.')).toBeVisible();
  expect(sent(`/api/saved-searches/${id}`).map((r) => r.method)).toEqual(['DELETE']);
  await waitFor(async () =>
    expect(await app.api('GET', '/saved-searches', token)).toEqual({ saved_searches: [] }),
  );
});

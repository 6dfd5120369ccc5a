import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request as requests, type APIRequestContext, type Page } from '@playwright/test';
import { startPushPeer } from '../apps/server/test/helpers/push-peer';
import {
  apiSignIn,
  buyIdea,
  fundWallet,
  outboxCode,
  outboxSignIn,
  publishItem,
  signInCapturingToken,
} from './api';
import { startDeployment } from './deployment';
import { askForEmailCode, signInByEmail, uniqueEmail } from './sign-in';
import { expect, test } from './test';

const run = Date.now().toString(36);
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A title as the list shows it: isolated in its own direction (FSI ... PDI). */
const isolated = (title: string) => `\u2068${title}\u2069`;

/** The bell's count, as its badge carries it. */
const bell = (page: Page) => page.getByTestId('notifications-unread');

async function offer(request: APIRequestContext, token: string, itemId: string, amount: number) {
  const made = await request.post(`/api/items/${itemId}/offers`, {
    data: { amount },
    headers: auth(token),
  });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { id: string }).id;
}

test('the bell counts a sale and an accepted offer live, and the screen opens the purchase', async ({
  page,
  request,
}) => {
  const buyer = await apiSignIn(request, uniqueEmail('buyer'));
  const owner = await apiSignIn(request, uniqueEmail('owner'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/notifications');
  const member = await signInCapturingToken(page, uniqueEmail('member'));
  await expect(page.getByText('No notifications yet')).toBeVisible();

  // The member sells one idea and offers on another (negotiable) one.
  const sold = await publishItem(request, member, {
    section: 'idea',
    title: `Bell sale ${run}`,
    price: 300_000,
  });
  const wanted = await publishItem(request, owner, { section: 'idea', title: `Bell offer ${run}` });
  const offerId = await offer(request, member, wanted, 250_000);
  await fundWallet(request, member, 1_000_000);
  await fundWallet(request, buyer, 1_000_000);
  await expect(bell(page)).toHaveAttribute('data-count', '0');

  // A sale reaches the open app without a reload, then the accepted offer.
  await buyIdea(request, buyer, sold);
  await expect(bell(page)).toHaveAttribute('data-count', '1');
  await expect(page.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
  const accepted = await request.post(`/api/offers/${offerId}/accept`, { headers: auth(owner) });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  await expect(bell(page)).toHaveAttribute('data-count', '2');

  await page.getByRole('link', { name: 'Notifications, 2 unread' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(
    page.getByText(`Your idea ${isolated(`Bell sale ${run}`)} was sold for 270,000 Toman`),
  ).toBeVisible();
  const acceptedRow = page.getByText(
    `Your offer of 250,000 Toman for ${isolated(`Bell offer ${run}`)} was accepted`,
    {
      exact: false,
    },
  );
  await expect(acceptedRow).toBeVisible();

  // The accepted offer opens the idea, bought at the offer's amount; its receipt opens the
  // purchase: the idea's page, unlocked for its buyer.
  await acceptedRow.click();
  await expect(page).toHaveURL(new RegExp(`/TheIdea/${wanted}$`));
  await buyIdea(request, member, wanted);
  await expect(bell(page)).toHaveAttribute('data-count', '2');
  await page.goto('/notifications');
  const receipt = page.getByText(`You bought ${isolated(`Bell offer ${run}`)} for 250,000 Toman`);
  await expect(receipt).toBeVisible();
  await receipt.click();
  await expect(page).toHaveURL(new RegExp(`/TheIdea/${wanted}$`));
  await expect(page.getByRole('button', { name: /^Buy for/ })).toHaveCount(0);

  await page.goto('/notifications');
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(page)).toHaveAttribute('data-count', '0');
});

test('a saved search alerts its member when a matching idea is published', async ({
  page,
  request,
}) => {
  const other = await apiSignIn(request, uniqueEmail('publisher'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/notifications');
  await signInByEmail(page, uniqueEmail('searcher'));
  await page.goto('/');

  await page.getByRole('searchbox', { name: 'Search' }).fill(`pistachio ${run}`);
  await expect(page).toHaveURL(/q=pistachio/);
  await page.getByRole('button', { name: 'Alert me' }).click();
  await expect(page.getByText('Saved: you will be told of new items that match.')).toBeVisible();

  await publishItem(request, other, { section: 'idea', title: `Walnut cakes ${run}` });
  await publishItem(request, other, {
    section: 'idea',
    title: `Pistachio roastery ${run}`,
    price: 400_000,
  });
  await expect(bell(page)).toHaveAttribute('data-count', '1', { timeout: 30_000 });
  await bell(page).click();
  const alert = page.getByText(
    `New for your saved search: ${isolated(`Pistachio roastery ${run}`)}`,
  );
  await expect(alert).toBeVisible();
  await expect(page.getByText(`Walnut cakes ${run}`)).toHaveCount(0);
  await alert.click();
  await expect(page).toHaveURL(/\/TheIdea\//);
  await expect(page.getByText(`Pistachio roastery ${run}`).first()).toBeVisible();

  // The profile lists the saved search and deletes it.
  await page.goto('/notification-settings');
  await expect(page.getByText(`pistachio ${run}`)).toBeVisible();
});

/**
 * The installed app's push subscription, end to end but for the browser's push service: headless
 * Chromium subscribes through Google's service, which this machine cannot reach, so the page's
 * `PushManager.subscribe` hands back a subscription made by the tests' push service (its keys,
 * its endpoint), as a browser would. Everything else is real: the settings screen asks for
 * permission and posts the subscription, a sale makes the server encrypt and send the push with
 * its VAPID key, the push service decrypts it, and Chromium delivers it to the app's service
 * worker (DevTools' ServiceWorker.deliverPushMessage), which shows it.
 */
test('the installed app subscribes to pushes and shows a sale pushed to it', async ({
  browser,
}) => {
  const peer = await startPushPeer();
  const folder = mkdtempSync(path.join(tmpdir(), 'ideabazaar-e2e-push-'));
  const certificate = path.join(folder, 'push-peer.pem');
  writeFileSync(certificate, peer.cert);
  const deployment = await startDeployment({
    NODE_EXTRA_CA_CERTS: certificate,
    PUSH_SERVICE_HOSTS: '127.0.0.1:*',
  });
  const { origin } = deployment;
  const api = await requests.newContext({ baseURL: origin });
  const context = await browser.newContext({ baseURL: origin });
  try {
    await context.grantPermissions(['notifications'], { origin });
    const subscription = peer.subscribe();
    await context.addInitScript((made) => {
      const state = window as unknown as { pushKey?: string; pushed?: boolean };
      const toBase64Url = (key: ArrayBuffer) =>
        btoa(String.fromCharCode(...new Uint8Array(key)))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      const fake = {
        endpoint: made.endpoint,
        expirationTime: null,
        options: {},
        toJSON: () => ({ endpoint: made.endpoint, expirationTime: null, keys: made.keys }),
        getKey: () => null,
        unsubscribe: async () => {
          state.pushed = false;
          return true;
        },
      };
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const key = options?.applicationServerKey;
        state.pushKey =
          key instanceof ArrayBuffer
            ? toBase64Url(key)
            : toBase64Url((key as Uint8Array).buffer as ArrayBuffer);
        state.pushed = true;
        return fake as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return state.pushed ? (fake as unknown as PushSubscription) : null;
      };
    }, subscription);
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/notification-settings');
    const email = uniqueEmail('pushed');
    await askForEmailCode(page, email);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Verification code').fill(await outboxCode(api, email));
    const verified = page.waitForResponse((r) => r.url().includes('/api/auth/email/verify-code'));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    const member = ((await (await verified).json()) as { token: { plainTextToken: string } }).token
      .plainTextToken;
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The app's service worker is the installed app's: it is running before push is offered.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const device = page.getByRole('switch', { name: 'Push notifications on this device' });
    const posted = page.waitForResponse(
      (response) => response.url().endsWith('/api/push/subscriptions') && response.ok(),
    );
    await device.click();
    await posted;
    await expect(device).toBeChecked();
    const { public_key } = (await (await api.get('/api/push/key')).json()) as {
      public_key: string;
    };
    expect(await page.evaluate(() => (window as unknown as { pushKey: string }).pushKey)).toBe(
      public_key,
    );

    // A sale: the server pushes it, the push service decrypts it.
    const ideaId = await publishItem(api, member, {
      section: 'idea',
      title: `Pushed idea ${run}`,
      price: 300_000,
    });
    const buyer = await outboxSignIn(api, uniqueEmail('push-buyer'));
    await fundWallet(api, buyer, 1_000_000);
    await buyIdea(api, buyer, ideaId);
    await peer.settled(1, 20_000);
    const [payload] = peer.payloadsTo(subscription.endpoint) as {
      title: string;
      body: string;
      url: string;
      tag: string;
    }[];
    expect(payload?.title).toBe('Your idea was sold');
    expect(payload?.body).toContain(`Pushed idea ${run}`);
    expect(payload?.body).toContain('270,000');
    expect(peer.received[0]?.vapidKey).toBe(public_key);

    // Chromium hands the decrypted push to the app's service worker, which shows it.
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) =>
      registrations.push(...event.registrations),
    );
    await cdp.send('ServiceWorker.enable');
    await expect
      .poll(
        () =>
          registrations.filter((entry) => entry.scopeURL.startsWith(origin) && !entry.isDeleted)
            .length,
      )
      .toBeGreaterThan(0);
    const registration = registrations.find(
      (entry) => entry.scopeURL.startsWith(origin) && !entry.isDeleted,
    )!;
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
          title: notification.title,
          url: (notification.data as { url: string }).url,
        })),
      );
    // DevTools hands the message over as a push service would, and like a push service it is
    // asked again when a delivery is not acknowledged: on CI's busy machine one delivery in a
    // few dozen runs never reached the worker. The payload carries a tag, so a second delivery
    // replaces the first notification rather than adding one: exactly one is expected.
    await expect(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId: registration.registrationId,
        data: JSON.stringify(payload),
      });
      await expect
        .poll(shown, { timeout: 5_000 })
        .toEqual([{ title: payload!.title, url: new URL(payload!.url, origin).href }]);
    }).toPass({ timeout: 30_000 });

    // Off: the subscription leaves the server, so the next sale pushes nothing.
    await device.click();
    await expect(device).not.toBeChecked();
    const second = await publishItem(api, member, {
      section: 'idea',
      title: `Unpushed idea ${run}`,
      price: 300_000,
    });
    await buyIdea(api, buyer, second);
    await expect
      .poll(async () => {
        const listed = await api.get('/api/notifications', { headers: auth(member) });
        return ((await listed.json()) as { unread: number }).unread;
      })
      .toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(peer.received).toHaveLength(1);
  } finally {
    await context.close();
    await api.dispose();
    await deployment.close();
    await peer.close();
    rmSync(folder, { recursive: true, force: true });
  }
});

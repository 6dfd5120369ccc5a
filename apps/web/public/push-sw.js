/* global self */
/*
 * Web Push in the app's service worker (issue 30). vite-plugin-pwa's generated worker loads this
 * file with importScripts (vite.config.ts, workbox.importScripts), so it stays out of the app's
 * bundle. The server's payload is JSON: {title, body, url, tag}, already in the member's language.
 */
const ICON = '/pwa-192x192.png';

/** Only the app's own pages open from a notification. */
function appUrl(value) {
  try {
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin ? url.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

function payloadOf(event) {
  try {
    const data = event.data ? event.data.json() : {};
    return typeof data === 'object' && data !== null ? data : {};
  } catch {
    return {};
  }
}

self.addEventListener('push', (event) => {
  const data = payloadOf(event);
  const title = typeof data.title === 'string' && data.title ? data.title : 'IdeaBazaar';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' && data.tag ? data.tag : undefined,
      icon: ICON,
      badge: ICON,
      data: { url: appUrl(typeof data.url === 'string' ? data.url : '/') },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = appUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((client) => client.url === url);
      if (same) return same.focus();
      // An open window of the app goes to the page; without one, a new window opens there.
      const open = windows.find((client) => 'navigate' in client);
      if (open) {
        const focused = await open.focus();
        const moved = await focused.navigate(url).catch(() => null);
        if (moved) return moved;
      }
      return self.clients.openWindow(url);
    })(),
  );
});

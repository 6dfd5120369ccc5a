/**
 * This device's push subscription, if the browser has one for the app's service worker. Pushes
 * name a member's sales and offers: when the member signs out (or the session ends), the device
 * stops taking them. Dropping it in the browser is enough: the push service then answers the
 * server 404/410 for it, and the server forgets it (its token is already gone, so no DELETE).
 */
export async function devicePushSubscription(): Promise<PushSubscription | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function forgetDevicePush(): Promise<void> {
  const subscription = await devicePushSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
}

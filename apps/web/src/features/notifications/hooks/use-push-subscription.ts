import { pushSubscriptionSchema } from '@ideabazaar/shared/schemas/notifications';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { deleteSubscription, getPushKey, saveSubscription } from '../api/push';
import { devicePushSubscription } from '../push-device';

/**
 * This device's push switch:
 * - unsupported: no service worker, no Push API or no notifications in this browser;
 * - denied: the person (or the browser) refused notifications for this site;
 * - no-worker: the app's service worker is not running here (a development server, a private
 *   window that keeps none), so there is nothing to receive a push;
 * - on / off: subscribed or not; pending while one is being made or removed.
 */
export type PushState = 'checking' | 'unsupported' | 'denied' | 'no-worker' | 'on' | 'off';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The VAPID key as the bytes `applicationServerKey` takes (it comes in base64url). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

const registration = () => navigator.serviceWorker.getRegistration();

async function currentState(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const worker = await registration();
  if (!worker) return 'no-worker';
  return (await worker.pushManager.getSubscription()) ? 'on' : 'off';
}

export function usePushSubscription() {
  const [state, setState] = useState<PushState>('checking');
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    currentState()
      .then((found) => live && setState(found))
      .catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);

  const turnOn = useCallback(async () => {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return setState(permission === 'denied' ? 'denied' : 'off');
    const worker = await registration();
    if (!worker) return setState('no-worker');
    const { public_key } = await getPushKey();
    const subscription = await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(public_key),
    });
    try {
      await saveSubscription(pushSubscriptionSchema.parse(subscription.toJSON()));
    } catch (error) {
      // The server does not know this device: it takes no push, so the browser keeps none.
      await subscription.unsubscribe();
      throw error;
    }
    setState('on');
  }, []);

  const turnOff = useCallback(async () => {
    const subscription = await devicePushSubscription();
    if (subscription) {
      await deleteSubscription(subscription.endpoint);
      await subscription.unsubscribe();
    }
    setState('off');
  }, []);

  const change = useCallback(
    async (on: boolean) => {
      setPending(true);
      setFailed(false);
      try {
        await (on ? turnOn() : turnOff());
      } catch (error) {
        // The API's failures were told by the shared handling; the browser's are told here.
        if (!(error instanceof ApiError)) setFailed(true);
      } finally {
        setPending(false);
      }
    },
    [turnOn, turnOff],
  );

  return { state, pending, failed, change };
}

import {
  pushKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  type PushSubscriptionInput,
} from '@ideabazaar/shared/schemas/notifications';
import { apiRequest } from '@/lib/api-client';

/** GET /api/push/key: the server's VAPID public key (base64url), for `applicationServerKey`. */
export const getPushKey = () => apiRequest('/push/key', { schema: pushKeySchema });

/** POST /api/push/subscriptions: this device's subscription, as the browser writes it in JSON. */
export const saveSubscription = (subscription: PushSubscriptionInput) =>
  apiRequest('/push/subscriptions', {
    method: 'POST',
    request: pushSubscriptionSchema,
    body: subscription,
  });

/** DELETE /api/push/subscriptions: this device no longer takes pushes. */
export const deleteSubscription = (endpoint: string) =>
  apiRequest('/push/subscriptions', {
    method: 'DELETE',
    request: pushUnsubscribeSchema,
    body: { endpoint },
  });

import type { Notification } from '@ideabazaar/shared/schemas/notifications';

/** One notification the dispatcher claimed (exactly one process does), as its member sees it. */
export interface Dispatched {
  userId: number;
  notification: Notification;
}

/**
 * The channels beyond the app (issue 30): e-mail and Web Push. The dispatcher hands each batch it
 * claimed, once, after the live socket's events; the channels decide per member (choices, the
 * hourly cap, subscriptions, address) what to send and never throw for one member's failure.
 */
export interface NotificationChannels {
  deliver(batch: Dispatched[]): Promise<void>;
}

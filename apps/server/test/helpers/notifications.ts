import { asc, eq } from 'drizzle-orm';
import type { Notification, NotificationsPage } from '@ideabazaar/shared/schemas/notifications';
import { notificationsPageSchema } from '@ideabazaar/shared/schemas/notifications';
import { expect } from 'vitest';
import type { Dispatched, NotificationChannels } from '../../src/modules/notifications/delivery';
import { notifications } from '../../src/db/schema';
import type { TestApp } from './app';
import { bearer } from './sign-in';

/** A member's notifications as the API answers them (first page, newest first). */
export async function notificationsOf(
  t: TestApp,
  token: string,
  query = '',
): Promise<NotificationsPage> {
  const response = await t.app.inject({
    url: `/api/notifications${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return notificationsPageSchema.parse(response.json());
}

/** A member's notifications of one kind, as the API answers them. */
export async function ofKind(t: TestApp, token: string, kind: Notification['kind']) {
  const page = await notificationsOf(t, token, '?limit=50');
  return page.notifications.filter((n) => n.kind === kind);
}

/** Every row the database holds for a member, oldest first. */
export const rowsOf = (t: TestApp, userId: number) =>
  t.db.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));

/** Channels that keep every batch they are handed. */
export function recordingChannels(): NotificationChannels & { handed: Dispatched[] } {
  const handed: Dispatched[] = [];
  return {
    handed,
    deliver: async (batch) => {
      handed.push(...batch);
    },
  };
}

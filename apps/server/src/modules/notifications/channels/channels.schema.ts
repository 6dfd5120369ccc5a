import { notificationChannels, notificationKinds } from '@ideabazaar/shared/schemas/notifications';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../../../db/checks';
import { users } from '../../members/members.schema';
import { notifications } from '../notifications.schema';

/** What became of one notification on one channel. */
export const deliveryStates = ['sent', 'held', 'gathered'] as const;

/**
 * The kinds a member turned off, per channel (issue 30): every kind is on until a row says it is
 * off, so a kind added later reaches everyone who did not refuse it.
 */
export const notificationOptOuts = pgTable(
  'notification_opt_outs',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 30, enum: notificationKinds }).notNull(),
    channel: varchar('channel', { length: 8, enum: notificationChannels }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.channel] }),
    check('notification_opt_outs_kind', oneOf(table.kind, notificationKinds)),
    check('notification_opt_outs_channel', oneOf(table.channel, notificationChannels)),
  ],
);

/**
 * A browser's Web Push subscription. An endpoint is one browser's: it belongs to the member who
 * subscribed last on it (signing in as another member on that browser moves it).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    endpoint: varchar('endpoint', { length: 1000 }).notNull(),
    p256dh: varchar('p256dh', { length: 100 }).notNull(),
    auth: varchar('auth', { length: 40 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);

/**
 * One notification on one channel, recorded before it is sent: the unique key makes a second
 * `deliver` of the same notification (a retry, another process) send nothing. 'held' waits for
 * the member's hourly cap, 'gathered' went out in one "N more" message.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 8, enum: notificationChannels }).notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    state: varchar('state', { length: 10, enum: deliveryStates }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.notificationId, table.channel] }),
    // Only the held rows are looked up by member: the gathering job's queue.
    index('notification_deliveries_held_idx')
      .on(table.userId, table.channel)
      .where(sql`${table.state} = 'held'`),
    check('notification_deliveries_channel', oneOf(table.channel, notificationChannels)),
    check('notification_deliveries_state', oneOf(table.state, deliveryStates)),
  ],
);

/**
 * Each message a member was sent on a channel (one notification, or one gathered), for the
 * hourly cap; rows older than an hour are pruned. The member's row in `notification_quotas` is
 * locked while one is counted and added, so two processes never both take the last place.
 */
export const channelMessages = pgTable(
  'channel_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    channel: varchar('channel', { length: 8, enum: notificationChannels }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('channel_messages_user_idx').on(table.userId, table.channel, table.sentAt),
    check('channel_messages_channel', oneOf(table.channel, notificationChannels)),
  ],
);

/** The row locked while a member's messages on a channel are counted against the cap. */
export const notificationQuotas = pgTable(
  'notification_quotas',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    channel: varchar('channel', { length: 8, enum: notificationChannels }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.channel] }),
    check('notification_quotas_channel', oneOf(table.channel, notificationChannels)),
  ],
);

/**
 * Keys the channels make at first start and keep: the unsubscribe links' HMAC secret and, unless
 * the configuration gives them, the VAPID pair. Made by insert-if-absent, then read, so two
 * processes starting together end with the same keys.
 */
export const channelKeys = pgTable('channel_keys', {
  name: varchar('name', { length: 40 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

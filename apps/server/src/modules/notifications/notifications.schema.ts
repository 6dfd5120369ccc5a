import { notificationKinds } from '@ideabazaar/shared/schemas/notifications';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/checks';
import { items } from '../items/items.schema';
import { users } from '../members/members.schema';

/**
 * A member's notifications (issue 30). A row is made by `notify()` (sql/notify.sql), called by
 * the database's triggers and the services in the transaction that did what it tells, so a
 * notification exists exactly when its event committed; `event_key` names the event (a
 * purchase's id, an offer's id and outcome, ...) and the unique key makes a second call for the
 * same event a no-op. `dispatched_at` is set once by the process that claims the row to send it
 * (socket, e-mail, push), so two processes never send one twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 30, enum: notificationKinds }).notNull(),
    eventKey: varchar('event_key', { length: 120 }).notNull(),
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'set null' }),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'restrict',
    }),
    amount: bigint('amount', { mode: 'number' }),
    count: integer('count'),
    ref: varchar('ref', { length: 64 }),
    detail: varchar('detail', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notifications_event_key').on(table.userId, table.kind, table.eventKey),
    index('notifications_user_idx').on(table.userId, table.id.desc()),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    index('notifications_undispatched_idx')
      .on(table.id)
      .where(sql`${table.dispatchedAt} is null`),
    index('notifications_item_idx').on(table.itemId),
    check('notifications_kind', oneOf(table.kind, notificationKinds)),
  ],
);

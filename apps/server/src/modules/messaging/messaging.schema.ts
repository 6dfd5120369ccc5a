import { check, index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/checks';

export const outboxChannels = ['email', 'sms'] as const;

/** Mail and SMS kept instead of sent when no provider is configured (development). */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: varchar('channel', { length: 8, enum: outboxChannels }).notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('dev_outbox_created_at_idx').on(table.createdAt.desc()),
    check('dev_outbox_channel', oneOf(table.channel, outboxChannels)),
  ],
);

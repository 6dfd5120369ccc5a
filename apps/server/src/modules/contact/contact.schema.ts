import { index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

// Lengths match the request schemas in packages/shared, so a valid message always fits.
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 100 }).notNull(),
    email: text('email').notNull(),
    subject: varchar('subject', { length: 150 }).notNull(),
    message: varchar('message', { length: 3000 }).notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Operators read the newest messages first.
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt.desc())],
);

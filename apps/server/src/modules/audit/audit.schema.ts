import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../members/members.schema';

/**
 * Every operator action (PRODUCT.md section 1, issue 29): who, what, on which object, the object
 * before and after, when. Written in the transaction of the action itself (audit.service.ts);
 * append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (sql/audit_log_refuse_change.sql).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: bigint('actor_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    action: varchar('action', { length: 40 }).notNull(),
    objectType: varchar('object_type', { length: 20 }).notNull(),
    objectId: varchar('object_id', { length: 64 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The log is read newest first (by id), filtered by operator, action or object.
    index('audit_log_actor_idx').on(table.actorId, table.id.desc()),
    index('audit_log_action_idx').on(table.action, table.id.desc()),
    index('audit_log_object_idx').on(table.objectType, table.objectId, table.id.desc()),
    index('audit_log_at_idx').on(sql`${table.at} desc`),
  ],
);

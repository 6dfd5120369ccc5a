import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/checks';
import { users } from '../members/members.schema';

/** What a member can report (issue 29): a comment, an item, a conversation. */
export const reportKinds = ['comment', 'item', 'chat'] as const;
export const reportStatuses = ['open', 'closed'] as const;
export const reportResolutions = ['hide', 'dismiss'] as const;

/**
 * Members' reports to the operators, once per member and target. `target_id` is the comment's,
 * the item's or the conversation's id (all UUIDs); `reported_id` the member whose content it is
 * (the comment's author, the item's owner, the other member of the conversation). Closed by an
 * operator with `hide` or `dismiss`.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 10, enum: reportKinds }).notNull(),
    targetId: uuid('target_id').notNull(),
    reporterId: bigint('reporter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    reportedId: bigint('reported_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    status: varchar('status', { length: 10, enum: reportStatuses }).notNull().default('open'),
    resolution: varchar('resolution', { length: 10, enum: reportResolutions }),
    note: varchar('note', { length: 500 }),
    resolvedBy: bigint('resolved_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'restrict',
    }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reports_once_key').on(table.kind, table.targetId, table.reporterId),
    // The operators' queue: oldest open first, paged by (created_at, id).
    index('reports_queue_idx').on(table.status, table.createdAt, table.id),
    index('reports_target_idx').on(table.kind, table.targetId),
    index('reports_reporter_idx').on(table.reporterId),
    index('reports_reported_idx').on(table.reportedId),
    check('reports_kind', oneOf(table.kind, reportKinds)),
    check('reports_status', oneOf(table.status, reportStatuses)),
    check(
      'reports_closed_resolved',
      sql`(${table.status} = 'open') = (${table.resolution} is null and ${table.resolvedAt} is null)`,
    ),
  ],
);

import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { jsonbSafe } from '../../db/rows';
import type { Executor } from '../../db/transaction';
import { auditLog } from './audit.schema';

/** One operator action as the audit log keeps it. */
export interface AuditEntry {
  actorId: number;
  action: string;
  objectType: string;
  objectId: string | number;
  before?: unknown;
  after?: unknown;
}

export interface AuditFilter {
  actorId?: number | undefined;
  action?: string | undefined;
  objectType?: string | undefined;
  objectId?: string | undefined;
  /** Entries older than this id (the page's cursor). */
  beforeId?: number | undefined;
  limit: number;
}

export function createAuditRepository(db: Executor) {
  return {
    async record(entry: AuditEntry) {
      await db.insert(auditLog).values({
        actorId: entry.actorId,
        action: entry.action,
        objectType: entry.objectType,
        objectId: String(entry.objectId),
        before: entry.before === undefined ? null : jsonbSafe(entry.before),
        after: entry.after === undefined ? null : jsonbSafe(entry.after),
      });
    },

    /** Newest first. */
    list(filter: AuditFilter) {
      const where: SQL[] = [];
      if (filter.actorId !== undefined) where.push(eq(auditLog.actorId, filter.actorId));
      if (filter.action !== undefined) where.push(eq(auditLog.action, filter.action));
      if (filter.objectType !== undefined) where.push(eq(auditLog.objectType, filter.objectType));
      if (filter.objectId !== undefined) where.push(eq(auditLog.objectId, filter.objectId));
      if (filter.beforeId !== undefined) where.push(lt(auditLog.id, filter.beforeId));
      return db
        .select()
        .from(auditLog)
        .where(and(...where))
        .orderBy(desc(auditLog.id))
        .limit(filter.limit);
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;

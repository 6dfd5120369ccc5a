import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import type { Cursor } from '../../lib/cursor';
import { reports, type reportKinds } from './reports.schema';

export type ReportKind = (typeof reportKinds)[number];
export type ReportRow = typeof reports.$inferSelect;
export type ReportStatus = ReportRow['status'];

export interface NewReport {
  kind: ReportKind;
  targetId: string;
  reporterId: number;
  reportedId: number;
  reason: string;
}

export interface QueueFilter {
  status: ReportStatus;
  kind?: ReportKind | undefined;
}

const key = sql<string>`${reports.createdAt}::text`;

export function createReportsRepository(db: Executor) {
  return {
    /** False when this member reported this target before. */
    async file(report: NewReport): Promise<boolean> {
      const rows = await db
        .insert(reports)
        .values(report)
        .onConflictDoNothing()
        .returning({ id: reports.id });
      return rows.length === 1;
    },

    /**
     * The queue (reports_queue_idx): open reports oldest first, the operators' order of work;
     * closed ones newest first, the latest decisions on top. One row past `limit`.
     */
    queue(filter: QueueFilter, cursor: Cursor | undefined, limit: number) {
      const open = filter.status === 'open';
      const after = open
        ? sql`(${reports.createdAt}, ${reports.id}) > (${cursor?.key}::timestamptz, ${cursor?.id}::uuid)`
        : sql`(${reports.createdAt}, ${reports.id}) < (${cursor?.key}::timestamptz, ${cursor?.id}::uuid)`;
      return db
        .select({ report: reports, key })
        .from(reports)
        .where(
          and(
            eq(reports.status, filter.status),
            filter.kind ? eq(reports.kind, filter.kind) : undefined,
            cursor ? after : undefined,
          ),
        )
        .orderBy(
          ...(open
            ? [asc(reports.createdAt), asc(reports.id)]
            : [desc(reports.createdAt), desc(reports.id)]),
        )
        .limit(limit + 1);
    },

    byId: async (id: string) =>
      (await db.select().from(reports).where(eq(reports.id, id)).limit(1))[0],

    /** Locks the report's row until the transaction ends: one operator decides it. */
    lock: async (id: string) =>
      (await db.select().from(reports).where(eq(reports.id, id)).for('update'))[0],

    /**
     * Closes the report and every other open report on the same target with the same decision;
     * the ids of the others, in the order they were filed.
     */
    async close(
      report: ReportRow,
      decision: { resolution: 'hide' | 'dismiss'; note: string | null; resolvedBy: number },
    ): Promise<string[]> {
      const closed = await db
        .update(reports)
        .set({ status: 'closed', ...decision, resolvedAt: sql`now()` })
        .where(
          and(
            eq(reports.kind, report.kind),
            eq(reports.targetId, report.targetId),
            eq(reports.status, 'open'),
          ),
        )
        .returning({ id: reports.id, createdAt: reports.createdAt });
      return closed
        .filter((row) => row.id !== report.id)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map((row) => row.id);
    },

    async openCount(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(reports)
        .where(eq(reports.status, 'open'));
      return Number(row?.n ?? 0);
    },

    /** Open reports on each of these targets of a kind; targets with none left out. */
    async openCounts(kind: ReportKind, targetIds: string[]): Promise<Map<string, number>> {
      if (targetIds.length === 0) return new Map();
      const rows = await db
        .select({ targetId: reports.targetId, n: sql<number>`count(*)::int` })
        .from(reports)
        .where(
          and(
            eq(reports.kind, kind),
            inArray(reports.targetId, targetIds),
            eq(reports.status, 'open'),
          ),
        )
        .groupBy(reports.targetId);
      return new Map(rows.map((row) => [row.targetId, Number(row.n)]));
    },

    /** Every report on one target, newest first (reports_target_idx). */
    onTarget: (kind: ReportKind, targetId: string, limit: number) =>
      db
        .select()
        .from(reports)
        .where(and(eq(reports.kind, kind), eq(reports.targetId, targetId)))
        .orderBy(desc(reports.createdAt), desc(reports.id))
        .limit(limit),

    /** A member's reports, filed by them or against them, newest first. */
    ofMember: (side: 'by' | 'against', memberId: number, limit: number) =>
      db
        .select()
        .from(reports)
        .where(side === 'by' ? eq(reports.reporterId, memberId) : eq(reports.reportedId, memberId))
        .orderBy(desc(reports.createdAt), desc(reports.id))
        .limit(limit),
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;

import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { reports, type reportKinds } from './reports.schema';

export type ReportKind = (typeof reportKinds)[number];
export type ReportRow = typeof reports.$inferSelect;

export interface NewReport {
  kind: ReportKind;
  targetId: string;
  reporterId: number;
  reportedId: number;
  reason: string;
}

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

    // S2 interim: replaced by S1's at merge
    async openCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(reports).where(eq(reports.status, 'open'));
      return Number(row?.n ?? 0);
    },
    // S2 interim: replaced by S1's at merge
    byReporter: (memberId: number, limit: number) =>
      db
        .select()
        .from(reports)
        .where(eq(reports.reporterId, memberId))
        .orderBy(desc(reports.createdAt))
        .limit(limit),
    // S2 interim: replaced by S1's at merge
    againstMember: (memberId: number, limit: number) =>
      db
        .select()
        .from(reports)
        .where(eq(reports.reportedId, memberId))
        .orderBy(desc(reports.createdAt))
        .limit(limit),
    /** Open reports per target of one kind. */
    async openCountsOf(kind: ReportKind, targetIds: string[]): Promise<Map<string, number>> {
      if (targetIds.length === 0) return new Map();
      const rows = await db
        .select({ targetId: reports.targetId, n: count() })
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
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;

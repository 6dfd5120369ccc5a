import type { Executor } from '../../db/transaction';
import { reports, type reportKinds } from './reports.schema';

export type ReportKind = (typeof reportKinds)[number];

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
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;

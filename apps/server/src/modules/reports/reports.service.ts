import type { NewReport, ReportsRepository } from './reports.repository';

/**
 * Members' reports on comments, items and conversations, in one queue for the operators
 * (issue 29). The module that owns the reported thing checks that the member may see it, then
 * files the report here.
 */
export function createReportsService(options: { repository: ReportsRepository }) {
  const { repository } = options;
  return {
    /** False when this member reported this target before (once per member and target). */
    file: (report: NewReport) => repository.file(report),
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;

import type { AdminReport, ConsoleMember } from '@ideabazaar/shared/schemas/console';
import type { MembersService } from '../members/members.service';
import type { NewReport, ReportRow, ReportsRepository } from './reports.repository';

/**
 * Members' reports on comments, items and conversations, in one queue for the operators
 * (issue 29). The module that owns the reported thing checks that the member may see it, then
 * files the report here.
 */
export function createReportsService(options: {
  repository: ReportsRepository;
  members: Pick<MembersService, 'consoleMembers'>;
}) {
  const { repository, members } = options;

  // S2 interim: replaced by S1's at merge (S1's gives the reported content too)
  const toAdminReports = async (rows: ReportRow[]): Promise<AdminReport[]> => {
    const people = await members.consoleMembers(
      rows.flatMap((row) => [row.reporterId, row.reportedId]),
    );
    const person = (id: number): ConsoleMember =>
      people.get(id) ?? { id: String(id), name: null, email: null, mobile: null, blocked: false };
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      target_id: row.targetId,
      reason: row.reason,
      reporter_id: String(row.reporterId),
      created_at: row.createdAt.toISOString(),
      status: row.status,
      reported_id: String(row.reportedId),
      reporter: person(row.reporterId),
      reported: person(row.reportedId),
      content: null,
      resolution: row.resolution,
      note: row.note,
      resolved_by: row.resolvedBy === null ? null : String(row.resolvedBy),
      resolved_at: row.resolvedAt?.toISOString() ?? null,
    }));
  };

  return {
    /** False when this member reported this target before (once per member and target). */
    file: (report: NewReport) => repository.file(report),

    // S2 interim: replaced by S1's at merge
    /** Reports waiting for an operator. */
    openCount: () => repository.openCount(),

    // S2 interim: replaced by S1's at merge
    /** The reports a member filed and those against them, newest first (50 of each). */
    async forMember(memberId: number): Promise<{ by: AdminReport[]; against: AdminReport[] }> {
      const [by, against] = await Promise.all([
        repository.byReporter(memberId, 50),
        repository.againstMember(memberId, 50),
      ]);
      const all = await toAdminReports([...by, ...against]);
      return { by: all.slice(0, by.length), against: all.slice(by.length) };
    },

    /** The open reports on each of these items (the console's item rows). */
    openItemReports: (itemIds: string[]) => repository.openCountsOf('item', itemIds),
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;

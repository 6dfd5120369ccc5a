import type { AdminReport } from '@ideabazaar/shared/schemas/console';
import type { Transaction } from '../../db/transaction';
import { decodeCursor, encodeCursor, type CursorScope } from '../../lib/cursor';
import { AppError } from '../../plugins/errors/app-error';
import type { AuditService } from '../audit/audit.service';
import { unknownMember, type MembersService } from '../members/members.service';
import {
  createReportsRepository,
  type NewReport,
  type ReportKind,
  type ReportRow,
  type ReportsRepository,
  type ReportStatus,
} from './reports.repository';
import { contentKey, type ReportTarget } from './targets';

export { contentKey, type ReportContent, type ReportTarget, type TargetRef } from './targets';

const PAGE = 50;
/** A member's reports (by them, against them) shown on their console page. */
const MEMBER_REPORTS = 50;
/** The reports on one item shown on its console page. */
const TARGET_REPORTS = 50;

const scopeOf = (status: ReportStatus): CursorScope => ({
  list: `reports:${status}`,
  sort: status === 'open' ? 'oldest' : 'newest',
  key: 'timestamp',
});

/**
 * Members' reports on comments, items and conversations, in one queue for the operators
 * (issue 29). The module that owns the reported thing checks that the member may see it, then
 * files the report here; it also reads the reported content and hides it for the queue
 * (`targets`, given by the composition root).
 */
export function createReportsService(options: {
  repository: ReportsRepository;
  transaction: Transaction;
  members: MembersService;
  audit: AuditService;
  targets: {
    comment: ReportTarget;
    chat: ReportTarget;
    /** Items also say whose an item a member may report is (the 404 of one they may not see). */
    item: ReportTarget & { reportable(itemId: string, memberId: number): Promise<number> };
  };
  /** The items' `catalogChanged`: a hide moved what the lists show (an item, a comment count). */
  catalogChanged(): Promise<void>;
}) {
  const { repository, transaction, members, audit, targets } = options;

  const operatorOnly = members.operatorOnly;

  /** The reports as the console shows them: members and contents read once for all. */
  async function toAdmin(rows: ReportRow[]): Promise<AdminReport[]> {
    const kinds = [...new Set(rows.map((row) => row.kind))];
    const [cards, ...contents] = await Promise.all([
      members.consoleMembers(rows.flatMap((row) => [row.reporterId, row.reportedId])),
      ...kinds.map((kind) =>
        targets[kind].contents(
          rows
            .filter((row) => row.kind === kind)
            .map((row) => ({ targetId: row.targetId, reportedId: row.reportedId })),
        ),
      ),
    ]);
    const byKind = new Map(kinds.map((kind, index) => [kind, contents[index]!]));
    const card = (id: number) => cards.get(id) ?? unknownMember(id);
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      target_id: row.targetId,
      reason: row.reason,
      reporter_id: String(row.reporterId),
      created_at: row.createdAt.toISOString(),
      status: row.status,
      reported_id: String(row.reportedId),
      reporter: card(row.reporterId),
      reported: card(row.reportedId),
      content:
        byKind
          .get(row.kind)
          ?.get(contentKey({ targetId: row.targetId, reportedId: row.reportedId })) ?? null,
      resolution: row.resolution ?? null,
      note: row.note ?? null,
      resolved_by: row.resolvedBy === null ? null : String(row.resolvedBy),
      resolved_at: row.resolvedAt?.toISOString() ?? null,
    }));
  }

  return {
    /** False when this member reported this target before (once per member and target). */
    file: (report: NewReport) => repository.file(report),

    /**
     * A member reports an item they may see (`POST /api/items/{id}/report`): once per member
     * and item, never their own; the 404 of an item they may not see.
     */
    async reportItem(input: { itemId: string; memberId: number; reason: string }) {
      const ownerId = await targets.item.reportable(input.itemId, input.memberId);
      if (ownerId === input.memberId) throw new AppError('item_report_own');
      const filed = await repository.file({
        kind: 'item',
        targetId: input.itemId,
        reporterId: input.memberId,
        reportedId: ownerId,
        reason: input.reason,
      });
      if (!filed) throw new AppError('item_reported');
      return { status: 'ok' as const };
    },

    /** The operators' queue: open reports oldest first, closed ones newest first. */
    async queue(input: {
      operatorId: number;
      status: ReportStatus;
      kind?: ReportKind | undefined;
      cursor?: string | undefined;
    }) {
      await operatorOnly(input.operatorId);
      const scope = scopeOf(input.status);
      const rows = await repository.queue(
        { status: input.status, kind: input.kind },
        input.cursor ? decodeCursor(input.cursor, scope) : undefined,
        PAGE,
      );
      const page = rows.slice(0, PAGE);
      const last = page.at(-1);
      return {
        reports: await toAdmin(page.map((row) => row.report)),
        next_cursor:
          rows.length > PAGE && last
            ? encodeCursor(scope, { key: last.key, id: last.report.id })
            : null,
      };
    },

    /**
     * An operator decides a report (issue 29): `hide` hides the comment, the item or the
     * reported member's messages in the conversation for everyone but the operators; `dismiss`
     * leaves it. The report and every other open report on the same target close with the same
     * decision, on the locked report row, with the audit entry in the same transaction.
     */
    async resolve(input: {
      operatorId: number;
      reportId: string;
      action: 'hide' | 'dismiss';
      note?: string | undefined;
    }): Promise<AdminReport> {
      await operatorOnly(input.operatorId);
      const note = input.note?.trim() || null;
      const decided = await transaction(async (tx) => {
        const within = createReportsRepository(tx);
        const report = await within.lock(input.reportId);
        if (!report) throw new AppError('report_not_found');
        if (report.status !== 'open') throw new AppError('report_closed');
        const ref = { targetId: report.targetId, reportedId: report.reportedId };
        const target =
          input.action === 'hide'
            ? await targets[report.kind].hide(tx, { ...ref, reason: note ?? report.reason })
            : undefined;
        if (input.action === 'hide' && !target) throw new AppError('report_target_gone');
        const others = await within.close(report, {
          resolution: input.action,
          note,
          resolvedBy: input.operatorId,
        });
        await audit.record(tx, {
          actorId: input.operatorId,
          action: `report.${input.action}`,
          objectType: 'report',
          objectId: report.id,
          before: {
            status: 'open',
            kind: report.kind,
            target_id: report.targetId,
            ...(target && { target: target.before }),
          },
          after: {
            status: 'closed',
            resolution: input.action,
            note,
            closed_with: others,
            ...(target && { target: target.after }),
          },
        });
        return report.id;
      });
      if (input.action === 'hide') await options.catalogChanged();
      const row = await repository.byId(decided);
      return (await toAdmin([row!]))[0]!;
    },

    /** Open reports, for the console's figures. */
    openCount: (): Promise<number> => repository.openCount(),

    /** Open reports on each of these items (the console's item list). */
    openItemCounts: (itemIds: string[]) => repository.openCounts('item', itemIds),

    /** The reports on one item, newest first (the console's item page). */
    async onItem(itemId: string): Promise<AdminReport[]> {
      return toAdmin(await repository.onTarget('item', itemId, TARGET_REPORTS));
    },

    /** A member's reports, newest 50 filed by them and 50 against them (their console page). */
    async forMember(memberId: number): Promise<{ by: AdminReport[]; against: AdminReport[] }> {
      const [by, against] = await Promise.all([
        repository.ofMember('by', memberId, MEMBER_REPORTS),
        repository.ofMember('against', memberId, MEMBER_REPORTS),
      ]);
      const shown = await toAdmin([...by, ...against]);
      return { by: shown.slice(0, by.length), against: shown.slice(by.length) };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;

import {
  STATS_DAYS_MAX,
  type AdminMemberDetail,
  type AdminStats,
  type AuditEntry,
} from '@ideabazaar/shared/schemas/console';
import type { WithdrawalStatus } from '@ideabazaar/shared/schemas/wallet';
import { tehranToday } from '../../db/tehran-day';
import type { Transaction } from '../../db/transaction';
import { decodeCursor, encodeCursor, type CursorScope } from '../../lib/cursor';
import { AppError } from '../../plugins/errors/app-error';
import type { TokensService } from '../auth/tokens.service';
import type { AuditService } from '../audit/audit.service';
import type { ItemsService } from '../items/items.service';
import type { LedgerService } from '../ledger/ledger.service';
import {
  adminMember,
  consoleMember,
  unknownMember,
  type MembersService,
} from '../members/members.service';
import type { DepositsService } from '../payments/payments.service';
import type { ModerationService } from '../moderation/moderation.service';
import type { PurchasesService } from '../purchases/purchases.service';
import type { ReportsService } from '../reports/reports.service';
import type { WalletService } from '../wallet/wallet.service';
import type { WithdrawalsService } from '../withdrawals/withdrawals.service';
import { withdrawalsCsv } from './withdrawals-csv';

const PAGE = 50;
const DETAIL_ROWS = 50;
const DETAIL_ITEMS = 100;
// Lists paged by a bigint id; the cursor format wants a uuid beside the key, which these lack.
const NO_ID = '00000000-0000-0000-0000-000000000000';
const membersCursor: CursorScope = { list: 'admin-members', sort: 'newest', key: 'serial' };
const auditCursor: CursorScope = { list: 'admin-audit', sort: 'newest', key: 'serial' };

const olderThan = (cursor: string | undefined, scope: CursorScope) =>
  cursor === undefined ? undefined : Number(decodeCursor(cursor, scope).key);
/** A page of rows read with one more than PAGE, and the cursor to the next page if it exists. */
const pageOf = <T extends { id: number }>(rows: T[], scope: CursorScope) => {
  const page = rows.slice(0, PAGE);
  const last = page.at(-1);
  const next =
    rows.length > PAGE && last ? encodeCursor(scope, { key: String(last.id), id: NO_ID }) : null;
  return { page, next };
};

/** Every Tehran day from `from` to `to` ('YYYY-MM-DD'), or undefined past the maximum. */
function daysOf(from: string, to: string): string[] | undefined {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  const count = Math.round((end - start) / 86_400_000) + 1;
  if (!(count >= 1 && count <= STATS_DAYS_MAX)) return undefined;
  return Array.from({ length: count }, (_, i) =>
    new Date(start + i * 86_400_000).toISOString().slice(0, 10),
  );
}

const zeroFigures = () => ({
  signups: 0,
  published: 0,
  purchases: 0,
  volume: 0,
  commission: 0,
  deposits: 0,
  withdrawals: 0,
});

/**
 * The operators' console (issue 29): members (search, detail, block), the audit log, the
 * business figures, the bank's batch and the platform's accounts. Every method checks that the
 * caller is an operator first, whatever the route did before it.
 */
export function createConsoleService(options: {
  transaction: Transaction;
  members: MembersService;
  tokens: Pick<TokensService, 'endSessions'>;
  items: ItemsService;
  reports: ReportsService;
  audit: AuditService;
  ledger: LedgerService;
  purchases: PurchasesService;
  moderation: Pick<ModerationService, 'ownedBy'>;
  wallet: Pick<WalletService, 'rewardRows'>;
  deposits: Pick<DepositsService, 'paidPerDay'>;
  withdrawals: Pick<WithdrawalsService, 'batch' | 'pendingCount' | 'paidPerDay'>;
}) {
  const { transaction, members, tokens, items, reports, audit, ledger, purchases, moderation } =
    options;
  const operatorOnly = members.operatorOnly;

  /** Blocks (a reason) or unblocks (null) a member, audited in the same transaction. */
  async function setBlocked(operatorId: number, memberId: number, reason: string | null) {
    await operatorOnly(operatorId);
    if (memberId === operatorId) throw new AppError('member_is_operator');
    const blocked = reason !== null;
    const change = await transaction(async (tx) => {
      const changed = await members.setBlocked(tx, memberId, reason);
      if (!changed) throw new AppError('member_not_found');
      // Thrown after the write: the transaction's rollback undoes it.
      if (changed.member.isOperator) throw new AppError('member_is_operator');
      await items.setOwnerBlocked(tx, memberId, blocked);
      await audit.record(tx, {
        actorId: operatorId,
        action: blocked ? 'member.block' : 'member.unblock',
        objectType: 'member',
        objectId: memberId,
        before: changed.before,
        after: changed.after,
      });
      return changed;
    });
    // After the commit: every token revoked, tickets void, sockets closed on every process.
    if (blocked) await tokens.endSessions(memberId);
    await items.catalogChanged();
    return adminMember({
      ...change.member,
      blockedAt: change.after.blocked_at === null ? null : new Date(change.after.blocked_at),
      blockedReason: change.after.blocked_reason,
    });
  }

  return {
    async members(
      operatorId: number,
      query: { q?: string | undefined; blocked?: 'true' | 'false' | undefined; cursor?: string },
    ) {
      await operatorOnly(operatorId);
      const rows = await members.search({
        q: query.q,
        blocked: query.blocked === undefined ? undefined : query.blocked === 'true',
        beforeId: olderThan(query.cursor, membersCursor),
        limit: PAGE + 1,
      });
      const { page, next } = pageOf(rows, membersCursor);
      return { members: page.map(adminMember), next_cursor: next };
    },

    async member(operatorId: number, memberId: number): Promise<AdminMemberDetail> {
      await operatorOnly(operatorId);
      const member = await members.byId(memberId);
      if (!member) throw new AppError('member_not_found');
      const [balances, bought, sold, friends, rewards, owned, filed] = await Promise.all([
        ledger.balances(memberId),
        purchases.ofMember('buyer', memberId, DETAIL_ROWS),
        purchases.ofMember('seller', memberId, DETAIL_ROWS),
        members.friendsOf(memberId),
        options.wallet.rewardRows(memberId),
        moderation.ownedBy(memberId, DETAIL_ITEMS),
        reports.forMember(memberId),
      ]);
      // Operators see every title, the member's hidden and owner-blocked items' too.
      const titles = await items.titles(
        [...bought, ...sold].map((row) => row.itemId),
        { all: true },
      );
      const moneyRow = (row: (typeof bought)[number], amount: number) => ({
        id: row.id,
        item_id: row.itemId,
        item_title: titles.get(row.itemId) ?? null,
        amount,
        hold: row.hold,
        created_at: row.createdAt.toISOString(),
      });
      // A friend's reward: the one that stands (pending or released), else the last cancelled.
      const rewardOf = (friendId: number) =>
        rewards.find((row) => row.friendId === friendId && row.state !== 'cancelled') ??
        rewards.find((row) => row.friendId === friendId);
      return {
        ...adminMember(member),
        balances,
        // What the buyer paid; what the seller gets (the price less the commission).
        purchases: bought.map((row) => moneyRow(row, row.price - row.discount)),
        sales: sold.map((row) => moneyRow(row, row.price - row.commission)),
        referrals: friends.map((friend) => {
          const reward = rewardOf(friend.id);
          return {
            friend: consoleMember(friend),
            amount: reward?.amount ?? 0,
            state: reward?.state ?? 'none',
            created_at: friend.createdAt.toISOString(),
          };
        }),
        items: owned,
        reports_by: filed.by,
        reports_against: filed.against,
      };
    },

    block: (operatorId: number, memberId: number, reason: string) =>
      setBlocked(operatorId, memberId, reason),
    unblock: (operatorId: number, memberId: number) => setBlocked(operatorId, memberId, null),

    async audit(
      operatorId: number,
      query: {
        actor?: string | undefined;
        action?: string | undefined;
        object_type?: string | undefined;
        object_id?: string | undefined;
        cursor?: string | undefined;
      },
    ) {
      await operatorOnly(operatorId);
      const rows = await audit.list({
        actorId: query.actor === undefined ? undefined : Number(query.actor),
        action: query.action || undefined,
        objectType: query.object_type || undefined,
        objectId: query.object_id || undefined,
        beforeId: olderThan(query.cursor, auditCursor),
        limit: PAGE + 1,
      });
      const { page, next } = pageOf(rows, auditCursor);
      const actors = await members.consoleMembers(page.map((row) => row.actorId));
      const entries: AuditEntry[] = page.map((row) => ({
        id: String(row.id),
        actor_id: String(row.actorId),
        actor: actors.get(row.actorId) ?? unknownMember(row.actorId),
        action: row.action,
        object_type: row.objectType,
        object_id: row.objectId,
        before: row.before ?? null,
        after: row.after ?? null,
        at: row.at.toISOString(),
      }));
      return { entries, next_cursor: next };
    },

    async stats(operatorId: number, query: { from: string; to: string }): Promise<AdminStats> {
      await operatorOnly(operatorId);
      const days = daysOf(query.from, query.to);
      if (!days) {
        throw new AppError('stats_range_invalid', { params: { maximum: STATS_DAYS_MAX } });
      }
      const { from, to } = query;
      const [signups, published, sales, deposits, paidOut, balances, pending, disputes, open] =
        await Promise.all([
          members.signupsPerDay(from, to),
          items.publishedPerDay(from, to),
          purchases.perDay(from, to),
          options.deposits.paidPerDay(from, to),
          options.withdrawals.paidPerDay(from, to),
          ledger.memberTotals(),
          options.withdrawals.pendingCount(),
          purchases.disputedCount(),
          reports.openCount(),
        ]);
      const byDay = new Map(days.map((day) => [day, { date: day, ...zeroFigures() }]));
      const at = (day: string) => byDay.get(day);
      for (const row of signups) if (at(row.day)) at(row.day)!.signups = row.count;
      for (const row of published) if (at(row.day)) at(row.day)!.published = row.count;
      for (const row of sales) {
        const day = at(row.day);
        if (!day) continue;
        day.purchases = row.count;
        day.volume = row.volume;
        day.commission = row.commission;
      }
      for (const row of deposits) if (at(row.day)) at(row.day)!.deposits = row.total;
      for (const row of paidOut) if (at(row.day)) at(row.day)!.withdrawals = row.total;
      const list = [...byDay.values()];
      const totals = zeroFigures();
      for (const day of list) {
        for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += day[key];
      }
      return {
        days: list,
        totals,
        now: {
          held: balances.held + balances.pending,
          pending_withdrawals: pending,
          open_disputes: disputes,
          open_reports: open,
        },
      };
    },

    /** The bank's batch as CSV: the file's name and its bytes. */
    async withdrawalsExport(operatorId: number, status: WithdrawalStatus) {
      await operatorOnly(operatorId);
      const rows = await options.withdrawals.batch(status);
      return {
        filename: `withdrawals-${status}-${tehranToday()}.csv`,
        body: withdrawalsCsv(rows),
      };
    },

    async platformAccounts(operatorId: number) {
      await operatorOnly(operatorId);
      return { accounts: await ledger.platformBalances() };
    },
  };
}
export type ConsoleService = ReturnType<typeof createConsoleService>;

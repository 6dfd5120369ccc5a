import type { AdminItem, AdminItemDetail } from '@ideabazaar/shared/schemas/console';
import type { Section } from '@ideabazaar/shared/schemas/questions';
import type { Transaction } from '../../db/transaction';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { AppError } from '../../plugins/errors/app-error';
import type { AuditService } from '../audit/audit.service';
import type { ItemRow, ItemsService } from '../items/items.service';
import { unknownMember, type MembersService } from '../members/members.service';
import type { PurchasesService } from '../purchases/purchases.service';
import type { ReportsService } from '../reports/reports.service';

const PAGE = 50;
/** The purchases of an item its console page lists. */
const ITEM_PURCHASES = 100;
const scope = { list: 'admin-items', sort: 'created', key: 'timestamp' } as const;

/**
 * The operators' items (issue 29): every item of any status, searchable, with its sales and its
 * open reports; hiding one and showing it again, each audited in its transaction.
 */
export function createModerationService(options: {
  transaction: Transaction;
  items: ItemsService;
  members: MembersService;
  purchases: Pick<PurchasesService, 'salesCounts' | 'ofItem'>;
  reports: Pick<ReportsService, 'openItemCounts' | 'onItem'>;
  audit: AuditService;
}) {
  const { transaction, items, members, purchases, reports, audit } = options;

  const operatorOnly = members.operatorOnly;

  /** The items as the console lists them: owners, sales and reports read once for all. */
  async function toAdmin(rows: ItemRow[]): Promise<AdminItem[]> {
    const ids = rows.map((row) => row.id);
    const [owners, sales, open] = await Promise.all([
      members.consoleMembers(rows.flatMap((row) => (row.ownerId === null ? [] : [row.ownerId]))),
      purchases.salesCounts(ids),
      reports.openItemCounts(ids),
    ]);
    return rows.map((row) => ({
      id: row.id,
      section: row.section,
      status: row.status,
      title: row.title,
      price: row.price,
      owner: row.ownerId === null ? null : (owners.get(row.ownerId) ?? null),
      hidden: row.hiddenAt !== null,
      hidden_reason: row.hiddenReason,
      owner_blocked: row.ownerBlocked,
      created_at: row.createdAt.toISOString(),
      published_at: row.publishedAt?.toISOString() ?? null,
      sales: sales.get(row.id) ?? 0,
      open_reports: open.get(row.id) ?? 0,
    }));
  }

  /** Hides the item (a reason) or shows it again (null), audited in the same transaction. */
  async function setHidden(operatorId: number, itemId: string, reason: string | null) {
    await operatorOnly(operatorId);
    await transaction(async (tx) => {
      const changed = await items.setHidden(tx, itemId, reason);
      if (!changed) throw new AppError('item_not_found');
      await audit.record(tx, {
        actorId: operatorId,
        action: reason === null ? 'item.restore' : 'item.hide',
        objectType: 'item',
        objectId: itemId,
        before: changed.before,
        after: changed.after,
      });
    });
    await items.catalogChanged();
    return (await toAdmin([await items.adminRow(itemId)]))[0]!;
  }

  return {
    /** A member's items as the console lists them (their page), newest first. */
    ownedBy: async (ownerId: number, limit: number): Promise<AdminItem[]> =>
      toAdmin(await items.ownedBy(ownerId, limit)),

    async list(input: {
      operatorId: number;
      q?: string | undefined;
      section?: Section | undefined;
      hidden?: boolean | undefined;
      cursor?: string | undefined;
    }) {
      await operatorOnly(input.operatorId);
      const rows = await items.adminPage(
        input,
        input.cursor ? decodeCursor(input.cursor, scope) : undefined,
        PAGE,
      );
      const page = rows.slice(0, PAGE);
      const last = page.at(-1);
      return {
        items: await toAdmin(page.map((row) => row.item)),
        next_cursor:
          rows.length > PAGE && last
            ? encodeCursor(scope, { key: last.key, id: last.item.id })
            : null,
      };
    },

    async detail(input: { operatorId: number; itemId: string }): Promise<AdminItemDetail> {
      await operatorOnly(input.operatorId);
      const row = await items.adminRow(input.itemId);
      const [[item], sold, reported] = await Promise.all([
        toAdmin([row]),
        purchases.ofItem(row.id, ITEM_PURCHASES),
        reports.onItem(row.id),
      ]);
      const buyers = await members.consoleMembers(sold.map((sale) => sale.buyerId));
      return {
        ...item!,
        purchases: sold.map((sale) => ({
          id: sale.id,
          buyer: buyers.get(sale.buyerId) ?? unknownMember(sale.buyerId),
          price: sale.price,
          discount: sale.discount,
          paid: sale.price - sale.discount,
          hold: sale.hold,
          created_at: sale.createdAt.toISOString(),
        })),
        reports: reported,
      };
    },

    hide: (input: { operatorId: number; itemId: string; reason: string }) =>
      setHidden(input.operatorId, input.itemId, input.reason),

    restore: (input: { operatorId: number; itemId: string }) =>
      setHidden(input.operatorId, input.itemId, null),
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;

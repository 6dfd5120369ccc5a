import type { Notification, NotificationKind } from '@ideabazaar/shared/schemas/notifications';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { items, notifications, users } from '../../src/db/schema';
import type { Dispatched } from '../../src/modules/notifications/delivery';

export interface Event {
  user: number;
  kind: NotificationKind;
  event: string;
  item?: string | null;
  actor?: number | null;
  amount?: number | null;
  count?: number | null;
  ref?: string | null;
  detail?: string | null;
}

/** Makes a notification as the events do, through `notify()`; its id. */
export async function notify(db: Database, e: Event): Promise<number> {
  await db.execute(
    sql`select notify(${e.user}, ${e.kind}, ${e.event}, ${e.item ?? null}::uuid, ${e.actor ?? null}::bigint, ${e.amount ?? null}::bigint, ${e.count ?? null}::integer, ${e.ref ?? null}, ${e.detail ?? null})`,
  );
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, e.user),
        eq(notifications.kind, e.kind),
        eq(notifications.eventKey, e.event),
      ),
    );
  if (!row) throw new Error(`no notification for ${e.kind} ${e.event}`);
  return row.id;
}

/**
 * The batch the dispatcher would hand the channels for these notifications: each shaped as its
 * member sees it (the item's public title, the actor's public name). The dispatcher shapes them
 * in production; the channels' tests shape them here.
 */
export async function batchOf(db: Database, ids: number[]): Promise<Dispatched[]> {
  const rows = await db.select().from(notifications).where(inArray(notifications.id, ids));
  const itemIds = rows.flatMap((row) => (row.itemId ? [row.itemId] : []));
  const actorIds = rows.flatMap((row) => (row.actorId ? [row.actorId] : []));
  const itemRows = itemIds.length
    ? await db
        .select({ id: items.id, title: items.title, section: items.section })
        .from(items)
        .where(inArray(items.id, itemIds))
    : [];
  const actorRows = actorIds.length
    ? await db
        .select({ id: users.id, first: users.firstName, last: users.lastName })
        .from(users)
        .where(inArray(users.id, actorIds))
    : [];
  return ids.flatMap((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row) return [];
    const item = itemRows.find((i) => i.id === row.itemId);
    const actor = actorRows.find((a) => a.id === row.actorId);
    const notification: Notification = {
      id: String(row.id),
      kind: row.kind,
      created_at: row.createdAt.toISOString(),
      read: row.readAt !== null,
      item: item ? { id: item.id, title: item.title ?? '', section: item.section } : null,
      actor: actor
        ? {
            id: String(actor.id),
            name: [actor.first, actor.last].filter(Boolean).join(' ') || null,
          }
        : null,
      amount: row.amount,
      count: row.count,
      ref: row.ref,
      detail: row.detail,
    };
    return [{ userId: row.userId, notification }];
  });
}

import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Executor } from '../../db/transaction';
import { notifications } from './notifications.schema';

export type NotificationRow = typeof notifications.$inferSelect;

/** A claimed row as the database answers it. */
interface ClaimedJson {
  id: number | string;
  user_id: number | string;
  kind: NotificationRow['kind'];
  event_key: string;
  item_id: string | null;
  actor_id: number | string | null;
  amount: number | string | null;
  count: number | null;
  ref: string | null;
  detail: string | null;
  created_ms: number | string;
  read_ms: number | string | null;
  unread: number | string;
}

/** A reminder of messages left unseen: one per recipient, sender and newest message covered. */
export interface UnseenMessages {
  recipientId: number;
  senderId: number;
  newestId: number;
  count: number;
}

/** Members' notifications: their pages, what they read, and the claim of the ones to send. */
export function createNotificationsRepository(db: Executor) {
  return {
    /** A member's notifications older than `beforeId` (all when unset), newest first. */
    page: (userId: number, beforeId: number | undefined, limit: number) =>
      db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            beforeId === undefined ? undefined : lt(notifications.id, beforeId),
          ),
        )
        .orderBy(desc(notifications.id))
        .limit(limit),

    /** Each of these members' unread totals (a partial index), members with none left out. */
    async unread(userIds: number[]): Promise<Map<number, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: notifications.userId, n: count() })
        .from(notifications)
        .where(and(inArray(notifications.userId, userIds), isNull(notifications.readAt)))
        .groupBy(notifications.userId);
      return new Map(rows.map((row) => [row.userId, Number(row.n)]));
    },

    /** Marks read these of the member's own notifications (all when `ids` is unset). */
    async markRead(userId: number, ids: number[] | undefined) {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            ids === undefined ? undefined : inArray(notifications.id, ids),
          ),
        );
    },

    /**
     * Claims up to `limit` notifications no process has sent yet, oldest first, marking them
     * sent in the same statement: rows another process is claiming are skipped, so each is
     * claimed by exactly one. Each comes with its member's unread total, counted once per member
     * (a seller of many sales has many in one batch). When there are none this is one empty scan
     * of a partial index.
     */
    async claim(limit: number): Promise<(NotificationRow & { unread: number })[]> {
      const result = await db.execute(sql`
        with due as (
          select id from ${notifications} where dispatched_at is null
          order by id limit ${limit} for update skip locked
        ), claimed as (
          update ${notifications} n set dispatched_at = now() from due
          where n.id = due.id and n.dispatched_at is null
          returning n.*
        ), members as (
          select m.user_id,
            (select count(*)::int from ${notifications} u
              where u.user_id = m.user_id and u.read_at is null) as unread
          from (select distinct user_id from claimed) m
        )
        select c.*, (extract(epoch from c.created_at) * 1000)::float8 as created_ms,
          (extract(epoch from c.read_at) * 1000)::float8 as read_ms, m.unread
        from claimed c join members m on m.user_id = c.user_id order by c.id`);
      return rowsOf<ClaimedJson>(result).map((row) => ({
        id: Number(row.id),
        userId: Number(row.user_id),
        kind: row.kind,
        eventKey: row.event_key,
        itemId: row.item_id,
        actorId: row.actor_id === null ? null : Number(row.actor_id),
        amount: row.amount === null ? null : Number(row.amount),
        count: row.count,
        ref: row.ref,
        detail: row.detail,
        createdAt: new Date(Number(row.created_ms)),
        readAt: row.read_ms === null ? null : new Date(Number(row.read_ms)),
        dispatchedAt: new Date(),
        unread: Number(row.unread),
      }));
    },

    /**
     * One 'messages_unread' per recipient and sender for the newest message it covers, through
     * `notify()` (a second call for the same newest message makes nothing). The number made.
     */
    async remindUnseen(reminders: UnseenMessages[]): Promise<number> {
      if (reminders.length === 0) return 0;
      const result = await db.execute(sql`
        select notify(r.recipient, 'messages_unread', r.newest::text, null, r.sender, null, r.n,
          r.sender::text) as made
        from jsonb_to_recordset(${JSON.stringify(
          reminders.map((reminder) => ({
            recipient: reminder.recipientId,
            sender: reminder.senderId,
            newest: reminder.newestId,
            n: reminder.count,
          })),
        )}::jsonb) as r(recipient bigint, sender bigint, newest bigint, n integer)`);
      return rowsOf<{ made: boolean }>(result).filter((row) => row.made).length;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

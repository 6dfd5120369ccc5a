import type {
  NotificationChannel,
  NotificationKind,
} from '@ideabazaar/shared/schemas/notifications';
import { and, count, desc, eq, gt, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction';
import {
  channelKeys,
  channelMessages,
  notificationDeliveries,
  notificationOptOuts,
  notificationQuotas,
  pushSubscriptions,
} from './channels.schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export interface OptOut {
  userId: number;
  kind: NotificationKind;
  channel: NotificationChannel;
}

const HOUR = sql`now() - interval '1 hour'`;
/** Browsers one member keeps subscribed; a newer one pushes out the oldest. */
export const SUBSCRIPTIONS_PER_MEMBER = 10;

export function createChannelsRepository(db: Executor) {
  return {
    optOuts: (userIds: number[]): Promise<OptOut[]> =>
      userIds.length === 0
        ? Promise.resolve([])
        : db.select().from(notificationOptOuts).where(inArray(notificationOptOuts.userId, userIds)),

    async optOut(entries: OptOut[]): Promise<void> {
      if (entries.length === 0) return;
      await db.insert(notificationOptOuts).values(entries).onConflictDoNothing();
    },

    async optIn(userId: number, channel: NotificationChannel, kinds: NotificationKind[]) {
      if (kinds.length === 0) return;
      await db
        .delete(notificationOptOuts)
        .where(
          and(
            eq(notificationOptOuts.userId, userId),
            eq(notificationOptOuts.channel, channel),
            inArray(notificationOptOuts.kind, kinds),
          ),
        );
    },

    /** Keeps a subscription for this member: a known endpoint moves to them with its new keys. */
    async subscribe(row: { userId: number; endpoint: string; p256dh: string; auth: string }) {
      await db
        .insert(pushSubscriptions)
        .values(row)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, createdAt: sql`now()` },
        });
      const kept = db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, row.userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .limit(SUBSCRIPTIONS_PER_MEMBER);
      await db
        .delete(pushSubscriptions)
        .where(
          and(eq(pushSubscriptions.userId, row.userId), notInArray(pushSubscriptions.id, kept)),
        );
    },

    /** Drops every subscription of the member (every session of theirs ended). */
    forgetDevices: (userId: number) =>
      db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),

    /** Drops the member's own subscription at this endpoint; true when there was one. */
    async unsubscribe(userId: number, endpoint: string): Promise<boolean> {
      const gone = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return gone.length > 0;
    },

    subscriptionsOf: (userIds: number[]): Promise<PushSubscriptionRow[]> =>
      userIds.length === 0
        ? Promise.resolve([])
        : db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds)),

    /** Drops a subscription the push service said is gone (by id: a re-subscribe keeps its row). */
    async dropSubscription(id: number, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /** The key of this name: made by `make` unless some process already kept one. */
    async key(name: string, make: () => string): Promise<string> {
      await db.insert(channelKeys).values({ name, value: make() }).onConflictDoNothing();
      const [row] = await db.select().from(channelKeys).where(eq(channelKeys.name, name));
      if (!row) throw new Error(`the channel key ${name} was not kept`);
      return row.value;
    },

    /**
     * Locks the member's place on the channel for the rest of the transaction and says how many
     * messages they were sent in the last hour.
     */
    async lockQuota(userId: number, channel: NotificationChannel): Promise<number> {
      await db.insert(notificationQuotas).values({ userId, channel }).onConflictDoNothing();
      await db
        .select()
        .from(notificationQuotas)
        .where(and(eq(notificationQuotas.userId, userId), eq(notificationQuotas.channel, channel)))
        .for('update');
      const [row] = await db
        .select({ sent: count() })
        .from(channelMessages)
        .where(
          and(
            eq(channelMessages.userId, userId),
            eq(channelMessages.channel, channel),
            gt(channelMessages.sentAt, HOUR),
          ),
        );
      return row?.sent ?? 0;
    },

    /**
     * A batch's claim on a channel, every member at once (sql/notification_channel_claim.sql):
     * each one's notifications not yet recorded on it, 'sent' while their hour has room and
     * 'held' beyond; the ids to send now.
     */
    async claim(
      channel: NotificationChannel,
      maxPerHour: number,
      members: { userId: number; ids: number[] }[],
    ): Promise<Set<number>> {
      if (members.length === 0) return new Set();
      const payload = members.map((m) => ({ user_id: m.userId, ids: m.ids }));
      const result = await db.execute(
        sql`select notification_channel_claim(${channel}, ${maxPerHour}, ${JSON.stringify(payload)}::jsonb) as sent`,
      );
      const [row] = (result as unknown as { rows: { sent: (string | number)[] }[] }).rows;
      return new Set((row?.sent ?? []).map(Number));
    },

    async sentMessages(userId: number, channel: NotificationChannel, messages: number) {
      if (messages === 0) return;
      await db
        .insert(channelMessages)
        .values(Array.from({ length: messages }, () => ({ userId, channel })));
    },

    /** Members with notifications held on a channel whose last hour has room for a message. */
    async holding(channel: NotificationChannel, cap: number, limit: number): Promise<number[]> {
      const sentInTheHour = db
        .select({ sent: count() })
        .from(channelMessages)
        .where(
          and(
            eq(channelMessages.userId, notificationDeliveries.userId),
            eq(channelMessages.channel, channel),
            gt(channelMessages.sentAt, HOUR),
          ),
        );
      const rows = await db
        .selectDistinct({ userId: notificationDeliveries.userId })
        .from(notificationDeliveries)
        .where(
          and(
            eq(notificationDeliveries.channel, channel),
            eq(notificationDeliveries.state, 'held'),
            sql`(${sentInTheHour}) < ${cap}`,
          ),
        )
        .limit(limit);
      return rows.map((row) => row.userId);
    },

    /** Marks every notification held for the member on the channel as gathered; how many. */
    async gather(userId: number, channel: NotificationChannel): Promise<number> {
      const rows = await db
        .update(notificationDeliveries)
        .set({ state: 'gathered' })
        .where(
          and(
            eq(notificationDeliveries.userId, userId),
            eq(notificationDeliveries.channel, channel),
            eq(notificationDeliveries.state, 'held'),
          ),
        )
        .returning({ id: notificationDeliveries.notificationId });
      return rows.length;
    },

    /** Forgets the messages older than the cap's hour. */
    async pruneMessages(): Promise<number> {
      const gone = await db
        .delete(channelMessages)
        .where(lt(channelMessages.sentAt, HOUR))
        .returning({ id: channelMessages.id });
      return gone.length;
    },
  };
}
export type ChannelsRepository = ReturnType<typeof createChannelsRepository>;

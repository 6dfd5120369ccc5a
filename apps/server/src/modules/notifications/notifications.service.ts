import type {
  Notification,
  NotificationsPage,
  NotificationsRead,
} from '@ideabazaar/shared/schemas/notifications';
import { decodeCursor, encodeCursor, type CursorScope } from '../../lib/cursor';
import { refsOf } from '../../lib/money';
import type { ChatService } from '../chat/chat.service';
import type { ItemsService } from '../items/items.service';
import type { MembersService } from '../members/members.service';
import type { OffersService } from '../offers/offers.service';
import type { Dispatched } from './delivery';
import type { NotificationRow, NotificationsRepository } from './notifications.repository';

const cursorScope: CursorScope = { list: 'notifications', sort: 'newest', key: 'serial' };
// The list is paged by a bigint id; the cursor format wants a uuid beside the key.
const NO_ID = '00000000-0000-0000-0000-000000000000';
// Offers expired per statement: a backlog drains a batch at a time.
const EXPIRE_BATCH = 200;
// A message unseen for longer than this is no longer worth a reminder (a first start, an outage).
const UNSEEN_WITHIN_HOURS = 24;

/**
 * A member's notifications (issue 30). They are made by the database, in the transaction of
 * what they tell (sql/notify*.sql); this shapes them for their member (an item by its public
 * title and section only while they may see it, the other member by public name, nothing
 * private), pages them, marks them read, claims the unsent ones for the dispatcher, and runs the
 * reminders no request makes: offers whose seven days passed, messages left unseen.
 */
export function createNotificationsService(options: {
  repository: NotificationsRepository;
  items: ItemsService;
  members: MembersService;
  offers: OffersService;
  chat: ChatService;
  /** How long a message waits unseen before its recipient is reminded (NOTIFY_UNSEEN_MS). */
  unseenMs: number;
}) {
  const { repository, items, members } = options;

  /** Rows as their members see them, in the order given. */
  async function shape(rows: NotificationRow[]): Promise<Notification[]> {
    const headings = await items.headings(
      rows.flatMap((row) =>
        row.itemId === null ? [] : [{ itemId: row.itemId, memberId: row.userId }],
      ),
    );
    const actors = rows.flatMap((row) => (row.actorId === null ? [] : [row.actorId]));
    const actor = await refsOf(members.publicNames, [...new Set(actors)]);
    return rows.map((row) => ({
      id: String(row.id),
      kind: row.kind,
      created_at: row.createdAt.toISOString(),
      read: row.readAt !== null,
      item: (row.itemId !== null && headings.of(row.itemId, row.userId)) || null,
      actor: row.actorId === null ? null : actor(row.actorId),
      amount: row.amount,
      count: row.count,
      ref: row.ref,
      detail: row.detail,
    }));
  }

  const unreadOf = async (memberId: number) =>
    (await repository.unread([memberId])).get(memberId) ?? 0;

  return {
    /** The member's notifications, newest first, with their unread total. */
    async list(input: {
      memberId: number;
      cursor?: string | undefined;
      limit: number;
    }): Promise<NotificationsPage> {
      const before =
        input.cursor === undefined
          ? undefined
          : Number(decodeCursor(input.cursor, cursorScope).key);
      const rows = await repository.page(input.memberId, before, input.limit + 1);
      const page = rows.slice(0, input.limit);
      const last = page.at(-1);
      return {
        notifications: await shape(page),
        next_cursor:
          rows.length > input.limit && last
            ? encodeCursor(cursorScope, { key: String(last.id), id: NO_ID })
            : null,
        unread: await unreadOf(input.memberId),
      };
    },

    /** Marks read the given notifications of the member's own (others' ids are passed by), or all. */
    async read(input: { memberId: number; read: NotificationsRead }) {
      const ids = 'ids' in input.read ? input.read.ids.map(Number) : undefined;
      await repository.markRead(input.memberId, ids);
      return { unread: await unreadOf(input.memberId) };
    },

    /**
     * Claims up to `limit` notifications no process has sent, each claimed by one process only,
     * shaped for their members, with each member's unread total.
     */
    async claim(limit: number): Promise<{ batch: Dispatched[]; unread: Map<number, number> }> {
      const rows = await repository.claim(limit);
      const shaped = await shape(rows);
      return {
        batch: rows.map((row, index) => ({ userId: row.userId, notification: shaped[index]! })),
        // Every row of a member carries the same total: with all of theirs in the batch.
        unread: new Map(rows.map((row) => [row.userId, row.unread])),
      };
    },

    /** Accepted offers whose seven days passed, expired (each tells its member once). */
    async expireOffers(): Promise<number> {
      let expired = 0;
      for (;;) {
        const moved = await options.offers.expireDue(EXPIRE_BATCH);
        expired += moved;
        if (moved < EXPIRE_BATCH) return expired;
      }
    },

    /**
     * Reminds members of messages no app of theirs received or read for `unseenMs`, while they
     * have no socket open anywhere (`isOnline`, the chat hub's presence): one per sender, for the
     * newest message it covers, so the same messages never remind twice. The number made.
     */
    async remindUnseen(isOnline: (memberId: number) => Promise<boolean>): Promise<number> {
      const unseen = await options.chat.unseen({
        unseenSeconds: options.unseenMs / 1000,
        withinHours: UNSEEN_WITHIN_HOURS,
      });
      // A blocked sender (an operator's block) reaches nobody, also by a reminder.
      const senders = await members.recipients(unseen.map((row) => row.senderId));
      const heard = unseen.filter((row) => senders.get(row.senderId)?.blocked === false);
      const away = new Map<number, boolean>();
      for (const recipientId of new Set(heard.map((row) => row.recipientId))) {
        away.set(recipientId, !(await isOnline(recipientId)));
      }
      return repository.remindUnseen(heard.filter((row) => away.get(row.recipientId)));
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;

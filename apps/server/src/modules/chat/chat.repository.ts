import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { jsonOf, rowsOf } from '../../db/rows';
import {
  chatBlocks,
  chatInboxes,
  chatMessages,
  chatParticipants,
  conversations,
} from './chat.schema';

export type MessageRow = typeof chatMessages.$inferSelect;
export type ParticipantRow = typeof chatParticipants.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;

interface MessageJson {
  id: number;
  conversation_id: string;
  sender_id: number;
  recipient_id: number;
  body: string;
  client_id: string;
  item_id: string | null;
  created_at: string;
  hidden_at?: string | null;
}
interface SentJson {
  replay: boolean;
  message: MessageJson;
  unread_total?: number;
}

const messageFromJson = (json: MessageJson): MessageRow => ({
  id: Number(json.id),
  conversationId: json.conversation_id,
  senderId: Number(json.sender_id),
  recipientId: Number(json.recipient_id),
  body: json.body,
  clientId: json.client_id,
  itemId: json.item_id,
  createdAt: new Date(json.created_at),
  // A new message is not hidden; a replayed one may have been since (issue 29).
  hiddenAt: json.hidden_at ? new Date(json.hidden_at) : null,
});

const pair = (a: number, b: number) => ({ lowId: Math.min(a, b), highId: Math.max(a, b) });
// Enough of the last message for the seed's 25-character preview and its '...'.
const PREVIEW_CHARACTERS = 26;

export function createChatRepository(db: Executor) {
  return {
    conversation: async (a: number, b: number): Promise<ConversationRow | undefined> => {
      const { lowId, highId } = pair(a, b);
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.lowId, lowId), eq(conversations.highId, highId)))
        .limit(1);
      return row;
    },

    /** Both sides of the pair's conversation: mine (`member` = me) and the other's. */
    async sides(me: number, peer: number) {
      const rows = await db
        .select()
        .from(chatParticipants)
        .where(
          or(
            and(eq(chatParticipants.memberId, me), eq(chatParticipants.peerId, peer)),
            and(eq(chatParticipants.memberId, peer), eq(chatParticipants.peerId, me)),
          ),
        );
      return {
        mine: rows.find((row) => row.memberId === me),
        theirs: rows.find((row) => row.memberId === peer),
      };
    },

    /** Who of the two blocked the other. */
    async blocks(me: number, peer: number) {
      const rows = await db
        .select({ blockerId: chatBlocks.blockerId })
        .from(chatBlocks)
        .where(
          or(
            and(eq(chatBlocks.blockerId, me), eq(chatBlocks.blockedId, peer)),
            and(eq(chatBlocks.blockerId, peer), eq(chatBlocks.blockedId, me)),
          ),
        );
      return {
        byMe: rows.some((row) => row.blockerId === me),
        byPeer: rows.some((row) => row.blockerId === peer),
      };
    },

    /**
     * Locks the members' inbox rows, in id order so two sends never wait on each other in a
     * circle; every write that moves a member's messages or counts takes its member's lock first.
     */
    async lockInboxes(ids: number[]): Promise<void> {
      const sorted = [...new Set(ids)].sort((a, b) => a - b);
      await db
        .insert(chatInboxes)
        .values(sorted.map((memberId) => ({ memberId })))
        .onConflictDoUpdate({
          target: chatInboxes.memberId,
          set: { memberId: sql`excluded.member_id` },
        });
    },

    messageByClientId: async (senderId: number, clientId: string) =>
      (
        await db
          .select()
          .from(chatMessages)
          .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)))
          .limit(1)
      )[0],

    messageIn: async (conversationId: string, id: number) =>
      (
        await db
          .select({ id: chatMessages.id })
          .from(chatMessages)
          .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.id, id)))
          .limit(1)
      )[0],

    /**
     * Stores a message in one statement (sql/chat_send.sql): both inboxes locked, a
     * retried client id answered with the stored message, blocks refused, the conversation
     * started about the item when there is none (and `mayStart`, the service's answer to
     * whether one may start about it), both contact rows and the counts moved.
     */
    async send(values: {
      senderId: number;
      recipientId: number;
      body: string;
      clientId: string;
      itemId: string | null;
      mayStart: boolean;
    }): Promise<{ message: MessageRow; replay: boolean; unreadTotal: number }> {
      const result = await db.execute(
        sql`select chat_send(${JSON.stringify({
          sender_id: values.senderId,
          recipient_id: values.recipientId,
          client_id: values.clientId,
          item_id: values.itemId,
          may_start: values.mayStart,
        })}::jsonb, ${values.body}) as sent`,
      );
      const [{ sent } = { sent: undefined }] = rowsOf<{ sent: SentJson | string }>(result);
      const parsed = jsonOf(sent!);
      return {
        message: messageFromJson(parsed.message),
        replay: parsed.replay,
        unreadTotal: parsed.unread_total ?? 0,
      };
    },

    /**
     * Marks the other's messages read up to `upTo` on my side, and my unread counts with it;
     * the caller holds my inbox lock. Undefined when nothing moved.
     */
    async markRead(me: number, peer: number, upTo: number) {
      const [side] = await db
        .select()
        .from(chatParticipants)
        .where(and(eq(chatParticipants.memberId, me), eq(chatParticipants.peerId, peer)))
        .for('update');
      if (!side || side.readUpTo >= upTo) return undefined;
      const [{ unread } = { unread: 0 }] = await db
        .select({ unread: sql<number>`count(*)::int` })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, side.conversationId),
            eq(chatMessages.senderId, peer),
            gt(chatMessages.id, upTo),
            isNull(chatMessages.hiddenAt),
          ),
        );
      await db
        .update(chatParticipants)
        .set({
          readUpTo: upTo,
          unread,
          deliveredUpTo: sql`greatest(${chatParticipants.deliveredUpTo}, ${upTo})`,
        })
        .where(and(eq(chatParticipants.memberId, me), eq(chatParticipants.peerId, peer)));
      const [inbox] = await db
        .update(chatInboxes)
        .set({ unreadTotal: sql`${chatInboxes.unreadTotal} + ${unread - side.unread}` })
        .where(eq(chatInboxes.memberId, me))
        .returning({ unreadTotal: chatInboxes.unreadTotal });
      return { readUpTo: upTo, unreadTotal: inbox?.unreadTotal ?? 0 };
    },

    /**
     * Many receipts in one statement (the sockets' deliveries, gathered for a moment): each
     * recipient's app has the sender's messages up to `upTo`. The ones that moved come back.
     */
    async markDeliveredMany(
      marks: { me: number; peer: number; upTo: number }[],
    ): Promise<{ me: number; peer: number; upTo: number }[]> {
      if (marks.length === 0) return [];
      const result = await db.execute(sql`
        update ${chatParticipants} p set delivered_up_to = v."upTo"
        from jsonb_to_recordset(${JSON.stringify(marks)}::jsonb)
          as v(me bigint, peer bigint, "upTo" bigint)
        where p.member_id = v.me and p.peer_id = v.peer and p.delivered_up_to < v."upTo"
        returning p.member_id as me, p.peer_id as peer, p.delivered_up_to as "upTo"`);
      return rowsOf<{ me: number; peer: number; upTo: number }>(result).map((row) => ({
        me: Number(row.me),
        peer: Number(row.peer),
        upTo: Number(row.upTo),
      }));
    },

    /**
     * Per recipient and sender, the messages no app of the recipient received or read that are
     * at least `unseenSeconds` old and at most `withinHours` old (older ones are news no more):
     * how many, and the newest of them. Read from the conversations that have unread messages
     * (a partial index), along each one's messages past what was received.
     */
    async unseen(unseenSeconds: number, withinHours: number) {
      const result = await db.execute(sql`
        select p.member_id as recipient, p.peer_id as sender, max(m.id) as newest,
          count(*)::int as n
        from ${chatParticipants} p
        join ${chatMessages} m on m.conversation_id = p.conversation_id
          and m.id > greatest(p.read_up_to, p.delivered_up_to)
        where p.unread > 0 and m.recipient_id = p.member_id and m.hidden_at is null
          and m.created_at <= now() - make_interval(secs => ${unseenSeconds})
          and m.created_at > now() - make_interval(hours => ${withinHours})
          -- Nothing between two members one of whom blocked the other.
          and not exists (select 1 from ${chatBlocks} b
            where (b.blocker_id = p.member_id and b.blocked_id = p.peer_id)
               or (b.blocker_id = p.peer_id and b.blocked_id = p.member_id))
        group by p.member_id, p.peer_id`);
      return rowsOf<{ recipient: number; sender: number; newest: number; n: number }>(result).map(
        (row) => ({
          recipientId: Number(row.recipient),
          senderId: Number(row.sender),
          newestId: Number(row.newest),
          count: Number(row.n),
        }),
      );
    },

    unreadTotal: async (me: number): Promise<number> =>
      (
        await db
          .select({ unreadTotal: chatInboxes.unreadTotal })
          .from(chatInboxes)
          .where(eq(chatInboxes.memberId, me))
      )[0]?.unreadTotal ?? 0,

    /** My contact rows, newest first, with the start of each last message. */
    contacts: (me: number, cursor: { key: string; id: string } | undefined, limit: number) =>
      db
        .select({
          peerId: chatParticipants.peerId,
          conversationId: chatParticipants.conversationId,
          itemId: conversations.itemId,
          unread: chatParticipants.unread,
          lastMessageAt: chatParticipants.lastMessageAt,
          key: sql<string>`${chatParticipants.lastMessageAt}::text`,
          // The last message an operator did not hide (issue 29): looked for only when the last
          // one is hidden.
          preview: sql<string>`case when ${chatMessages.hiddenAt} is null
            then left(${chatMessages.body}, ${PREVIEW_CHARACTERS})
            else coalesce((select left(v.body, ${PREVIEW_CHARACTERS}) from ${chatMessages} v
              where v.conversation_id = ${chatParticipants.conversationId} and v.hidden_at is null
              order by v.id desc limit 1), '') end`,
        })
        .from(chatParticipants)
        .innerJoin(chatMessages, eq(chatMessages.id, chatParticipants.lastMessageId))
        .innerJoin(conversations, eq(conversations.id, chatParticipants.conversationId))
        .where(
          and(
            eq(chatParticipants.memberId, me),
            cursor
              ? sql`(${chatParticipants.lastMessageAt}, ${chatParticipants.conversationId}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(chatParticipants.lastMessageAt), desc(chatParticipants.conversationId))
        .limit(limit + 1),

    /**
     * A conversation's messages, newest first, before the message id `before`; none an operator
     * hid (issue 29).
     */
    history: (conversationId: string, before: number | undefined, limit: number) =>
      db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, conversationId),
            isNull(chatMessages.hiddenAt),
            before === undefined ? undefined : lt(chatMessages.id, before),
          ),
        )
        .orderBy(desc(chatMessages.id))
        .limit(limit + 1),

    /** Every message to or from me after `after`, oldest first; none an operator hid. */
    since: (me: number, after: number, limit: number) =>
      db
        .select()
        .from(chatMessages)
        .where(
          and(
            or(eq(chatMessages.recipientId, me), eq(chatMessages.senderId, me)),
            gt(chatMessages.id, after),
            isNull(chatMessages.hiddenAt),
          ),
        )
        .orderBy(asc(chatMessages.id))
        .limit(limit + 1),

    conversationsByIds: (ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.select().from(conversations).where(inArray(conversations.id, ids)),

    /** The last `perConversation` messages of each conversation, hidden ones too, newest first. */
    async lastMessages(ids: string[], perConversation: number): Promise<MessageRow[]> {
      if (ids.length === 0) return [];
      const result = await db.execute(sql`
        select m.* from unnest(${`{${ids.join(',')}}`}::uuid[]) as c(id)
        cross join lateral (select * from ${chatMessages} where conversation_id = c.id
          order by id desc limit ${perConversation}) m
        order by m.conversation_id, m.id desc`);
      return rowsOf<Record<string, unknown>>(result).map((row) => ({
        id: Number(row.id),
        conversationId: String(row.conversation_id),
        senderId: Number(row.sender_id),
        recipientId: Number(row.recipient_id),
        body: String(row.body),
        clientId: String(row.client_id),
        itemId: (row.item_id as string | null) ?? null,
        createdAt: new Date(row.created_at as string),
        hiddenAt: row.hidden_at ? new Date(row.hidden_at as string) : null,
      }));
    },

    /**
     * Hides every message the sender wrote in the conversation (the caller holds both inboxes'
     * locks), and takes those the recipient had not read off their unread counts. The ids
     * hidden now.
     */
    async hideMessagesOf(conversationId: string, senderId: number): Promise<number[]> {
      const hidden = await db
        .update(chatMessages)
        .set({ hiddenAt: sql`now()` })
        .where(
          and(
            eq(chatMessages.conversationId, conversationId),
            eq(chatMessages.senderId, senderId),
            isNull(chatMessages.hiddenAt),
          ),
        )
        .returning({ id: chatMessages.id, recipientId: chatMessages.recipientId });
      const recipient = hidden[0]?.recipientId;
      if (recipient === undefined) return [];
      const [side] = await db
        .select()
        .from(chatParticipants)
        .where(
          and(eq(chatParticipants.memberId, recipient), eq(chatParticipants.peerId, senderId)),
        );
      if (side) {
        const unread = hidden.filter((row) => row.id > side.readUpTo).length;
        const taken = Math.min(unread, side.unread);
        if (taken > 0) {
          await db
            .update(chatParticipants)
            .set({ unread: sql`${chatParticipants.unread} - ${taken}` })
            .where(
              and(eq(chatParticipants.memberId, recipient), eq(chatParticipants.peerId, senderId)),
            );
          await db
            .update(chatInboxes)
            .set({ unreadTotal: sql`greatest(${chatInboxes.unreadTotal} - ${taken}, 0)` })
            .where(eq(chatInboxes.memberId, recipient));
        }
      }
      return hidden.map((row) => row.id).sort((a, b) => a - b);
    },

    /** False when this block was there already. */
    async block(blockerId: number, blockedId: number): Promise<boolean> {
      const rows = await db
        .insert(chatBlocks)
        .values({ blockerId, blockedId })
        .onConflictDoNothing()
        .returning({ blockedId: chatBlocks.blockedId });
      return rows.length === 1;
    },

    unblock: (blockerId: number, blockedId: number) =>
      db
        .delete(chatBlocks)
        .where(and(eq(chatBlocks.blockerId, blockerId), eq(chatBlocks.blockedId, blockedId))),
  };
}
export type ChatRepository = ReturnType<typeof createChatRepository>;

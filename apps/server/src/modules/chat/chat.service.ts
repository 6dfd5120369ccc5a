import {
  previewOf,
  type ChatMessage,
  type Contact,
  type Conversation,
} from '@ideabazaar/shared/schemas/chat';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { isErrorCode } from '@ideabazaar/shared/errors/codes';
import { raisedRefusal, sqlStateOf, type Transaction, type Tx } from '../../db/transaction';
import { AppError } from '../../plugins/errors/app-error';
import { enforceRateLimit, type RateLimiter } from '../../plugins/rate-limit/rate-limiter';
import type { CommentsService } from '../comments/comments.service';
import type { ItemsService } from '../items/items.service';
import type { MemberCard, MembersService } from '../members/members.service';
import {
  contentKey,
  type ReportsService,
  type ReportTarget,
  type TargetRef,
} from '../reports/reports.service';
import { createChatRepository, type ChatRepository, type MessageRow } from './chat.repository';
import type { Envelope } from './live/hub';

const contactsScope = { list: 'chat-contacts', sort: 'newest', key: 'timestamp' } as const;
// A history cursor's key is a message id and its id the conversation's: it pages that one only.
const historyScope = { list: 'chat-history', sort: 'newest', key: 'serial' } as const;
const SYNC_PAGE = 200;
/** The messages of a reported conversation the operators read with the report. */
const REPORT_MESSAGES = 20;

export const toMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  sender_id: row.senderId,
  recipient_id: row.recipientId,
  body: row.body,
  client_id: row.clientId,
  item_id: row.itemId,
  created_at: row.createdAt.toISOString(),
});

/** A recipient's app has the sender's messages up to `upTo`. */
interface Mark {
  me: number;
  peer: number;
  upTo: number;
}

/** What the service did, and the live events that tell the members' sockets. */
export interface Live<T> {
  result: T;
  events: Envelope[];
}

/**
 * Chat between members (PRODUCT.md section 7, seed section 6): one conversation per pair,
 * started about an item of the other member (an idea only once bought), with exact unread counts
 * and receipts. It returns the live events of what it did; the routes publish them.
 */
export function createChatService(options: {
  repository: ChatRepository;
  transaction: Transaction;
  items: ItemsService;
  members: MembersService;
  /** Who answered a need: its owner may start a chat with them about it. */
  comments: Pick<CommentsService, 'hasCommented'>;
  /** Files a member's report (the reports module's; reports read conversations back here). */
  reports: Pick<ReportsService, 'file'>;
  rateLimiter: RateLimiter;
  /** Messages one member may send per minute. */
  perMemberPerMinute: number;
}) {
  const { repository, transaction, items, members, reports } = options;

  async function peerCard(me: number, peer: number): Promise<MemberCard> {
    if (me === peer) throw new AppError('chat_self');
    const card = (await members.cards([peer])).get(peer);
    if (!card) throw new AppError('member_not_found');
    return card;
  }

  /**
   * The item a message names, checked: the other's (an idea bought) or one's own; and whether a
   * conversation may start about it: an item of the other member, or my need they answered (a
   * need's owner reaches the members who answered it; an idea's owner starts no conversation,
   * so the buyers and commenters of an idea are not reached this way).
   */
  async function namedItem(me: number, peer: number, itemId: string) {
    const { item, viewer } = await items.access({ itemId, memberId: me });
    if (item.ownerId !== peer && item.ownerId !== me) throw new AppError('chat_item_not_theirs');
    if (item.ownerId === peer && item.section === 'idea' && !viewer.seesPrivate) {
      throw new AppError('chat_purchase_required');
    }
    // A need an operator hid (or whose owner is blocked) opens no new conversation with its
    // answerers: its owner still reads it, but it reaches nobody new.
    const mayStart =
      item.ownerId === peer ||
      (item.section === 'need' &&
        item.hiddenAt === null &&
        !item.ownerBlocked &&
        (await options.comments.hasCommented({ itemId: item.id, memberId: peer })));
    return { item, mayStart };
  }

  async function itemSummary(me: number, itemId: string | null) {
    if (!itemId) return null;
    try {
      const { item } = await items.access({ itemId, memberId: me });
      // An idea's title is read as its page reads it: masked for a stranger (issue 31).
      const title = await items.contactsFor(item, me)(item.title);
      return { id: item.id, section: item.section, title };
    } catch (error) {
      if (error instanceof AppError && error.code === 'item_not_found') return null;
      throw error;
    }
  }

  /** The two have a conversation and neither blocked the other. */
  async function talking(me: number, peer: number): Promise<boolean> {
    if (me === peer) return false;
    const [conversation, blocks] = await Promise.all([
      repository.conversation(me, peer),
      repository.blocks(me, peer),
    ]);
    return conversation !== undefined && !blocks.byMe && !blocks.byPeer;
  }

  const deliveredEvent = (me: number, peer: number, upTo: number): Envelope => ({
    to: [peer],
    event: { type: 'message.delivered', sender_id: peer, recipient_id: me, up_to: upTo },
  });

  /**
   * Marks messages as received by their recipients' apps, the newest per pair in one statement;
   * the receipts for the senders whose mark moved.
   */
  async function markReceived(marks: Mark[]): Promise<Envelope[]> {
    const newest = new Map<string, Mark>();
    for (const mark of marks) {
      const key = `${mark.me}:${mark.peer}`;
      if ((newest.get(key)?.upTo ?? 0) < mark.upTo) newest.set(key, mark);
    }
    const moved = await repository.markDeliveredMany([...newest.values()]);
    return moved.map((mark) => deliveredEvent(mark.me, mark.peer, mark.upTo));
  }

  /** The messages among `rows` that came to me, as received. */
  const received = (me: number, rows: MessageRow[]) =>
    markReceived(
      rows
        .filter((row) => row.recipientId === me)
        .map((row) => ({ me, peer: row.senderId, upTo: row.id })),
    );

  return {
    async conversation(input: { me: number; peer: number }): Promise<Conversation> {
      const member = await peerCard(input.me, input.peer);
      const [conversation, { mine, theirs }, blocks] = await Promise.all([
        repository.conversation(input.me, input.peer),
        repository.sides(input.me, input.peer),
        repository.blocks(input.me, input.peer),
      ]);
      return {
        member,
        item: await itemSummary(input.me, conversation?.itemId ?? null),
        started: conversation !== undefined,
        delivered_up_to: theirs?.deliveredUpTo ?? 0,
        read_up_to: theirs?.readUpTo ?? 0,
        unread: mine?.unread ?? 0,
        blocked_by_me: blocks.byMe,
        blocked_me: blocks.byPeer,
      };
    },

    async contacts(input: { me: number; cursor?: string | undefined; limit: number }) {
      const cursor = input.cursor ? decodeCursor(input.cursor, contactsScope) : undefined;
      const rows = await repository.contacts(input.me, cursor, input.limit);
      const page = rows.slice(0, input.limit);
      const [cards, headings] = await Promise.all([
        members.cards(page.map((row) => row.peerId)),
        // Read as the header reads it: an idea's title masked for a member who did not buy it.
        items.headings(
          page.flatMap((row) => (row.itemId ? [{ itemId: row.itemId, memberId: input.me }] : [])),
        ),
      ]);
      const last = page.at(-1);
      const contacts: Contact[] = page.map((row) => {
        const card = cards.get(row.peerId);
        return {
          id: row.peerId,
          name: card?.name ?? null,
          avatar: card?.avatar ?? null,
          initial: card?.initial ?? null,
          lastMessage: previewOf(row.preview),
          date: row.lastMessageAt.toISOString(),
          unReadMessage: row.unread,
          item: (row.itemId && headings.of(row.itemId, input.me)) || null,
        };
      });
      return {
        contacts,
        next_cursor:
          rows.length > input.limit && last
            ? encodeCursor(contactsScope, { key: last.key, id: last.conversationId })
            : null,
      };
    },

    async messages(input: {
      me: number;
      peer: number;
      cursor?: string | undefined;
      limit: number;
    }): Promise<Live<{ messages: ChatMessage[]; next_cursor: string | null }>> {
      await peerCard(input.me, input.peer);
      const conversation = await repository.conversation(input.me, input.peer);
      if (!conversation) return { result: { messages: [], next_cursor: null }, events: [] };
      let before: number | undefined;
      if (input.cursor) {
        const cursor = decodeCursor(input.cursor, historyScope);
        if (cursor.id !== conversation.id) {
          throw new AppError('validation_failed', { fields: { cursor: ['cursor_invalid'] } });
        }
        before = Number(cursor.key);
      }
      const rows = await repository.history(conversation.id, before, input.limit);
      const page = rows.slice(0, input.limit);
      const last = page.at(-1);
      return {
        result: {
          messages: page.map(toMessage),
          next_cursor:
            rows.length > input.limit && last
              ? encodeCursor(historyScope, { key: String(last.id), id: conversation.id })
              : null,
        },
        events: await received(input.me, page),
      };
    },

    async send(input: {
      me: number;
      peer: number;
      body: string;
      clientId: string;
      itemId?: string | undefined;
    }): Promise<Live<{ message: ChatMessage; replay: boolean }>> {
      const { me, peer } = input;
      if (me === peer) throw new AppError('chat_self');
      const named = input.itemId ? await namedItem(me, peer, input.itemId) : undefined;
      try {
        await enforceRateLimit({
          limiter: options.rateLimiter,
          key: `chat:${me}`,
          limit: options.perMemberPerMinute,
          windowMs: 60_000,
          code: 'chat_rate_limited',
        });
      } catch (error) {
        // A retry of a message stored before is answered, however many came meanwhile.
        const stored = await repository.messageByClientId(me, input.clientId);
        if (stored) return replayOf(stored, peer);
        throw error;
      }
      let sent: Awaited<ReturnType<ChatRepository['send']>>;
      try {
        sent = await repository.send({
          senderId: me,
          recipientId: peer,
          body: input.body,
          clientId: input.clientId,
          itemId: named?.item.id ?? null,
          mayStart: named?.mayStart ?? false,
        });
      } catch (error) {
        const refusal = raisedRefusal(error);
        if (refusal && isErrorCode(refusal.code)) throw new AppError(refusal.code);
        // The recipient's inbox row names a member that does not exist.
        if (sqlStateOf(error) === '23503') throw new AppError('member_not_found');
        throw error;
      }
      if (sent.replay) return replayOf(sent.message, peer);
      const view = toMessage(sent.message);
      return {
        result: { message: view, replay: false },
        events: [
          { to: [peer, me], event: { type: 'message.new', message: view } },
          { to: [peer], event: { type: 'unread.total', total: sent.unreadTotal } },
        ],
      };
    },

    async read(input: {
      me: number;
      peer: number;
      messageId: number;
    }): Promise<Live<{ read_up_to: number; unread_total: number }>> {
      const { me, peer } = input;
      await peerCard(me, peer);
      const conversation = await repository.conversation(me, peer);
      if (!conversation) throw new AppError('chat_not_started');
      if (!(await repository.messageIn(conversation.id, input.messageId))) {
        throw new AppError('chat_message_not_found');
      }
      const moved = await transaction(async (tx) => {
        const within = createChatRepository(tx);
        await within.lockInboxes([me]);
        return within.markRead(me, peer, input.messageId);
      });
      if (!moved) {
        const { mine } = await repository.sides(me, peer);
        return {
          result: {
            read_up_to: mine?.readUpTo ?? 0,
            unread_total: await repository.unreadTotal(me),
          },
          events: [],
        };
      }
      return {
        result: { read_up_to: moved.readUpTo, unread_total: moved.unreadTotal },
        events: [
          {
            to: [peer, me],
            event: { type: 'message.read', reader_id: me, peer_id: peer, up_to: moved.readUpTo },
          },
          { to: [me], event: { type: 'unread.total', total: moved.unreadTotal } },
        ],
      };
    },

    /** What came and went in my conversations after a message id: a reconnecting app's catch-up. */
    async sync(input: { me: number; after: number }) {
      const rows = await repository.since(input.me, input.after, SYNC_PAGE);
      const page = rows.slice(0, SYNC_PAGE);
      return {
        result: {
          messages: page.map(toMessage),
          has_more: rows.length > SYNC_PAGE,
          unread_total: await repository.unreadTotal(input.me),
        },
        events: await received(input.me, page),
      };
    },

    unreadTotal: (me: number) => repository.unreadTotal(me),

    /**
     * Messages that waited unseen (no app of their recipient received or read them) for
     * `unseenSeconds`, per recipient and sender: how many and the newest (the notifications'
     * reminder of unread messages; never their text).
     */
    unseen: (input: { unseenSeconds: number; withinHours: number }) =>
      repository.unseen(input.unseenSeconds, input.withinHours),

    /**
     * `message.new` frames written to their recipients' sockets: those apps have them. Gathered
     * by the hub and marked together; the senders hear of the ones that moved.
     */
    delivered(messages: { me: number; message: ChatMessage }[]): Promise<Envelope[]> {
      return markReceived(
        messages
          .filter(({ me, message }) => message.recipient_id === me)
          .map(({ me, message }) => ({ me, peer: message.sender_id, upTo: message.id })),
      );
    },

    /** `typing` to the other member of an existing, unblocked conversation; else nothing. */
    async typing(input: { me: number; peer: number }): Promise<Envelope[]> {
      if (!(await talking(input.me, input.peer))) return [];
      return [{ to: [input.peer], event: { type: 'typing', user_id: input.me } }];
    },

    /** Whether I may see when this member is online: we have a conversation, unblocked. */
    mayWatch: (me: number, peer: number) => talking(me, peer),

    async block(input: { me: number; peer: number }) {
      await peerCard(input.me, input.peer);
      // Under the blocker's inbox lock: a send that checked before it commits first.
      await transaction(async (tx) => {
        const within = createChatRepository(tx);
        await within.lockInboxes([input.me, input.peer]);
        await within.block(input.me, input.peer);
      });
      return { status: 'ok' as const };
    },

    async unblock(input: { me: number; peer: number }) {
      await peerCard(input.me, input.peer);
      await repository.unblock(input.me, input.peer);
      return { status: 'ok' as const };
    },

    async report(input: { me: number; peer: number; reason: string }) {
      await peerCard(input.me, input.peer);
      const conversation = await repository.conversation(input.me, input.peer);
      if (!conversation) throw new AppError('chat_not_started');
      const filed = await reports.file({
        kind: 'chat',
        targetId: conversation.id,
        reporterId: input.me,
        reportedId: input.peer,
        reason: input.reason,
      });
      if (!filed) {
        throw new AppError('chat_reported');
      }
      return { status: 'ok' as const };
    },

    /** The reports' side of conversations (reports.service's targets). */
    reportTarget: {
      /**
       * Each reported conversation's last messages (hidden ones too, marked), oldest first, its
       * item, and as its text the reported member's last message.
       */
      async contents(refs: TargetRef[]) {
        const ids = [...new Set(refs.map((ref) => ref.targetId))];
        const [found, messages] = await Promise.all([
          repository.conversationsByIds(ids),
          repository.lastMessages(ids, REPORT_MESSAGES),
        ]);
        const titles = await items.titles(
          found.flatMap((row) => (row.itemId ? [row.itemId] : [])),
          { all: true },
        );
        const byId = new Map(found.map((row) => [row.id, row]));
        return new Map(
          refs.flatMap((ref) => {
            const conversation = byId.get(ref.targetId);
            if (!conversation) return [];
            const shown = messages.filter((row) => row.conversationId === ref.targetId).reverse();
            const theirs = shown.filter((row) => row.senderId === ref.reportedId);
            const content = {
              text: theirs.at(-1)?.body ?? '',
              item_id: conversation.itemId,
              item_title: conversation.itemId ? (titles.get(conversation.itemId) ?? null) : null,
              hidden: theirs.length > 0 && theirs.every((row) => row.hiddenAt !== null),
              messages: shown.map((row) => ({
                id: String(row.id),
                sender_id: String(row.senderId),
                body: row.body,
                created_at: row.createdAt.toISOString(),
                hidden: row.hiddenAt !== null,
              })),
            };
            return [[contentKey(ref), content] as const];
          }),
        );
      },
      /**
       * Hides every message the reported member sent in the conversation, under both members'
       * inbox locks (as a send takes them); undefined when the conversation is gone.
       */
      async hide(tx: Tx, ref: TargetRef) {
        const within = createChatRepository(tx);
        const [conversation] = await within.conversationsByIds([ref.targetId]);
        if (!conversation) return undefined;
        await within.lockInboxes([conversation.lowId, conversation.highId]);
        const ids = await within.hideMessagesOf(conversation.id, ref.reportedId);
        return { before: { hidden_messages: [] }, after: { hidden_messages: ids } };
      },
    } satisfies ReportTarget,
  };
}
export type ChatService = ReturnType<typeof createChatService>;

/**
 * A send that was stored before: the same message again, told to both once more; one an
 * operator hid since is told to no one (its sender wrote it and gets their answer).
 */
function replayOf(row: MessageRow, peer: number): Live<{ message: ChatMessage; replay: boolean }> {
  if (row.recipientId !== peer) throw new AppError('conflict');
  const view = toMessage(row);
  return {
    result: { message: view, replay: true },
    events:
      row.hiddenAt !== null
        ? []
        : [{ to: [row.recipientId, row.senderId], event: { type: 'message.new', message: view } }],
  };
}

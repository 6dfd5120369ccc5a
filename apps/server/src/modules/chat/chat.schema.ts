import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { authTokens } from '../auth/auth.schema';
import { items } from '../items/items.schema';
import { users } from '../members/members.schema';

/**
 * One conversation per pair of members (PRODUCT.md section 7): `low_id` < `high_id` makes the
 * pair one row whichever of them wrote first. `item_id` is the latest item named in it.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lowId: bigint('low_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    highId: bigint('high_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversations_pair_idx').on(table.lowId, table.highId),
    index('conversations_high_idx').on(table.highId),
    index('conversations_item_idx').on(table.itemId),
    check('conversations_pair_ordered', sql`${table.lowId} < ${table.highId}`),
  ],
);

/**
 * Each member's side of a conversation, keyed by the pair as that member sees it: their contact
 * row (the last message, the unread count) and how far they have received and read the other's
 * messages. A send moves both rows in its transaction, so counts stay exact.
 */
export const chatParticipants = pgTable(
  'chat_participants',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    peerId: bigint('peer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    unread: integer('unread').notNull().default(0),
    readUpTo: bigint('read_up_to', { mode: 'number' }).notNull().default(0),
    deliveredUpTo: bigint('delivered_up_to', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.peerId] }),
    // Contacts newest first: a backward scan of this index.
    index('chat_participants_contacts_idx').on(
      table.memberId,
      table.lastMessageAt,
      table.conversationId,
    ),
    index('chat_participants_conversation_idx').on(table.conversationId),
    // The conversations with unread messages, for the reminder of unseen ones (issue 30).
    index('chat_participants_unread_idx')
      .on(table.memberId)
      .where(sql`${table.unread} > 0`),
    check('chat_participants_unread_not_negative', sql`${table.unread} >= 0`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: bigint('sender_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    recipientId: bigint('recipient_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    body: varchar('body', { length: 2000 }).notNull(),
    /** The sender's own id for the message: a retry with it stores nothing twice. */
    clientId: uuid('client_id').notNull(),
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Hidden by an operator on a report of its conversation: shown to operators only. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('chat_messages_client_idx').on(table.senderId, table.clientId),
    index('chat_messages_conversation_idx').on(table.conversationId, table.id),
    // A reconnecting app catches up on both sides of every conversation (`/chat/sync`).
    index('chat_messages_recipient_idx').on(table.recipientId, table.id),
    index('chat_messages_sender_idx').on(table.senderId, table.id),
    check('chat_messages_body_not_blank', sql`length(btrim(${table.body})) > 0`),
  ],
);

/**
 * Each member's chat as a whole: the unread total of their badge, and the row a send locks for
 * both its members (in id order) before it takes a message id. So a member's messages are
 * numbered in the order they commit, and `/chat/sync?after=` never skips one that committed late.
 */
export const chatInboxes = pgTable(
  'chat_inboxes',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    unreadTotal: integer('unread_total').notNull().default(0),
  },
  (table) => [check('chat_inboxes_unread_not_negative', sql`${table.unreadTotal} >= 0`)],
);

/** A member who blocked another: the blocked one can no longer message them. */
export const chatBlocks = pgTable(
  'chat_blocks',
  {
    blockerId: bigint('blocker_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    blockedId: bigint('blocked_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('chat_blocks_blocked_idx').on(table.blockedId),
  ],
);

/**
 * Single-use tickets that open a socket (PRODUCT.md section 7): a browser cannot send its bearer
 * token on a WebSocket, and a token never goes in a URL. Kept hashed, in the database, so any
 * server process can redeem one.
 */
export const wsTickets = pgTable(
  'ws_tickets',
  {
    hash: varchar('hash', { length: 64 }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The sign-in session that asked for it: its logout voids the ticket and ends the socket.
    tokenId: bigint('token_id', { mode: 'number' })
      .notNull()
      .references(() => authTokens.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('ws_tickets_expires_idx').on(table.expiresAt),
    index('ws_tickets_member_idx').on(table.memberId),
  ],
);

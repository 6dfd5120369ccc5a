import { z } from 'zod';
import { notificationSchema } from './notifications';
import { errorCode } from '../errors/codes';

// Chat between members (PRODUCT.md section 7, seed sections 2 and 3): the HTTP calls and every
// message of the live socket, parsed on both ends.

export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_REPORT_MAX = 500;
/** The seed's preview of the last message in a contact row: 25 characters, then '...'. */
export const CHAT_PREVIEW_LENGTH = 25;

/** Member and message ids are `bigint` columns; JavaScript holds them exactly up to 2^53. */
const serialId = (message: Parameters<typeof errorCode>[0]) =>
  z.coerce
    .number({ error: errorCode(message) })
    .int(errorCode(message))
    .positive(errorCode(message))
    .max(Number.MAX_SAFE_INTEGER, errorCode(message));

export const chatPeerParamsSchema = z.object({ userId: serialId('member_not_found') });

/** The other member of a conversation, as a contact row and the chat header show them. */
export const chatMemberSchema = z.object({
  id: z.number(),
  /** Null when the member has not given a name: the screen shows 'User {id}'. */
  name: z.string().nullable(),
  avatar: z.string().nullable(),
  /** The first letter of the name, for the coloured circle; null without a name. */
  initial: z.string().nullable(),
});
export type ChatMember = z.infer<typeof chatMemberSchema>;

/** The idea or need a conversation is about, its title read as its page reads it. */
export const chatItemSchema = z.object({
  id: z.string(),
  section: z.enum(['idea', 'need']),
  title: z.string(),
});

/** Seed section 3's Contact (chat list item), with the paging of every list here. */
export const contactSchema = chatMemberSchema.extend({
  lastMessage: z.string(),
  /** ISO time of the last message. */
  date: z.string(),
  unReadMessage: z.number(),
  /** What the conversation is about (issue 32); null when that item is gone or not the reader's to see. */
  item: chatItemSchema.nullable(),
});
export type Contact = z.infer<typeof contactSchema>;
export const contactPageSchema = z.object({
  contacts: z.array(contactSchema),
  next_cursor: z.string().nullable(),
});
export const chatPageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(30),
});

export const chatMessageSchema = z.object({
  id: z.number(),
  sender_id: z.number(),
  recipient_id: z.number(),
  body: z.string(),
  client_id: z.string(),
  item_id: z.string().nullable(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * One conversation as its screen needs it: the other member, the item it concerns (the latest one
 * named in it), how far each side has received and read, and whether a message may be sent.
 */
export const conversationSchema = z.object({
  member: chatMemberSchema,
  item: chatItemSchema.nullable(),
  /** Whether a conversation exists yet (the first message starts it). */
  started: z.boolean(),
  /** The last of my messages the other member's app has received, and has read. */
  delivered_up_to: z.number(),
  read_up_to: z.number(),
  unread: z.number(),
  blocked_by_me: z.boolean(),
  /** The other member blocked me: sending is refused. */
  blocked_me: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const messagePageSchema = z.object({
  messages: z.array(chatMessageSchema),
  next_cursor: z.string().nullable(),
});

export const sendMessageSchema = z.object({
  body: z
    .string({ error: errorCode('chat_message_empty') })
    .trim()
    .min(1, errorCode('chat_message_empty'))
    .max(CHAT_MESSAGE_MAX, errorCode('chat_message_too_long')),
  client_id: z.uuid({ error: errorCode('chat_client_id_invalid') }),
  item_id: z.uuid({ error: errorCode('item_not_found') }).optional(),
});
export type SendMessage = z.infer<typeof sendMessageSchema>;

export const readMessagesSchema = z.object({ message_id: serialId('chat_message_not_found') });
export const readResultSchema = z.object({ read_up_to: z.number(), unread_total: z.number() });

export const chatReportSchema = z.object({
  reason: z
    .string({ error: errorCode('chat_report_reason_required') })
    .trim()
    .min(1, errorCode('chat_report_reason_required'))
    .max(CHAT_REPORT_MAX, errorCode('too_long')),
});

export const syncQuerySchema = z.object({
  after: z.coerce
    .number({ error: errorCode('invalid_value') })
    .int(errorCode('invalid_value'))
    .min(0, errorCode('invalid_value'))
    .max(Number.MAX_SAFE_INTEGER, errorCode('invalid_value')),
});
export const syncResultSchema = z.object({
  /** Oldest first: everything in my conversations after `after`, up to a page. */
  messages: z.array(chatMessageSchema),
  has_more: z.boolean(),
  unread_total: z.number(),
});

export const unreadTotalSchema = z.object({ unread_total: z.number() });
export const wsTicketSchema = z.object({ ticket: z.string(), expires_in: z.number() });
/**
 * How the server closes a live socket whose sign-in session ended (logout, logout-all): the
 * client asks for a fresh ticket, whose 401 signs it out, instead of reconnecting with backoff.
 */
export const SESSION_ENDED_CLOSE = { code: 4001, reason: 'session_ended' } as const;
/**
 * How a server process that is stopping (SIGTERM, issue 33) closes its live sockets: RFC 6455's
 * "service restart". The client reconnects after its first short backoff, through the proxy to
 * another process, and catches up from the last message it saw.
 */
export const SERVICE_RESTART_CLOSE = { code: 1012, reason: 'server_restarting' } as const;

// The live socket: one JSON object per frame, `{type, ...}`.

/** What the server sends. */
export const serverEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message.new'), message: chatMessageSchema }),
  /** `reader_id` has read every message of the conversation with `peer_id` up to `up_to`. */
  z.object({
    type: z.literal('message.read'),
    reader_id: z.number(),
    peer_id: z.number(),
    up_to: z.number(),
  }),
  /** `recipient_id`'s app has received the messages from `sender_id` up to `up_to`. */
  z.object({
    type: z.literal('message.delivered'),
    sender_id: z.number(),
    recipient_id: z.number(),
    up_to: z.number(),
  }),
  z.object({ type: z.literal('unread.total'), total: z.number() }),
  z.object({ type: z.literal('typing'), user_id: z.number() }),
  z.object({ type: z.literal('presence'), user_id: z.number(), online: z.boolean() }),
  z.object({ type: z.literal('pong') }),
  /** A notification was made for this member (issue 30), with their unread total after it. */
  z.object({
    type: z.literal('notification.new'),
    notification: notificationSchema,
    unread: z.number(),
  }),
]);
export type ServerEvent = z.infer<typeof serverEventSchema>;

/** What the browser sends: typing to a member, watching a member's presence, a keep-alive. */
export const clientEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('typing'), to: serialId('member_not_found') }),
  z.object({ type: z.literal('presence.watch'), user_id: serialId('member_not_found') }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientEvent = z.infer<typeof clientEventSchema>;

/** A preview of a message for the contact row: the seed's 25 characters, then '...'. */
export function previewOf(text: string): string {
  const characters = Array.from(text);
  return characters.length > CHAT_PREVIEW_LENGTH
    ? `${characters.slice(0, CHAT_PREVIEW_LENGTH).join('')}...`
    : text;
}

import { z } from 'zod';
import { errorCode } from '../errors/codes';
import { browseQuerySchema, itemCardSchema } from './browse';
import { sections } from './questions';

/**
 * What a notification tells (issue 30). Each is made once per event, by the database in the
 * transaction that did what it tells (a unique key per member, kind and event).
 */
export const notificationKinds = [
  /** Your idea was bought (the seller). */
  'sale',
  /** You bought an idea: the receipt (the buyer). */
  'purchase',
  /** A member offered an amount for your idea (the owner). */
  'offer_made',
  /** The owner accepted your offer: you may buy it at that amount for seven days. */
  'offer_accepted',
  'offer_declined',
  /** Your accepted offer's seven days passed without a purchase. */
  'offer_expired',
  'withdrawal_paid',
  'withdrawal_rejected',
  /** A sale of yours (as buyer or seller) was disputed. */
  'dispute_opened',
  /** An operator settled a dispute of yours: `detail` is 'refunded' or 'released'. */
  'dispute_settled',
  /** A sale's hold ended: its proceeds are in your available balance. */
  'proceeds_released',
  'referral_earned',
  'referral_released',
  /** A comment on your idea. */
  'comment',
  /** An answer (a comment) on your need. */
  'answer',
  /** Messages stayed unread for two minutes while you had no open socket: `count` of them. */
  'messages_unread',
  /** A new or changed idea may answer your need (`item` is the idea, `ref` the need's id). */
  'need_match',
  /** A new item matches one of your saved searches (`ref` is the saved search's id). */
  'saved_search_match',
  /** An operator hid or restored something of yours: `detail` is the action, as audited. */
  'operator_decision',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The kinds that may be e-mailed: the money events and the digest of unread messages. */
export const emailKinds = [
  'sale',
  'purchase',
  'offer_accepted',
  'withdrawal_paid',
  'withdrawal_rejected',
  'dispute_opened',
  'dispute_settled',
  'proceeds_released',
  'referral_earned',
  'referral_released',
  'messages_unread',
] as const satisfies readonly NotificationKind[];
export type EmailKind = (typeof emailKinds)[number];
/** Every kind a member sees in the app may also be pushed. */
export const pushKinds = notificationKinds;
export const notificationChannels = ['email', 'push'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/**
 * One notification as its member sees it. Only public or the member's own facts: an item's
 * title (public), an amount of their own money, a member's public name, a count. Never a private
 * answer, business text, file, message text or contact.
 */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  created_at: z.string(),
  read: z.boolean(),
  /** The item it concerns, when there is one the member may still open. */
  item: z.object({ id: z.string(), title: z.string(), section: z.enum(sections) }).nullable(),
  /** The other member (buyer, offerer, commenter, sender), by public name. */
  actor: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  /** Toman: the sale's proceeds, the price paid, the offer, the withdrawal, the reward. */
  amount: z.number().int().nullable(),
  /** Messages unread. */
  count: z.number().int().nullable(),
  /**
   * The object it is about, for the screen it opens: a purchase, offer, withdrawal, saved
   * search, need, conversation peer's member id.
   */
  ref: z.string().nullable(),
  /** The outcome or action: a dispute's outcome, an operator's action, a rejection's reason. */
  detail: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

// GET /api/notifications
export const notificationsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const notificationsPageSchema = z.object({
  /** Newest first. */
  notifications: z.array(notificationSchema),
  next_cursor: z.string().nullable(),
  /** The member's unread total. */
  unread: z.number().int(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

// POST /api/notifications/read
export const notificationIdSchema = z.string().regex(/^[1-9][0-9]{0,17}$/, errorCode('not_found'));
export const notificationsReadSchema = z.union([
  z.object({ ids: z.array(notificationIdSchema).min(1).max(100) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type NotificationsRead = z.infer<typeof notificationsReadSchema>;
export const unreadNotificationsSchema = z.object({ unread: z.number().int() });

// GET, PUT /api/notifications/settings: the choices per kind and channel (all on by default).
export const notificationSettingsSchema = z.object({
  email: z.partialRecord(z.enum(emailKinds), z.boolean()),
  push: z.partialRecord(z.enum(pushKinds), z.boolean()),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const notificationSettingsPatchSchema = z
  .object({
    email: z.partialRecord(z.enum(emailKinds), z.boolean()),
    push: z.partialRecord(z.enum(pushKinds), z.boolean()),
  })
  .partial()
  .strict();

// POST /api/notifications/unsubscribe: the e-mail's link, one kind, no sign-in.
export const unsubscribeSchema = z.object({ token: z.string().min(1).max(300) }).strict();
export const unsubscribedSchema = z.object({ kind: z.enum(emailKinds) });

// Web Push: GET /api/push/key, POST and DELETE /api/push/subscriptions
export const pushKeySchema = z.object({ public_key: z.string() });
export const pushSubscriptionSchema = z
  .object({
    // Push services' addresses are ASCII (a unique index holds them: bytes, not characters).
    endpoint: z
      .url({ protocol: /^https?$/ })
      .max(1000, errorCode('too_long'))
      .regex(/^[\x21-\x7e]+$/),
    keys: z.object({
      // A P-256 public key, uncompressed (65 bytes from 0x04), and a 16-byte secret, base64url.
      p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/),
      auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/),
    }),
  })
  .strip();
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().max(1000) }).strict();

// Saved searches: GET, POST /api/saved-searches, DELETE /api/saved-searches/{id}
export const SAVED_SEARCHES_MAX = 20;
/** What a saved search keeps: the list's search and filters, not its sort or page. */
export const savedSearchRequestSchema = browseQuerySchema
  .pick({
    section: true,
    q: true,
    category: true,
    min_price: true,
    max_price: true,
    negotiable: true,
  })
  .strict();
export type SavedSearchRequest = z.input<typeof savedSearchRequestSchema>;
export const savedSearchSchema = z.object({
  id: z.string(),
  section: z.enum(sections),
  q: z.string().nullable(),
  category: z.string().nullable(),
  category_label: z.string().nullable(),
  min_price: z.number().int().nullable(),
  max_price: z.number().int().nullable(),
  negotiable: z.boolean().nullable(),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchesSchema = z.object({ saved_searches: z.array(savedSearchSchema) });

// GET /api/items/{id}/matches: for the owner of a need, the ideas that may answer it; for the
// owner of an idea, the needs it may answer. Best first, at most five.
export const itemMatchesSchema = z.object({ matches: z.array(itemCardSchema) });

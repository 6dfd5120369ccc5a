import type { Notification } from '../schemas/notifications';

type Item = NonNullable<Notification['item']>;

/** The item's public page: where a buyer sees what they bought, a visitor what is public. */
const itemPage = (item: Item) => `/${item.section === 'need' ? 'TheNeed' : 'TheIdea'}/${item.id}`;
/** The owner's page of their item: its offers, its editing. */
const ownerPage = (item: Item) => `/${item.section === 'need' ? 'MyNeed' : 'MyIdea'}/${item.id}`;
/** The item's comments (answers on a need). */
const commentsPage = (item: Item) =>
  `/${item.section === 'need' ? 'answers' : 'comments'}/${item.id}`;

/**
 * The screen of the web app a notification concerns (issue 30), as a path of
 * apps/web/src/config/paths.ts (the web's test checks each against its route builders), or null
 * when there is none left to open (the item was deleted). The list's row, the e-mail's link and
 * the push's click open the same screen.
 * - sale, proceeds released: the transactions, where the seller's money and its hold are
 *   (the item's page shows the seller nothing of the sale);
 * - purchase, dispute: the item's page, where the buyer sees what they bought (and the seller the
 *   idea the dispute is about);
 * - an offer made: the owner's page of the idea, which lists its offers to answer; an offer
 *   accepted, declined or expired: the idea's page, where the offerer's offer and buying are;
 * - withdrawals: the wallet; referral rewards: the invitations;
 * - a comment or an answer: the item's comments (answers on a need);
 * - unread messages: the chat with that member; a match or a saved search's match: the item;
 * - an operator's decision: the owner's page of the item, else My ideas; a comment hidden: the
 *   item's comments, where it was (the item is most often someone else's).
 */
export function notificationTarget(notification: Notification): string | null {
  const { kind, item, ref } = notification;
  switch (kind) {
    case 'sale':
    case 'proceeds_released':
      return '/transactions';
    case 'withdrawal_paid':
    case 'withdrawal_rejected':
      return '/wallet';
    case 'referral_earned':
    case 'referral_released':
      return '/referral-friends';
    case 'messages_unread':
      return ref ? `/chat/${encodeURIComponent(ref)}` : '/chathome';
    case 'offer_made':
      return item ? ownerPage(item) : null;
    case 'operator_decision':
      if (notification.detail === 'comment.hide') return item ? commentsPage(item) : null;
      return item ? ownerPage(item) : '/my-ideas';
    case 'comment':
    case 'answer':
      return item ? commentsPage(item) : null;
    case 'purchase':
    case 'dispute_opened':
    case 'dispute_settled':
    case 'offer_accepted':
    case 'offer_declined':
    case 'offer_expired':
    case 'need_match':
    case 'saved_search_match':
      return item ? itemPage(item) : null;
  }
}

import type { Notification } from '@ideabazaar/shared/schemas/notifications';
import type { TFunction } from 'i18next';
import { isolate, type formatters } from '@/lib/format';

type Format = ReturnType<typeof formatters>;

/** The text's key: the kind, or the kind with its outcome where the outcome changes the words. */
function keyOf(notification: Notification): string {
  const { kind, detail } = notification;
  if (kind === 'dispute_settled' && (detail === 'refunded' || detail === 'released')) {
    return `dispute_settled_${detail}`;
  }
  if (kind === 'operator_decision' && detail === 'item.hide') return 'operator_hid';
  if (kind === 'operator_decision' && detail === 'item.restore') return 'operator_restored';
  return kind;
}

/**
 * One notification's sentence in the reader's language, from its kind and fields: the item's
 * title and the member's name isolated (their own direction), amounts in Toman and counts in the
 * language's digits. A field the server left out reads as a general word ("an item", "a member").
 */
export function notificationText(
  notification: Notification,
  t: TFunction<'notifications'>,
  format: Format,
): string {
  const { item, actor, amount, count } = notification;
  return t(`kinds.${keyOf(notification)}`, {
    item: item ? isolate(item.title) : t('fallback.item'),
    actor: actor ? isolate(format.member(actor)) : t('fallback.actor'),
    amount: amount === null ? t('fallback.amount') : format.money(amount),
    count: count ?? 0,
    value: format.number(count ?? 0),
  });
}

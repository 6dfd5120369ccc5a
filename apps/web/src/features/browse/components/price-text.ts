import type { ItemCard } from '@ideabazaar/shared/schemas/browse';
import type { TFunction } from 'i18next';
import type { formatters } from '@/lib/format';

/** The price (an idea) or budget (a need) in the reader's money format, or 'Negotiable'. */
export function priceText(
  card: Pick<ItemCard, 'price' | 'negotiable'>,
  t: TFunction<'browse'>,
  format: ReturnType<typeof formatters>,
): string | null {
  if (card.price !== null) return format.money(card.price);
  return card.negotiable ? t('card.negotiable') : null;
}

import type { Item } from '@ideabazaar/shared/schemas/items';
import { cardHref } from '@/features/browse/components/ItemFeed';
import { ItemCard } from '@/features/browse/components/ItemCard';
import { ItemMatches } from '@/features/notifications/components/ItemMatches';
import { useClientState } from '@/lib/client-state';

/**
 * For the owner of a published or archived item: the ideas that may answer their need, or the
 * needs their idea may answer, as the list's cards (issue 30). Nothing for anyone else.
 */
export function ItemMatchesSection(props: { item: Item }) {
  const userId = useClientState((state) => state.userId);
  const { item } = props;
  if (!item.is_owner || item.status === 'draft') return null;
  return (
    <ItemMatches
      itemId={item.id}
      section={item.section}
      renderCard={(card) => <ItemCard card={card} href={cardHref(card, userId)} />}
    />
  );
}

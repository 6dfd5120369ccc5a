import type { ItemPatchValues } from '@ideabazaar/shared/schemas/items';
import { checkPriceBounds, type PriceBounds } from '../../lib/money';
import { AppError } from '../../plugins/errors/app-error';
import type { ItemRow } from './items.repository';

/**
 * What an owner's patch changes on the item, or the refusal of a change it may not make: no draft
 * again, a title to publish, a price or 'Negotiable' on a published idea, a need's budget only
 * from its answer, and a listed idea's price within `prices` (IDEA_MIN_PRICE, IDEA_MAX_PRICE) when
 * it moves or the idea is published. Run on the item's locked row, so two patches at once are
 * judged one after the other.
 */
export function changesOf(
  item: ItemRow,
  patch: ItemPatchValues,
  prices: PriceBounds,
): Partial<ItemRow> {
  const next: Partial<ItemRow> = {};
  if (patch.price !== undefined) next.price = patch.price;
  if (patch.negotiable !== undefined) next.negotiable = patch.negotiable;
  if (patch.elevator_text !== undefined) next.elevatorText = patch.elevator_text;
  if (patch.business_text !== undefined) next.businessText = patch.business_text;
  if (patch.status === 'draft' && item.status !== 'draft') {
    throw new AppError('validation_failed', { fields: { status: ['not_a_draft_again'] } });
  }
  if (patch.status !== undefined && patch.status !== item.status) {
    next.status = patch.status;
    if (patch.status === 'published') next.publishedAt = item.publishedAt ?? new Date();
  }
  const merged = { ...item, ...next };
  if (next.status === 'published' && !merged.title) throw new AppError('not_publishable');
  const priceMoved = patch.price !== undefined || patch.negotiable !== undefined;
  // A published idea keeps a price or 'Negotiable': one left with neither would be free.
  if (
    (priceMoved || next.status === 'published') &&
    merged.status === 'published' &&
    merged.section === 'idea' &&
    merged.price === null &&
    !merged.negotiable
  ) {
    throw new AppError('validation_failed', { fields: { price: ['price_required'] } });
  }
  if (item.section === 'need' && (patch.price !== undefined || patch.negotiable !== undefined)) {
    throw new AppError('validation_failed', { fields: { price: ['budget_from_answer'] } });
  }
  const listed = merged.section === 'idea' && !merged.negotiable && merged.price !== null;
  if (listed && (priceMoved || next.status === 'published')) {
    checkPriceBounds(merged.price!, prices, 'price');
  }
  return next;
}

import type { ItemPatchValues } from '@ideabazaar/shared/schemas/items';
import { AppError } from '../../plugins/errors/app-error';
import type { ItemRow } from './items.repository';

/**
 * What an owner's patch changes on the item, or the refusal of a change it may not make: no draft
 * again, a title and (for an idea) a price or 'Negotiable' to publish, a need's budget only from
 * its answer, and a listed idea's price within `prices` (IDEA_MIN_PRICE, IDEA_MAX_PRICE) when it
 * moves or the idea is published.
 */
export function changesOf(
  item: ItemRow,
  patch: ItemPatchValues,
  prices: { min: number; max: number },
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
  if (next.status === 'published') {
    if (!merged.title) throw new AppError('not_publishable');
    if (merged.section === 'idea' && merged.price === null && !merged.negotiable) {
      throw new AppError('validation_failed', { fields: { price: ['price_required'] } });
    }
  }
  if (item.section === 'need' && (patch.price !== undefined || patch.negotiable !== undefined)) {
    throw new AppError('validation_failed', { fields: { price: ['budget_from_answer'] } });
  }
  const { min, max } = prices;
  const listed = merged.section === 'idea' && !merged.negotiable && merged.price !== null;
  const priceMoved = patch.price !== undefined || patch.negotiable !== undefined;
  if (
    listed &&
    (priceMoved || next.status === 'published') &&
    (merged.price! < min || merged.price! > max)
  ) {
    const params = { minimum: min, maximum: max };
    throw new AppError('price_out_of_range', {
      params,
      fields: { price: [{ code: 'price_out_of_range', params }] },
    });
  }
  return next;
}

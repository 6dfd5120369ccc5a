import type { Transaction, Tx } from '../../db/transaction';
import { AppError } from '../../plugins/errors/app-error';
import { createItemsRepository, type ItemRow, type ItemsRepository } from './items.repository';

/** The item, or the 404 a caller gets for an id that names nothing. */
export async function itemOr404(repository: ItemsRepository, id: string): Promise<ItemRow> {
  const item = await repository.byId(id);
  if (!item) throw new AppError('item_not_found');
  return item;
}

/** Authorization first (STYLE.md): the member must own the item. */
export async function ownedItem(
  repository: ItemsRepository,
  id: string,
  memberId: number,
): Promise<ItemRow> {
  const item = await itemOr404(repository, id);
  if (item.ownerId !== memberId) throw new AppError('not_owner');
  return item;
}

/** Whether a member holds a purchase of an idea (the purchases', given by the composition root). */
export interface Buyers {
  hasBought(itemId: string, memberId: number): Promise<boolean>;
}

/**
 * Who may see what (PRODUCT.md section 2). A draft is its owner's alone; private parts of an idea
 * are for its owner and its buyers; needs have no private parts. A buyer keeps seeing an idea
 * they bought after it is archived. `known` is what the caller knows already (a purchase that
 * just committed), so it is not read again.
 */
export async function viewerOf(
  buyers: Buyers,
  item: ItemRow,
  memberId: number | undefined,
  known?: { bought: boolean },
) {
  const isOwner = memberId !== undefined && item.ownerId === memberId;
  const isBuyer =
    memberId !== undefined && !isOwner && item.section === 'idea'
      ? (known?.bought ?? (await buyers.hasBought(item.id, memberId)))
      : false;
  return {
    isOwner,
    isBuyer,
    canSee: isOwner || isBuyer || item.status === 'published',
    seesPrivate: isOwner || isBuyer,
  };
}

/**
 * Runs `work` in one transaction that first locks the item's row, so writes to one item take
 * turns and none lands on an item deleted meanwhile. `within` is the items' queries on that
 * transaction; `found` is false when the item is gone.
 */
export function withItemLocked<T>(
  transaction: Transaction,
  id: string,
  work: (within: ItemsRepository, item: ItemRow, tx: Tx) => Promise<T>,
): Promise<{ found: true; result: T } | { found: false }> {
  return transaction(async (tx) => {
    const within = createItemsRepository(tx);
    const row = await within.lock(id);
    if (!row) return { found: false as const };
    return { found: true as const, result: await work(within, row, tx) };
  });
}

import { maskContacts } from '@ideabazaar/shared/contact/mask';
import type { ErrorCode } from '@ideabazaar/shared/errors/codes';
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

/**
 * Whether a member may buy an item, as the one purchase rule decides it (`purchase_terms` in
 * sql/, run again by the purchase itself): `bought` when they hold a purchase of it, else the
 * refusal's error code or null with the price they would pay before a voucher.
 */
export interface PurchaseTerms {
  bought: boolean;
  refusal: ErrorCode | null;
  price: number | null;
}

/** The purchases' side of an item (the purchases module's, given by the composition root). */
export interface Buyers {
  hasBought(itemId: string, memberId: number): Promise<boolean>;
  terms(itemId: string, memberId: number): Promise<PurchaseTerms>;
}

/** Who runs the marketplace (the members module's, given by the composition root). */
export interface Operators {
  isOperator(memberId: number): Promise<boolean>;
}

/** What decides who sees an item: its purchases, and who the operators are. */
export interface Viewers {
  buyers: Buyers;
  operators: Operators;
}

/**
 * An item that left the lists and pages (issue 29): an operator hid it, or its owner is blocked.
 * Only operators see it, and its owner while they are not blocked.
 */
export const moderated = (item: ItemRow) => item.hiddenAt !== null || item.ownerBlocked;

/** A visitor may buy nothing before signing in. */
const VISITOR_TERMS: PurchaseTerms = { bought: false, refusal: 'unauthenticated', price: null };

/**
 * Who may see what (PRODUCT.md section 2). A draft is its owner's alone; private parts of an idea
 * are for its owner and its buyers; needs have no private parts. A buyer keeps seeing an idea
 * they bought after it is archived. `known` is what the caller knows already (a purchase that
 * just committed), so it is not read again. `terms` says whether the viewer may buy it. An item
 * an operator hid, or whose owner is blocked, is its owner's (unless blocked) and the operators'
 * alone: its buyers no longer see it, and no one may buy it (`purchase_terms`).
 */
export async function viewerOf(
  { buyers, operators }: Viewers,
  item: ItemRow,
  memberId: number | undefined,
  known?: { bought: boolean; terms?: PurchaseTerms },
) {
  const isOwner = memberId !== undefined && item.ownerId === memberId;
  const terms: PurchaseTerms =
    memberId === undefined
      ? VISITOR_TERMS
      : (known?.terms ??
        (known?.bought
          ? { bought: true, refusal: 'already_bought', price: null }
          : await buyers.terms(item.id, memberId)));
  const isBuyer = terms.bought;
  const hidden = moderated(item);
  // Asked only of an item that left the lists: every other view costs no more than before.
  const isOperator = hidden && memberId !== undefined && (await operators.isOperator(memberId));
  return {
    isOwner,
    isBuyer,
    isOperator,
    terms,
    canSee: hidden
      ? isOperator || (isOwner && !item.ownerBlocked)
      : isOwner || isBuyer || item.status === 'published',
    seesPrivate: isOwner || isBuyer,
  };
}

/**
 * How a viewer reads an idea's public text (issue 31): its owner, its buyers and the operators as
 * written; anyone else with its phone numbers, e-mail addresses and messenger handles masked, so
 * that they cannot meet its creator without the purchase. A need's text is everyone's as written
 * (seed section 6). `open` is asked only when something would be masked: most texts have no
 * contact in them, and most viewers are then spared the look-up.
 */
export function contactMasker(
  section: ItemRow['section'],
  open: () => boolean | Promise<boolean>,
): (text: string) => Promise<string> {
  if (section !== 'idea') return (text) => Promise.resolve(text);
  let asked: Promise<boolean> | undefined;
  return async (text) => {
    const masked = maskContacts(text);
    if (masked.masked === 0) return text;
    asked ??= Promise.resolve(open());
    return (await asked) ? text : masked.text;
  };
}

/** Whether this member reads an idea's contact details as written: owner, buyer or operator. */
export async function readsContacts(
  { buyers, operators }: Viewers,
  item: Pick<ItemRow, 'id' | 'ownerId'>,
  memberId: number | undefined,
): Promise<boolean> {
  if (memberId === undefined) return false;
  if (item.ownerId === memberId) return true;
  return (await buyers.hasBought(item.id, memberId)) || (await operators.isOperator(memberId));
}

/**
 * The certificates of authorship's port (issue 31): every write to an item's content calls it in
 * its transaction, under the item's lock; it writes a version when a published idea changed.
 */
export interface ItemVersions {
  record(tx: Tx, itemId: string): Promise<unknown>;
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

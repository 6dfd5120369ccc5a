import type { Offer } from '@ideabazaar/shared/schemas/wallet';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/transaction';
import { AppError } from '../../plugins/errors/app-error';
import type { ItemsService } from '../items/items.service';
import type { MembersService } from '../members/members.service';
import { checkPriceBounds, refsOf, type PriceBounds } from '../../lib/money';
import { createOffersRepository, type OfferRow, type OffersRepository } from './offers.repository';

/** An accepted offer can be bought this long (PRODUCT.md section 5). */
export const OFFER_DAYS = 7;

/**
 * Offers on negotiable ideas (PRODUCT.md section 5): a member offers an amount, the owner accepts
 * or declines; the accepted amount is paid through the ordinary purchase within seven days.
 */
export function createOffersService(options: {
  repository: OffersRepository;
  transaction: Transaction;
  items: ItemsService;
  members: MembersService;
  /** An offer is a price for the idea: within the same bounds (IDEA_MIN_PRICE, IDEA_MAX_PRICE). */
  prices: PriceBounds;
}) {
  const { repository, transaction, items, members } = options;

  async function toOffers(rows: OfferRow[]): Promise<Offer[]> {
    const ref = await refsOf(
      members.publicNames,
      rows.map((row) => row.buyerId),
    );
    const now = Date.now();
    return rows.map((row) => ({
      id: row.id,
      item_id: row.itemId,
      buyer: ref(row.buyerId),
      amount: row.amount,
      message: row.message,
      status:
        row.status === 'accepted' && row.expiresAt && row.expiresAt.getTime() <= now
          ? 'expired'
          : row.status,
      created_at: row.createdAt.toISOString(),
      decided_at: row.decidedAt?.toISOString() ?? null,
      expires_at: row.expiresAt?.toISOString() ?? null,
    }));
  }

  /** The offer, for its idea's owner only. */
  async function ownersOffer(memberId: number, id: string) {
    const offer = await repository.offerById(id);
    if (!offer) throw new AppError('offer_not_found');
    const item = await items.row(offer.itemId);
    if (item.ownerId !== memberId) {
      if (offer.buyerId === memberId) throw new AppError('offer_owner_only');
      throw new AppError('offer_not_found');
    }
    return offer;
  }

  return {
    /**
     * Expires accepted offers whose seven days passed unbought, a batch at a time (the
     * notifications' jobs): each tells its member once. Safe with several processes.
     */
    expireDue: (limit: number) => repository.expireDue(limit),

    async make(input: { itemId: string; memberId: number; amount: number; message: string }) {
      const { item, viewer } = await items.access({
        itemId: input.itemId,
        memberId: input.memberId,
      });
      // An offer is for who may buy the idea once an offer is accepted: the purchase's own rule.
      const { refusal } = viewer.terms;
      if (refusal === 'own_item_purchase') throw new AppError('offer_own_item');
      if (refusal === 'need_not_for_sale' || !item.negotiable) {
        throw new AppError('offer_not_negotiable');
      }
      if (refusal === null) throw new AppError('offer_open_exists');
      if (refusal !== 'offer_required') throw new AppError(refusal);
      checkPriceBounds(input.amount, options.prices, 'amount');
      await repository.expireOffers(item.id, input.memberId);
      const row = await repository.insertOffer({
        itemId: item.id,
        buyerId: input.memberId,
        amount: input.amount,
        message: input.message,
      });
      if (!row) throw new AppError('offer_open_exists');
      return (await toOffers([row]))[0]!;
    },

    /** The owner sees every offer on the idea; another member sees their own. */
    async list(itemId: string, memberId: number) {
      const { item } = await items.access({ itemId, memberId });
      const rows = await repository.offersOn(
        item.id,
        item.ownerId === memberId ? undefined : memberId,
      );
      return { offers: await toOffers(rows) };
    },

    async answer(memberId: number, id: string, outcome: 'accepted' | 'declined') {
      const offer = await ownersOffer(memberId, id);
      const row = await transaction((tx) =>
        createOffersRepository(tx).moveOffer(offer.id, ['pending'], {
          status: outcome,
          decidedAt: sql`now()`,
          ...(outcome === 'accepted'
            ? { expiresAt: sql`now() + make_interval(days => ${OFFER_DAYS})` }
            : {}),
        }),
      );
      if (!row) throw new AppError('offer_not_pending');
      return (await toOffers([row]))[0]!;
    },

    /** The member takes back their offer, pending or accepted and not yet bought. */
    async withdraw(memberId: number, id: string) {
      const offer = await repository.offerById(id);
      if (!offer || offer.buyerId !== memberId) throw new AppError('offer_not_found');
      const row = await repository.moveOffer(offer.id, ['pending', 'accepted'], {
        status: 'withdrawn',
        decidedAt: sql`now()`,
      });
      if (!row) throw new AppError('offer_not_pending');
      return (await toOffers([row]))[0]!;
    },
  };
}
export type OffersService = ReturnType<typeof createOffersService>;

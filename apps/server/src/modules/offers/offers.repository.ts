import type { OfferStatus } from '@ideabazaar/shared/schemas/wallet';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { first, type Settable } from '../../db/rows';
import type { Executor } from '../../db/transaction';
import { offers } from './offers.schema';

export type OfferRow = typeof offers.$inferSelect;

/** Offers on negotiable ideas. */
export function createOffersRepository(db: Executor) {
  return {
    insertOffer: (values: typeof offers.$inferInsert) =>
      first(db.insert(offers).values(values).onConflictDoNothing().returning()),
    offerById: (id: string) => first(db.select().from(offers).where(eq(offers.id, id)).limit(1)),
    offersOn: (itemId: string, buyerId?: number) =>
      db
        .select()
        .from(offers)
        .where(
          and(
            eq(offers.itemId, itemId),
            buyerId === undefined ? undefined : eq(offers.buyerId, buyerId),
          ),
        )
        .orderBy(desc(offers.createdAt))
        .limit(200),
    /** Moves an offer from one of `from` to `values.status`; undefined when it was not in them. */
    moveOffer: (
      id: string,
      from: OfferStatus[],
      values: Settable<typeof offers.$inferInsert> & { status: OfferStatus },
    ) =>
      first(
        db
          .update(offers)
          .set(values)
          .where(and(eq(offers.id, id), inArray(offers.status, from)))
          .returning(),
      ),
    /**
     * Marks accepted offers whose seven days passed expired, at most `limit` (the expiry job):
     * rows another process holds are skipped, and an offer moves once (its trigger tells its
     * member, sql/notify_offer.sql). The number moved.
     */
    async expireDue(limit: number): Promise<number> {
      const due = db
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.status, 'accepted'), sql`${offers.expiresAt} <= now()`))
        .orderBy(offers.expiresAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      const moved = await db
        .update(offers)
        .set({ status: 'expired' })
        .where(and(inArray(offers.id, due), eq(offers.status, 'accepted')))
        .returning({ id: offers.id });
      return moved.length;
    },
    /** Marks the member's accepted offers on the idea whose seven days have passed expired. */
    async expireOffers(itemId: string, buyerId: number) {
      await db
        .update(offers)
        .set({ status: 'expired' })
        .where(
          and(
            eq(offers.itemId, itemId),
            eq(offers.buyerId, buyerId),
            eq(offers.status, 'accepted'),
            sql`${offers.expiresAt} <= now()`,
          ),
        );
    },
  };
}
export type OffersRepository = ReturnType<typeof createOffersRepository>;

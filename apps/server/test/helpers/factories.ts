import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { searchForm } from '@ideabazaar/shared/persian/search';
import type { Database } from '../../src/db/client';
import { items, itemViews, purchases, users } from '../../src/db/schema';

let counter = 0;

/** A member straight in the database, for tests that are not about signing in. */
export async function createMember(
  db: Database,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<typeof users.$inferSelect> {
  counter += 1;
  const [row] = await db
    .insert(users)
    .values({
      email: `member${counter}.${randomBytes(3).toString('hex')}@example.com`,
      referralCode: randomBytes(6).toString('hex').toUpperCase().slice(0, 8),
      ...values,
    })
    .returning();
  if (!row) throw new Error('no member');
  return row;
}

/** A published item (unless told otherwise) with its search text made as the app makes it. */
export async function createItem(
  db: Database,
  values: Partial<typeof items.$inferInsert> & { ownerId: number },
): Promise<typeof items.$inferSelect> {
  const title = values.title ?? `Item ${++counter}`;
  const [row] = await db
    .insert(items)
    .values({
      section: 'idea',
      status: 'published',
      publishedAt: new Date(),
      ...values,
      title,
      searchText: searchForm([title, values.summary ?? '', values.elevatorText ?? ''].join(' ')),
    })
    .returning();
  if (!row) throw new Error('no item');
  return row;
}

/** A purchase as the wallet will record it, for tests of what buyers may see and do. */
export async function createPurchase(db: Database, itemId: string, buyerId: number, price = 0) {
  const [item] = await db
    .select({ ownerId: items.ownerId })
    .from(items)
    .where(eq(items.id, itemId));
  if (!item?.ownerId) throw new Error('a purchase needs an owned item');
  // Settled and outside the ledger: a fact for tests of access, not a sale the wallet made.
  await db
    .insert(purchases)
    .values({ itemId, buyerId, sellerId: item.ownerId, price, hold: 'released' });
}

/** Deletes every item that nothing refers to, for a list test that starts from none. */
export async function deleteItems(db: Database) {
  await db.delete(items);
}

/** Sets a member's columns straight in the database (a verified mobile, say). */
export async function updateMember(
  db: Database,
  id: number,
  values: Partial<typeof users.$inferInsert>,
) {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** `count` views of an item on a (Tehran) day, each by a viewer of its own, as history. */
export async function createViews(db: Database, itemId: string, day: string, count: number) {
  if (count === 0) return;
  await db
    .insert(itemViews)
    .values(
      Array.from({ length: count }, (_, index) => ({ itemId, day, viewer: `past-${index}` })),
    );
}

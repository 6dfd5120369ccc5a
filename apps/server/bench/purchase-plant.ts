// The purchase benches' members and ideas (purchase.bench.ts, pgbench-purchase.ts).
import type { App } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { items, users } from '../src/db/schema';

export const PLANTED = { BUYERS: 50, SELLERS: 5, PRICE: 10_000 } as const;

/** Buyers funded through the deposit flow (the dev gateway), sellers with an idea per purchase. */
export async function plant(
  app: App,
  handle: DatabaseHandle,
  ideasPerSeller: number,
  /** Each buyer's money is enough for this many purchases (every idea, unless set). */
  purchasesPerBuyer?: number,
) {
  const member = async (index: number) => {
    const [row] = await handle.db
      .insert(users)
      .values({ email: `bench${index}@example.com`, referralCode: `BENCH${index}X` })
      .returning();
    return { id: row!.id, token: await app.services.tokens.issue(row!.id) };
  };
  const sellers = await Promise.all(Array.from({ length: PLANTED.SELLERS }, (_, i) => member(i)));
  const buyers = await Promise.all(
    Array.from({ length: PLANTED.BUYERS }, (_, i) => member(PLANTED.SELLERS + i)),
  );
  const ideas: string[] = [];
  // In chunks: one statement binds at most 65,535 parameters (seven per idea).
  const CHUNK = 5000;
  for (const seller of sellers) {
    for (let start = 0; start < ideasPerSeller; start += CHUNK) {
      const rows = await handle.db
        .insert(items)
        .values(
          Array.from({ length: Math.min(CHUNK, ideasPerSeller - start) }, (_, k) => {
            const i = start + k;
            return {
              section: 'idea' as const,
              status: 'published' as const,
              ownerId: seller.id,
              title: `Bench idea ${seller.id}-${i}`,
              searchText: `bench idea ${i}`,
              price: PLANTED.PRICE,
              publishedAt: new Date(),
            };
          }),
        )
        .returning({ id: items.id });
      ideas.push(...rows.map((row) => row.id));
    }
  }
  for (const buyer of buyers) {
    const auth = { authorization: `Bearer ${buyer.token}` };
    const start = await app.inject({
      method: 'POST',
      url: '/api/wallet/deposit',
      headers: auth,
      payload: { amount: PLANTED.PRICE * (purchasesPerBuyer ?? ideas.length) },
    });
    const pay = new URL(start.json().payment_url as string);
    const paid = await app.inject({ method: 'POST', url: `${pay.pathname}/pay` });
    const back = new URL(paid.headers.location as string, 'http://app');
    const credited = await app.inject({ url: `${back.pathname}${back.search}` });
    if (!String(credited.headers.location).includes('deposit=ok')) throw new Error('not funded');
  }
  // Ideas in a shuffled order, the same for every buyer: purchases spread over the sellers.
  return { buyers, ideas: ideas.toSorted(() => Math.random() - 0.5) };
}

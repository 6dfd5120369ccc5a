import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import { rowsOf } from '../../src/db/rows';
import { comments, purchases } from '../../src/db/schema';
import { createMemoryRateLimiter } from '../../src/plugins/rate-limit/memory-rate-limiter';
import { testConfig, type TestApp } from './app';
import { createItem } from './factories';
import { signedInMember, type SignedIn } from './members';
import { bearer } from './sign-in';
import { expectLedgerSound, fund } from './wallet';

const WRITERS = 4;
const IDEAS_EACH = 15;
const PRICE = 10_000;
const FUNDS = PRICE * IDEAS_EACH;

/** The server's settings for a burst of writes: no hourly cap on one member's comments. */
export const burstConfig = { rateLimitComments: 100_000 };

/** This process's app on an open database (the caller closes the database). */
export async function appOn(db: DatabaseHandle, dataDir: string): Promise<TestApp> {
  const rateLimiter = createMemoryRateLimiter();
  const config = testConfig({ dataDir, ...burstConfig });
  const app = await buildApp({ config, db, rateLimiter, devConsole: { write: () => {} } });
  return {
    app,
    db,
    config,
    rateLimiter,
    close: async () => {
      await app.close();
      await rateLimiter.close();
    },
  };
}

interface Writer {
  buyer: SignedIn;
  ideas: string[];
}

/** What the server answered 2xx for, and when the answer came (performance.now()). */
export interface Acknowledged {
  kind: 'comment' | 'purchase';
  id: string;
  itemId: string;
  at: number;
}

/** Buyers with money and ideas for sale, one buyer per writer. */
export async function prepareWriters(t: TestApp): Promise<Writer[]> {
  const seller = await signedInMember(t);
  const writers: Writer[] = [];
  for (let index = 0; index < WRITERS; index += 1) {
    const buyer = await signedInMember(t);
    await fund(t, buyer.token, FUNDS);
    const ideas: string[] = [];
    for (let n = 0; n < IDEAS_EACH; n += 1) {
      ideas.push((await createItem(t.db.db, { ownerId: seller.id, price: PRICE })).id);
    }
    writers.push({ buyer, ideas });
  }
  return writers;
}

/**
 * Writers that buy their ideas one by one and comment after each, as members do through the
 * API, until `stop()` says so; resolves with every write answered 2xx.
 */
export async function writeUntil(
  t: TestApp,
  writers: Writer[],
  stop: () => boolean,
): Promise<Acknowledged[]> {
  const acknowledged: Acknowledged[] = [];
  const write = async ({ buyer, ideas }: Writer) => {
    for (let n = 0; !stop(); n += 1) {
      const itemId = ideas[n % ideas.length]!;
      if (n < ideas.length) {
        const bought = await t.app.inject({
          method: 'POST',
          url: `/api/items/${itemId}/purchase`,
          headers: { ...bearer(buyer.token), 'idempotency-key': randomUUID() },
          payload: { expected_price: PRICE },
        });
        expect(bought.statusCode, bought.body).toBe(201);
        const id = bought.json().purchase.id as string;
        acknowledged.push({ kind: 'purchase', id, itemId, at: performance.now() });
      }
      const commented = await t.app.inject({
        method: 'POST',
        url: `/api/items/${itemId}/comments`,
        headers: bearer(buyer.token),
        payload: { body: `comment ${n} of ${buyer.id}` },
      });
      expect(commented.statusCode, commented.body).toBe(201);
      const id = commented.json().id as string;
      acknowledged.push({ kind: 'comment', id, itemId, at: performance.now() });
    }
  };
  await Promise.all(writers.map(write));
  return acknowledged;
}

/**
 * On a restored database: every write acknowledged before `cutoff` is there, and what is there
 * is whole: each purchase with its ledger transactions and the buyer's balance to match, each
 * item's comment count equal to its comments, the ledger sound.
 */
export async function expectRestored(
  t: TestApp,
  writers: Writer[],
  acknowledged: Acknowledged[],
  cutoff: number,
) {
  const db = t.db.db;
  const before = acknowledged.filter((write) => write.at < cutoff);
  expect(before.length).toBeGreaterThan(0);
  const ids = (kind: Acknowledged['kind']) =>
    before.filter((write) => write.kind === kind).map((write) => write.id);
  const commentIds = new Set(
    (await db.select({ id: comments.id }).from(comments)).map((row) => row.id),
  );
  expect(ids('comment').filter((id) => !commentIds.has(id))).toEqual([]);
  const present = await db
    .select({ id: purchases.id, buyerId: purchases.buyerId })
    .from(purchases)
    .where(
      inArray(
        purchases.buyerId,
        writers.map((writer) => writer.buyer.id),
      ),
    );
  const purchaseIds = new Set(present.map((row) => row.id));
  expect(ids('purchase').filter((id) => !purchaseIds.has(id))).toEqual([]);

  for (const purchase of present) {
    const kinds = await t.app.services.ledger.transactionsFor(purchase.id);
    expect(kinds.map((row) => row.kind).sort(), purchase.id).toEqual(['commission', 'purchase']);
  }
  for (const { buyer } of writers) {
    const bought = present.filter((row) => row.buyerId === buyer.id).length;
    const wallet = (
      await t.app.inject({ url: '/api/wallet', headers: bearer(buyer.token) })
    ).json();
    expect(wallet.available).toBe(FUNDS - bought * PRICE);
  }
  const counts = rowsOf<{ id: string; counted: number; actual: number }>(
    await db.execute(sql`
      select i.id, i.comment_count as counted,
        (select count(*)::int from comments c where c.item_id = i.id) as actual
      from items i where i.id in ${writers.flatMap((writer) => writer.ideas)}`),
  );
  expect(counts.filter((row) => row.counted !== row.actual)).toEqual([]);
  await expectLedgerSound(t);
}

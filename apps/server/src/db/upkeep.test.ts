import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { createItem, createMember } from '../../test/helpers/factories';
import { createItemsRepository } from '../modules/items/items.repository';
import { items } from './schema';
import { rowsOf } from './rows';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('what writes cost the database', () => {
  it('moves a comment count without touching any item index, but not a view count', async () => {
    const { db } = database.handle;
    const owner = await createMember(db);
    const item = await createItem(db, { ownerId: owner.id });
    // The session's own counters move at once (the statistics views lag behind them).
    type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];
    const counts = async (tx: Tx) =>
      rowsOf<{ hot: number; all: number }>(
        await tx.execute(sql`select
          pg_stat_get_xact_tuples_hot_updated('items'::regclass)::int as hot,
          pg_stat_get_xact_tuples_updated('items'::regclass)::int as all`),
      )[0]!;
    const heapOnly = (update: (tx: Tx) => Promise<unknown>) =>
      db.transaction(async (tx) => {
        const before = await counts(tx);
        await update(tx);
        const after = await counts(tx);
        return { hot: after.hot - before.hot, all: after.all - before.all };
      });
    expect(await heapOnly((tx) => createItemsRepository(tx).addToCommentCount(item.id, 1))).toEqual(
      { hot: 1, all: 1 },
    );
    expect(
      await heapOnly((tx) =>
        tx
          .update(items)
          .set({ viewCount: sql`${items.viewCount} + 1` })
          .where(sql`${items.id} = ${item.id}`),
      ),
    ).toEqual({ hot: 0, all: 1 });
  });

  it.skipIf(database?.handle.driver === 'postgres' || process.env.DATABASE_URL)(
    'analyses and vacuums PGlite’s tables once enough of them changed, then checkpoints',
    async () => {
      const { db } = database.handle;
      const owner = await createMember(db);
      for (let i = 0; i < 300; i += 1)
        await createItem(db, { ownerId: owner.id, title: `Bulk ${i}` });
      await db.execute(sql`delete from ${items} where ${items.title} like 'Bulk 1%'`);
      // The statistics reach the shared views a second after the writes, as on PostgreSQL.
      await sleep(1100);
      await db.execute(sql`select 1`);
      const done = await database.handle.upkeep();
      expect(done).toContain('public.items');
      const [stats] = rowsOf<{ analysed: boolean; vacuumed: boolean; dead: number }>(
        await db.execute(sql`select last_analyze is not null as analysed,
          last_vacuum is not null as vacuumed, n_dead_tup::int as dead
          from pg_stat_user_tables where relname = 'items'`),
      );
      expect(stats).toEqual({ analysed: true, vacuumed: true, dead: 0 });
      // Nothing moved since: nothing to do.
      await sleep(1100);
      expect(await database.handle.upkeep()).not.toContain('public.items');
    },
  );
});

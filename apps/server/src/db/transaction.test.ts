import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { MAX_ATTEMPTS, sqlStateOf, transactionsOn, type Executor, type Tx } from './transaction';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.handle.db.execute(sql`create table tx_probe (n int not null)`);
});
afterAll(() => database.dispose());
beforeEach(async () => {
  await database.handle.db.execute(sql`delete from tx_probe`);
});

// PGlite and node-postgres both answer a raw query with `{ rows }`.
const probeCount = async (on: Executor = database.handle.db) => {
  const result = (await on.execute(sql`select count(*)::int as n from tx_probe`)) as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n;
};
const insertProbe = (tx: Tx, n: number) => tx.execute(sql`insert into tx_probe values (${n})`);
// The database itself reports the failure, with its SQLSTATE, as when it loses a race.
const failWith = (tx: Tx, condition: 'serialization_failure' | 'unique_violation') =>
  tx.execute(sql.raw(`do $$ begin raise exception 'probe' using errcode = '${condition}'; end $$`));

/** Resolves once `parties` callers are waiting on it. */
function barrier(parties: number) {
  let waiting = 0;
  let release!: () => void;
  const all = new Promise<void>((resolve) => (release = resolve));
  return () => {
    waiting += 1;
    if (waiting === parties) release();
    return all;
  };
}

describe('transactions', () => {
  it('run again, whole, when the database reports a serialization failure', async () => {
    const transaction = transactionsOn(database.handle.db);
    let attempts = 0;
    const result = await transaction(async (tx) => {
      attempts += 1;
      await insertProbe(tx, attempts);
      if (attempts === 1) await failWith(tx, 'serialization_failure');
      return attempts;
    });
    expect(result).toBe(2);
    // The first attempt's insert was rolled back with it.
    expect(await probeCount()).toBe(1);
  });

  it('give up after a bounded number of attempts, with the database error', async () => {
    const retried: number[] = [];
    const transaction = transactionsOn(database.handle.db, {
      onRetry: (_error, attempt) => retried.push(attempt),
    });
    let attempts = 0;
    const failure = await transaction(async (tx) => {
      attempts += 1;
      await failWith(tx, 'serialization_failure');
    }).catch((error: unknown) => error);
    expect(sqlStateOf(failure)).toBe('40001');
    expect(attempts).toBe(MAX_ATTEMPTS);
    expect(retried).toEqual(Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => i + 1));
  });

  it('never retry another error, from the database or from the work', async () => {
    const transaction = transactionsOn(database.handle.db);
    let attempts = 0;
    const failure = await transaction(async (tx) => {
      attempts += 1;
      await insertProbe(tx, 1);
      await failWith(tx, 'unique_violation');
    }).catch((error: unknown) => error);
    expect(sqlStateOf(failure)).toBe('23505');
    expect(attempts).toBe(1);

    const refusal = new Error('not allowed');
    await expect(
      transaction(async () => {
        attempts += 1;
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(attempts).toBe(2);
    expect(await probeCount()).toBe(0);
  });

  // PGlite runs one transaction at a time, so only PostgreSQL can make two of them collide.
  it.runIf(inject('testDatabase').kind === 'postgres')(
    'retry the loser of two concurrent serializable transactions until both commit',
    async () => {
      const transaction = transactionsOn(database.handle.db);
      const bothRead = barrier(2);
      const attempts = [0, 0];
      // Each counts the rows and adds one: run side by side, each misses the other's row (a
      // write skew), which SERIALIZABLE refuses for one of them with SQLSTATE 40001.
      const countAndAdd = (who: 0 | 1) =>
        transaction(
          async (tx) => {
            attempts[who] = (attempts[who] ?? 0) + 1;
            const seen = await probeCount(tx);
            if (attempts[who] === 1) await bothRead();
            await insertProbe(tx, who);
            return seen;
          },
          { isolationLevel: 'serializable' },
        );
      const seen = await Promise.all([countAndAdd(0), countAndAdd(1)]);
      expect(attempts[0]! + attempts[1]!).toBe(3);
      // The one that ran again saw the other's committed row.
      expect(seen.toSorted()).toEqual([0, 1]);
      expect(await probeCount()).toBe(2);
    },
  );
});

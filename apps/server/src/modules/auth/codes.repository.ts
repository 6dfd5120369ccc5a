import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authCodes, authFailures } from '../../db/schema';

export type Channel = 'email' | 'mobile';
export type AuthCode = typeof authCodes.$inferSelect;

export const MAX_ATTEMPTS = 5;

export function createCodesRepository(db: Database) {
  return {
    /** Runs `work` holding a lock on one address, so two sends cannot both pass the 60 s rule. */
    withAddressLock<T>(channel: Channel, address: string, work: (tx: Database) => Promise<T>) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${channel}:${address}`}))`);
        return work(tx as unknown as Database);
      });
    },

    async latest(channel: Channel, address: string, tx: Database = db) {
      const [row] = await tx
        .select({
          code: authCodes,
          ageMs: sql<number>`(extract(epoch from (now() - ${authCodes.createdAt})) * 1000)::float8`,
        })
        .from(authCodes)
        .where(and(eq(authCodes.channel, channel), eq(authCodes.address, address)))
        .orderBy(desc(authCodes.createdAt))
        .limit(1);
      return row;
    },

    /** A new code replaces every earlier one of the address. */
    async insert(
      tx: Database,
      values: Omit<typeof authCodes.$inferInsert, 'expiresAt'> & { validMinutes: number },
    ) {
      const { validMinutes, ...code } = values;
      await tx
        .update(authCodes)
        .set({ consumedAt: sql`now()` })
        .where(
          and(
            eq(authCodes.channel, code.channel),
            eq(authCodes.address, code.address),
            isNull(authCodes.consumedAt),
          ),
        );
      await tx.insert(authCodes).values({
        ...code,
        expiresAt: sql`now() + make_interval(mins => ${validMinutes})`,
      });
    },

    /** The code still usable now: not consumed, not expired, fewer than five wrong tries. */
    async usable(channel: Channel, address: string): Promise<AuthCode | undefined> {
      const [row] = await db
        .select()
        .from(authCodes)
        .where(
          and(
            eq(authCodes.channel, channel),
            eq(authCodes.address, address),
            isNull(authCodes.consumedAt),
            gt(authCodes.expiresAt, sql`now()`),
            lt(authCodes.attempts, MAX_ATTEMPTS),
          ),
        )
        .orderBy(desc(authCodes.createdAt))
        .limit(1);
      return row;
    },

    async countWrongTry(id: string): Promise<void> {
      await db
        .update(authCodes)
        .set({ attempts: sql`least(${authCodes.attempts} + 1, ${MAX_ATTEMPTS})` })
        .where(eq(authCodes.id, id));
    },

    /** Marks the code used; false when another request used it (or it lapsed) first. */
    async consume(id: string): Promise<boolean> {
      const rows = await db
        .update(authCodes)
        .set({ consumedAt: sql`now()` })
        .where(
          and(
            eq(authCodes.id, id),
            isNull(authCodes.consumedAt),
            gt(authCodes.expiresAt, sql`now()`),
            lt(authCodes.attempts, MAX_ATTEMPTS),
          ),
        )
        .returning({ id: authCodes.id });
      return rows.length === 1;
    },

    async recordFailure(channel: Channel, address: string): Promise<void> {
      await db.insert(authFailures).values({ channel, address });
    },

    async failuresInLastHour(channel: Channel, address: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(authFailures)
        .where(
          and(
            eq(authFailures.channel, channel),
            eq(authFailures.address, address),
            gt(authFailures.createdAt, sql`now() - interval '1 hour'`),
          ),
        );
      return row?.n ?? 0;
    },
  };
}
export type CodesRepository = ReturnType<typeof createCodesRepository>;

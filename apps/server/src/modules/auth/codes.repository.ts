import {
  and,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  max,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { authCodes, authFailures } from './auth.schema';

export type Channel = 'email' | 'mobile';
export type AuthCode = typeof authCodes.$inferSelect;

/**
 * Whom a code is for: signing in, in the one browser that asked for it (`memberId` null, the hash
 * of that browser's binding), or proving an e-mail address for a member who is signed in
 * already (`memberId`). The two never stand in for each other.
 */
export interface CodeTarget {
  channel: Channel;
  address: string;
  memberId: number | null;
  bindingHash: string | null;
}

export const MAX_ATTEMPTS = 5;

/** A code just stored, and the earlier codes it replaced. */
export interface IssuedCode {
  id: string;
  replaced: string[];
}

const forTarget = (target: CodeTarget): SQL | undefined =>
  and(
    eq(authCodes.channel, target.channel),
    eq(authCodes.address, target.address),
    target.memberId === null
      ? and(isNull(authCodes.memberId), eq(authCodes.bindingHash, target.bindingHash ?? ''))
      : eq(authCodes.memberId, target.memberId),
  );

/**
 * The codes' queries, on the database or on a transaction of the codes service. The address
 * lock, the 60 s rule and the try limits only hold together inside one transaction.
 */
export function createCodesRepository(db: Executor) {
  return {
    /**
     * Holds a lock on one address until the transaction ends, so two sends cannot both pass
     * the 60 s rule and two tries cannot both pass the try limits.
     */
    async lockAddress(channel: Channel, address: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${channel}:${address}`}))`);
    },

    /**
     * The newest code sent to the address for this purpose: one sign-in message a minute, and
     * one proof message a minute, so proving an address never delays signing in with it.
     */
    async latest(target: CodeTarget) {
      const [row] = await db
        .select({
          code: authCodes,
          ageMs: sql<number>`(extract(epoch from (now() - ${authCodes.createdAt})) * 1000)::float8`,
        })
        .from(authCodes)
        .where(forTarget(target))
        .orderBy(desc(authCodes.createdAt))
        .limit(1);
      return row;
    },

    /**
     * A new code replaces every earlier one of the same address and purpose. Returns its id and
     * the ids of the codes it replaced, which `withdraw` gives back.
     */
    async insert(
      values: Omit<typeof authCodes.$inferInsert, 'expiresAt'> & { validMinutes: number },
    ): Promise<IssuedCode> {
      const { validMinutes, ...code } = values;
      const replaced = await db
        .update(authCodes)
        .set({ consumedAt: sql`now()` })
        .where(
          and(
            forTarget({
              channel: code.channel as Channel,
              address: code.address,
              memberId: code.memberId ?? null,
              bindingHash: code.bindingHash ?? null,
            }),
            isNull(authCodes.consumedAt),
          ),
        )
        .returning({ id: authCodes.id });
      const [row] = await db
        .insert(authCodes)
        .values({ ...code, expiresAt: sql`now() + make_interval(mins => ${validMinutes})` })
        .returning({ id: authCodes.id });
      if (!row) throw new Error('insert into auth_codes returned no row');
      return { id: row.id, replaced: replaced.map((earlier) => earlier.id) };
    },

    /** Undoes `insert`: the code is gone, and the codes it replaced are live again. */
    async withdraw(issued: IssuedCode): Promise<void> {
      await db.delete(authCodes).where(eq(authCodes.id, issued.id));
      if (issued.replaced.length === 0) return;
      await db
        .update(authCodes)
        .set({ consumedAt: null })
        .where(inArray(authCodes.id, issued.replaced));
    },

    /** The code still usable now: not consumed, not expired, fewer than five wrong tries. */
    async usable(target: CodeTarget): Promise<AuthCode | undefined> {
      const [row] = await db
        .select()
        .from(authCodes)
        .where(
          and(
            forTarget(target),
            isNull(authCodes.consumedAt),
            gt(authCodes.expiresAt, sql`now()`),
            lt(authCodes.attempts, MAX_ATTEMPTS),
          ),
        )
        .orderBy(desc(authCodes.createdAt))
        .limit(1);
      return row;
    },

    /** Codes of the target used or replaced within the last `minutes`: a re-sent one is no guess. */
    spent: (target: CodeTarget, minutes: number) =>
      db
        .select({ salt: authCodes.salt, codeHash: authCodes.codeHash })
        .from(authCodes)
        .where(
          and(
            forTarget(target),
            isNotNull(authCodes.consumedAt),
            gt(authCodes.consumedAt, sql`now() - make_interval(mins => ${minutes})`),
          ),
        )
        .orderBy(desc(authCodes.createdAt))
        .limit(10),

    /** Sign-in codes sent to the address in the last `minutes`, by whichever browsers asked. */
    async signInCodesSent(channel: Channel, address: string, minutes: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(authCodes)
        .where(
          and(
            eq(authCodes.channel, channel),
            eq(authCodes.address, address),
            isNull(authCodes.memberId),
            gt(authCodes.createdAt, sql`now() - make_interval(mins => ${minutes})`),
          ),
        );
      return row?.n ?? 0;
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

    /** Wrong codes given for the address in the last hour, and how long ago the last one was. */
    async recentFailures(
      channel: Channel,
      address: string,
    ): Promise<{ count: number; sinceLastMs: number }> {
      const [row] = await db
        .select({
          n: count(),
          sinceLastMs: sql<
            number | null
          >`(extract(epoch from (now() - ${max(authFailures.createdAt)})) * 1000)::float8`,
        })
        .from(authFailures)
        .where(
          and(
            eq(authFailures.channel, channel),
            eq(authFailures.address, address),
            gt(authFailures.createdAt, sql`now() - interval '1 hour'`),
          ),
        );
      return { count: row?.n ?? 0, sinceLastMs: row?.sinceLastMs ?? Number.POSITIVE_INFINITY };
    },

    /** Wrong codes given for any address, service-wide, in the last `minutes`. */
    async failuresEverywhere(minutes: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(authFailures)
        .where(gt(authFailures.createdAt, sql`now() - make_interval(mins => ${minutes})`));
      return row?.n ?? 0;
    },

    /** Drops codes and failures nobody can use or count any more. */
    async prune(): Promise<void> {
      await db.delete(authCodes).where(lt(authCodes.expiresAt, sql`now() - interval '1 day'`));
      await db
        .delete(authFailures)
        .where(lt(authFailures.createdAt, sql`now() - interval '1 day'`));
    },
  };
}
export type CodesRepository = ReturnType<typeof createCodesRepository>;

import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { oidcStates } from './auth.schema';

export function createOidcRepository(db: Executor) {
  return {
    async prune(): Promise<void> {
      await db.delete(oidcStates).where(lt(oidcStates.expiresAt, sql`now() - interval '1 day'`));
    },

    async insert(values: Omit<typeof oidcStates.$inferInsert, 'expiresAt'>, validMinutes: number) {
      await db
        .insert(oidcStates)
        .values({ ...values, expiresAt: sql`now() + make_interval(mins => ${validMinutes})` });
    },

    /**
     * Takes a state once, for the browser it was made for: a second take, an expired or unknown
     * state, or another browser's binding gives undefined.
     */
    async take(state: string, bindingHash: string) {
      const [row] = await db
        .update(oidcStates)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(oidcStates.state, state),
            eq(oidcStates.bindingHash, bindingHash),
            isNull(oidcStates.usedAt),
            gt(oidcStates.expiresAt, sql`now()`),
          ),
        )
        .returning();
      return row;
    },
  };
}
export type OidcRepository = ReturnType<typeof createOidcRepository>;

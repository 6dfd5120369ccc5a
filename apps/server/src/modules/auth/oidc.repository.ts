import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oidcStates } from '../../db/schema';

export function createOidcRepository(db: Database) {
  return {
    async insert(values: Omit<typeof oidcStates.$inferInsert, 'expiresAt'>, validMinutes: number) {
      await db
        .insert(oidcStates)
        .values({ ...values, expiresAt: sql`now() + make_interval(mins => ${validMinutes})` });
    },

    /** Takes a state once: a second take, an expired or an unknown state gives undefined. */
    async take(state: string) {
      const [row] = await db
        .update(oidcStates)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(oidcStates.state, state),
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

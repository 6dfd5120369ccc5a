import { and, eq, getTableColumns, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { authTokens } from './auth.schema';

export function createTokensRepository(db: Executor) {
  // Every signed-in request reads its token: built once, and prepared once per connection on
  // PostgreSQL, so neither the ORM nor the database plans it again per request.
  const activeToken = db
    .select({
      ...getTableColumns(authTokens),
      touchDue: sql<boolean>`${authTokens.lastUsedAt} < now() - interval '1 minute'`,
      // Whether an operator blocked the member (issue 29), read in the same lookup so that the
      // check costs no round trip: the block revokes the tokens, this refuses one that raced it.
      // The members' table is named, not imported (module boundaries): the one place auth reads it.
      ownerBlocked: sql<boolean>`exists (select 1 from users where users.id = ${authTokens.userId} and users.blocked_at is not null)`,
    })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.id, sql.placeholder('id')),
        isNull(authTokens.revokedAt),
        sql`${authTokens.lastUsedAt} > now() - make_interval(days => ${sql.placeholder('idleDays')})`,
      ),
    )
    .limit(1)
    .prepare('auth_token_active');
  return {
    async insert(userId: number, secretHash: string): Promise<number> {
      const [row] = await db
        .insert(authTokens)
        .values({ userId, secretHash })
        .returning({ id: authTokens.id });
      if (!row) throw new Error('insert into auth_tokens returned no row');
      return row.id;
    },

    /** The token unless revoked or unused for `idleDays`; `touchDue` once its last use is a minute old. */
    async active(id: number, idleDays: number) {
      const [row] = await activeToken.execute({ id, idleDays });
      return row;
    },

    /** Records use at most once a minute, so reads do not each cost a write. */
    async touch(id: number): Promise<void> {
      await db
        .update(authTokens)
        .set({ lastUsedAt: sql`now()` })
        .where(
          and(eq(authTokens.id, id), lt(authTokens.lastUsedAt, sql`now() - interval '1 minute'`)),
        );
    },

    async revoke(userId: number, id: number): Promise<void> {
      await db
        .update(authTokens)
        .set({ revokedAt: sql`now()` })
        .where(
          and(eq(authTokens.id, id), eq(authTokens.userId, userId), isNull(authTokens.revokedAt)),
        );
    },

    async revokeAll(userId: number): Promise<void> {
      await db
        .update(authTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
    },
  };
}
export type TokensRepository = ReturnType<typeof createTokensRepository>;

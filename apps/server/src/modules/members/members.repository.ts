import {
  and,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { likeLiteral, rowsOf } from '../../db/rows';
import { tehranDay, withinTehranDays } from '../../db/tehran-day';
import type { Executor } from '../../db/transaction';
import { users } from './members.schema';

export type Member = typeof users.$inferSelect;
export type NewMember = typeof users.$inferInsert;

/** What the operators' member search matches (issue 29). */
export interface MemberSearch {
  /** Part of an e-mail address or a name, case-insensitive. */
  text?: string | undefined;
  /** A mobile number in its canonical form. */
  mobile?: string | undefined;
  /** A member's id. */
  id?: number | undefined;
  blocked?: boolean | undefined;
  /** Members with a smaller id (older) than this: the page's cursor. */
  beforeId?: number | undefined;
  limit: number;
}

export function createMembersRepository(db: Executor) {
  const one = async (rows: Promise<Member[]>) => (await rows)[0];
  return {
    byId: (id: number) => one(db.select().from(users).where(eq(users.id, id)).limit(1)),
    byEmail: (email: string) => one(db.select().from(users).where(eq(users.email, email)).limit(1)),
    byMobile: (mobile: string) =>
      one(db.select().from(users).where(eq(users.mobile, mobile)).limit(1)),
    byReferralCode: (code: string) =>
      one(db.select().from(users).where(eq(users.referralCode, code)).limit(1)),
    async insert(values: NewMember): Promise<Member> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('insert into users returned no row');
      return row;
    },
    async update(id: number, changes: Partial<NewMember>): Promise<void> {
      if (Object.keys(changes).length === 0) return;
      await db.update(users).set(changes).where(eq(users.id, id));
    },
    async setOperator(id: number, operator: boolean): Promise<Member | undefined> {
      const [row] = await db
        .update(users)
        .set({ isOperator: operator })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    byIds: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.select().from(users).where(inArray(users.id, ids)),
    namesOf: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: users.id,
              firstName: users.firstName,
              lastName: users.lastName,
              avatarKey: users.avatarKey,
            })
            .from(users)
            .where(inArray(users.id, ids)),
    /** Newest first (by id), for the operators' console. */
    search(filter: MemberSearch) {
      const matches: SQL[] = [];
      if (filter.text) {
        const pattern = `%${likeLiteral(filter.text)}%`;
        matches.push(
          ilike(users.email, pattern),
          ilike(users.pendingEmail, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        );
      }
      if (filter.mobile) matches.push(eq(users.mobile, filter.mobile));
      if (filter.id !== undefined) matches.push(eq(users.id, filter.id));
      return db
        .select()
        .from(users)
        .where(
          and(
            matches.length > 0 ? or(...matches) : undefined,
            filter.blocked === undefined
              ? undefined
              : filter.blocked
                ? isNotNull(users.blockedAt)
                : isNull(users.blockedAt),
            filter.beforeId === undefined ? undefined : lt(users.id, filter.beforeId),
          ),
        )
        .orderBy(desc(users.id))
        .limit(filter.limit);
    },
    /**
     * The member locked for the block's transaction. `no key update`, not `update`: a purchase
     * holding the item `for share` takes a key-share lock on its seller's row for the foreign key,
     * which `update` would wait on while the block waits on the item (a deadlock).
     */
    lock: (id: number) =>
      one(db.select().from(users).where(eq(users.id, id)).limit(1).for('no key update')),
    /** Members who joined on each Tehran day of [from, to] (days with none left out). */
    async signupsPerDay(from: string, to: string) {
      const result = await db.execute(sql`
        select to_char(${tehranDay(users.createdAt)}, 'YYYY-MM-DD') as day, count(*)::int as n
        from ${users}
        where ${withinTehranDays(users.createdAt, from, to)}
        group by 1`);
      return rowsOf<{ day: string; n: number }>(result).map((row) => ({
        day: row.day,
        count: Number(row.n),
      }));
    },
    friendsOf: (referrerId: number, limit: number) =>
      db
        .select()
        .from(users)
        .where(eq(users.referredBy, referrerId))
        .orderBy(desc(users.createdAt))
        .limit(limit),
  };
}
export type MembersRepository = ReturnType<typeof createMembersRepository>;

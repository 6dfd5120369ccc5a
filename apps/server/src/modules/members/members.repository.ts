import { desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { users } from './members.schema';

export type Member = typeof users.$inferSelect;
export type NewMember = typeof users.$inferInsert;

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

import type { QuestionSet } from '@ideabazaar/shared/schemas/questions';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { questions } from './questions.schema';

export type QuestionRow = typeof questions.$inferSelect;
export type NewQuestionRow = typeof questions.$inferInsert;

export function createQuestionsRepository(db: Executor) {
  return {
    activeInSet: (set: QuestionSet) =>
      db
        .select()
        .from(questions)
        .where(and(eq(questions.set, set), eq(questions.active, true)))
        .orderBy(asc(questions.position), asc(questions.id)),
    all: () => db.select().from(questions).orderBy(asc(questions.set), asc(questions.position)),
    /** Adds the questions a bank has and the table lacks; edited questions stay as edited. */
    async seed(rows: NewQuestionRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(questions)
        .values(rows)
        .onConflictDoNothing({ target: [questions.set, questions.key] });
    },
    async insert(row: NewQuestionRow): Promise<QuestionRow> {
      const [created] = await db.insert(questions).values(row).returning();
      if (!created) throw new Error('insert into questions returned no row');
      return created;
    },
    async update(id: number, patch: Partial<NewQuestionRow>): Promise<QuestionRow | undefined> {
      const [updated] = await db
        .update(questions)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(questions.id, id))
        .returning();
      return updated;
    },
  };
}
export type QuestionsRepository = ReturnType<typeof createQuestionsRepository>;

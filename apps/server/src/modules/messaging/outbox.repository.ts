import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { devOutbox } from './messaging.schema';

export type OutboxEntry = typeof devOutbox.$inferInsert;

export function createOutboxRepository(db: Executor) {
  return {
    async insert(entry: OutboxEntry): Promise<void> {
      await db.insert(devOutbox).values(entry);
    },
    latest(limit: number) {
      return db.select().from(devOutbox).orderBy(desc(devOutbox.createdAt)).limit(limit);
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

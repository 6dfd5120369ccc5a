import type { Executor } from '../../db/transaction';
import { contactMessages } from './contact.schema';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export function createContactRepository(db: Executor) {
  return {
    async insert(values: NewContactMessage): Promise<{ id: string }> {
      const [row] = await db
        .insert(contactMessages)
        .values(values)
        .returning({ id: contactMessages.id });
      if (!row) throw new Error('insert into contact_messages returned no row');
      return row;
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;

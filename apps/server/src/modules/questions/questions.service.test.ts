import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { createQuestionsRepository } from './questions.repository';
import { questions } from './questions.schema';
import { createQuestionsService, QUESTION_CACHE_MS } from './questions.service';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('the question bank in memory', () => {
  it('serves questions from memory, sees its own edits at once and another process’s in time', async () => {
    let clock = 0;
    const service = createQuestionsService({
      repository: createQuestionsRepository(database.handle.db),
      now: () => clock,
    });
    await service.seedBank();
    const [first] = await service.all();
    const id = first!.id;
    expect((await service.byIds([id, 999_999]))[0]?.titleEn).toBe(first!.titleEn);

    // An edit through the service: seen at once.
    await service.update(id, { titleEn: 'Edited here' });
    expect((await service.byIds([id]))[0]?.titleEn).toBe('Edited here');

    // An edit by another process, straight in the table: seen once the bank is old.
    await database.handle.db
      .update(questions)
      .set({ titleEn: 'Edited elsewhere' })
      .where(eq(questions.id, id));
    expect((await service.byIds([id]))[0]?.titleEn).toBe('Edited here');
    clock += QUESTION_CACHE_MS + 1;
    expect((await service.byIds([id]))[0]?.titleEn).toBe('Edited elsewhere');
    expect((await service.roles()).get(id)).toBe(first!.role);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { createQuestionsRepository } from './questions.repository';
import { questions } from './questions.schema';
import { createQuestionsService, displayAnswer, QUESTION_CACHE_MS } from './questions.service';

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

describe('an answer as the reader sees it', () => {
  it('groups a number with its unit in the reader\u2019s digits, an amount in Persian words too; a ticked box reads Negotiable', async () => {
    const service = createQuestionsService({
      repository: createQuestionsRepository(database.handle.db),
    });
    await service.seedBank();
    const rows = await service.all();
    const money = rows.find((row) => row.kind === 'single-textual' && row.unitEn === 'Toman')!;
    const box = rows.find((row) => row.kind === 'single-textual-with-checkbox')!;
    const text = rows.find((row) => row.kind === 'textual')!;
    const team = rows.find((row) => row.key === 'team_size')!;
    expect(displayAnswer(money, '350000000', 'en')).toBe('350,000,000 Toman');
    expect(displayAnswer(money, '350000000', 'fa')).toBe(
      '۳۵۰٬۰۰۰٬۰۰۰ تومان: سیصد و پنجاه میلیون تومان',
    );
    expect(displayAnswer(money, '999999999999999', 'fa')).toBe(
      '۹۹۹٬۹۹۹٬۹۹۹٬۹۹۹٬۹۹۹ تومان: نهصد و نود و نه تریلیون و نهصد و نود و نه میلیارد و نهصد و نود و نه میلیون و نهصد و نود و نه هزار و نهصد و نود و نه تومان',
    );
    expect(displayAnswer(box, '0', 'en')).toBe('Negotiable');
    expect(displayAnswer(box, '0', 'fa')).toBe('توافقی');
    expect(displayAnswer(box, '35000000', 'fa')).toBe('۳۵٬۰۰۰٬۰۰۰ تومان: سی و پنج میلیون تومان');
    // A count is grouped with its unit, not written in words.
    expect(displayAnswer(team, '12000', 'fa')).toBe('۱۲٬۰۰۰ نفر');
    expect(displayAnswer(team, '12000', 'en')).toBe('12,000 people');
    // What a person wrote stays as written, digits and all.
    expect(displayAnswer(text, 'Opened in 2024 with 3 people', 'fa')).toBe(
      'Opened in 2024 with 3 people',
    );
  });
});

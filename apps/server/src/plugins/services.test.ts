import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { questionBank } from '../modules/questions/question-bank';

describe('start-up', () => {
  let t: TestApp;
  const lines: { msg?: string; step?: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      config: { logLevel: 'info' },
      logStream: { write: (line) => void lines.push(JSON.parse(line)) },
    });
  });
  afterAll(() => t.close());

  it('seeds the question bank in one logged step, before the first request', async () => {
    expect(lines).toContainEqual(
      expect.objectContaining({ step: 'question bank', msg: 'question bank seeded' }),
    );
    const ideaQuestions = questionBank.filter((question) => question.set === 'idea');
    const seeded = await t.app.services.questions.activeInSet('idea');
    expect(seeded.map((row) => row.key)).toEqual(ideaQuestions.map((question) => question.key));
  });
});

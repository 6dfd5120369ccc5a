import { expect } from 'vitest';
import type { TestApp } from './app';
import { answerFor, type FlowQuestion } from './flow-answers';
import { bearer } from './sign-in';

export type { FlowQuestion };

export interface AnsweredItemOptions {
  section?: 'idea' | 'need';
  /** The answer to each free-text question; 'Answer text' by default. */
  text?: (question: FlowQuestion) => string;
  /** The answer to each number question (a need's budget among them). */
  number?: string;
}

/** A member's draft with every question of its flow answered through the API. */
export async function answeredItem(t: TestApp, token: string, options: AnsweredItemOptions = {}) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/question-before-login-auth',
    payload: { section: options.section ?? 'idea' },
    headers: bearer(token),
  });
  expect(started.statusCode, started.body).toBe(200);
  const { questions, idea_id: id } = started.json() as {
    questions: FlowQuestion[];
    idea_id: string;
  };
  const answers = questions.map((question) => ({
    questions_id: question.id,
    idea_id: id,
    answer: answerFor(question, {
      choice: 1,
      text: options.text?.(question) ?? 'Answer text',
      number: options.number ?? '250000',
    }),
  }));
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/answer-question-before-login',
    payload: { answers },
    headers: bearer(token),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { id, questions };
}

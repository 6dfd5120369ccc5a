import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { Question } from '@ideabazaar/shared/schemas/questions';
import { answeredItem, type AnsweredItemOptions } from '../../server/test/helpers/question-flow';
import type { RealApp } from './real-app';

type User = ReturnType<typeof userEvent.setup>;

/**
 * The questions the real server asks in a flow of this section (in English), as a visitor's start
 * gives them (it leaves an unowned draft behind, which nothing else sees).
 */
export async function realQuestions(app: RealApp, section: 'idea' | 'need' = 'idea') {
  const { questions } = await app.api<{ questions: Question[] }>(
    'POST',
    '/question-before-login',
    undefined,
    { section },
  );
  return questions;
}

/** The questions of a later set (after, competitor) of this owner's item. */
export async function laterQuestions(app: RealApp, token: string, itemId: string, set: string) {
  const { questions } = await app.api<{ questions: Question[] }>(
    'GET',
    `/items/${itemId}/questions?set=${set}`,
    token,
  );
  return questions;
}

/** A member's draft with every flow question answered through the API; its id and questions. */
export async function answeredDraft(app: RealApp, token: string, options: AnsweredItemOptions) {
  const { id, questions } = await answeredItem(app.server, token, options);
  return { id, questions: questions as Question[] };
}

/** The question of this list whose English title matches. */
export function questionTitled(questions: Question[], title: RegExp) {
  const question = questions.find((each) => title.test(each.title));
  if (!question) throw new Error(`no question titled ${String(title)}`);
  return question;
}

/**
 * Answers the question on screen as a person would: types a text or number and presses Next,
 * picks an option and presses Next, or presses the Yes/No button.
 */
export async function answerOnScreen(
  user: User,
  question: Question,
  answer: string,
  next = 'Next',
) {
  if (question.kind === 'two_button') {
    await user.click(await screen.findByRole('button', { name: answer }));
    return;
  }
  if (question.kind === 'multiple_choice') {
    await user.click(await screen.findByRole('radio', { name: answer }));
  } else {
    const field = await screen.findByRole('textbox', { name: question.title });
    await user.clear(field);
    await user.type(field, answer);
  }
  await user.click(screen.getByRole('button', { name: next }));
}

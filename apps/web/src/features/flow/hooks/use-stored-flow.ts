import { questionSchema, type Question } from '@ideabazaar/shared/schemas/questions';
import { useMemo } from 'react';
import { z } from 'zod';
import { useClientState } from '@/lib/client-state';

/** Seed section 3's Answer, as kept in the client state at the index of its step. */
export interface StoredAnswer {
  questions_id: number;
  idea_id: string;
  answer: string;
}

const storedAnswer = z.object({
  questions_id: z.number(),
  idea_id: z.string(),
  answer: z.string(),
});
const questionList = z.array(questionSchema);

/** The stored answers by step; a step not answered yet (or unreadable) is undefined. */
export function readAnswers(value: unknown[]): (StoredAnswer | undefined)[] {
  return value.map((entry) => {
    const parsed = storedAnswer.safeParse(entry);
    return parsed.success ? parsed.data : undefined;
  });
}

export function readQuestions(value: unknown[]): Question[] {
  const parsed = questionList.safeParse(value);
  return parsed.success ? parsed.data : [];
}

/** The question flow as kept in the client state (seed section 3): it survives a reload. */
export function useStoredFlow() {
  const rawQuestions = useClientState((state) => state.questions);
  const rawAnswers = useClientState((state) => state.answers);
  const ideaId = useClientState((state) => state.ideaId);
  const section = useClientState((state) => state.section);
  const questions = useMemo(() => readQuestions(rawQuestions), [rawQuestions]);
  const answers = useMemo(() => readAnswers(rawAnswers), [rawAnswers]);
  return { questions, answers, ideaId, section };
}

/** The answers to submit for an item, when every step of the stored flow has one. */
export function completeAnswers(
  questions: Question[],
  answers: (StoredAnswer | undefined)[],
  ideaId: string,
): StoredAnswer[] | null {
  if (questions.length === 0) return null;
  const list = questions.map((question, index) => answers[index]);
  const complete = list.every(
    (answer, index) =>
      answer !== undefined &&
      answer.idea_id === ideaId &&
      answer.questions_id === questions[index]?.id,
  );
  return complete ? (list as StoredAnswer[]) : null;
}

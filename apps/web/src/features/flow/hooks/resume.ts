import type { Question } from '@ideabazaar/shared/schemas/questions';
import { ApiError } from '@/lib/api-client';

/** The query of a step (seed section 2): lastQIndex and lastQID. */
export const stepSearch = (index: number, questionId: number) =>
  `?${new URLSearchParams({ lastQIndex: String(index), lastQID: String(questionId) })}`;

/**
 * The step that lastQIndex and lastQID name in the stored questions, or null when there are no
 * such parameters or they name nothing stored (then a new flow starts). The index wins when it
 * agrees with the id; otherwise the id is looked up.
 */
export function resumeIndex(params: URLSearchParams, questions: Question[]): number | null {
  const rawIndex = params.get('lastQIndex');
  const rawId = params.get('lastQID');
  if (rawIndex === null && rawId === null) return null;
  const index = Number(rawIndex);
  const atIndex = Number.isInteger(index) ? questions[index] : undefined;
  if (atIndex && (rawId === null || String(atIndex.id) === rawId)) return index;
  const byId = questions.findIndex((question) => String(question.id) === rawId);
  return byId >= 0 ? byId : null;
}

/** The step of the first answer the server refused ('answers.3.answer'), if it names one. */
export function refusedStep(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const field = Object.keys(error.errors ?? {})[0] ?? '';
  const match = /^answers\.(\d+)\./.exec(field);
  return match ? Number(match[1]) : null;
}

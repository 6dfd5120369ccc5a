import {
  laterQuestionsResponseSchema,
  submitAnswersResponseSchema,
  laterAnswersRequestSchema,
  type QuestionSet,
} from '@ideabazaar/shared/schemas/questions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { itemKey } from '@/lib/item-cache';

/** GET /api/items/{id}/questions?set=: the questions asked after sign-in, with the answers so far. */
export const laterQuestionsQueryOptions = (itemId: string, set: QuestionSet) =>
  queryOptions({
    queryKey: [...itemKey(itemId), 'questions', set],
    queryFn: () =>
      apiRequest(`/items/${encodeURIComponent(itemId)}/questions?set=${set}`, {
        schema: laterQuestionsResponseSchema,
      }),
  });

export const useLaterQuestions = (itemId: string, set: QuestionSet) =>
  useQuery(laterQuestionsQueryOptions(itemId, set));

/** POST /api/items/{id}/answers: the answers of a later set. */
export const saveLaterAnswers = (input: {
  itemId: string;
  answers: { questions_id: number; answer: string }[];
}) =>
  apiRequest(`/items/${encodeURIComponent(input.itemId)}/answers`, {
    method: 'POST',
    request: laterAnswersRequestSchema,
    body: { answers: input.answers },
    schema: submitAnswersResponseSchema,
  });

export function useSaveLaterAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLaterAnswers,
    // The item's answers and the set's answers both changed.
    onSuccess: (_result, input) =>
      queryClient.invalidateQueries({ queryKey: itemKey(input.itemId) }),
  });
}

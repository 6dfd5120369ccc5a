import {
  submitAnswersResponseSchema,
  type SubmitAnswersRequest,
  submitAnswersRequestSchema,
} from '@ideabazaar/shared/schemas/questions';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * Seed section 7: POST /api/answer-question-before-login. It also claims a visitor's draft for
 * the member who has just signed in (the AuthAfter path).
 */
export const submitAnswers = (input: SubmitAnswersRequest) =>
  apiRequest('/answer-question-before-login', {
    method: 'POST',
    request: submitAnswersRequestSchema,
    body: input,
    schema: submitAnswersResponseSchema,
  });

export const useSubmitAnswers = () => useMutation({ mutationFn: submitAnswers });

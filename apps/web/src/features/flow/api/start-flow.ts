import {
  questionFlowResponseSchema,
  type Section,
  questionFlowRequestSchema,
} from '@ideabazaar/shared/schemas/questions';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * Seed section 7: POST /api/question-before-login (visitor) or /api/question-before-login-auth
 * (member) with {section}; the questions come in the reader's language with a new draft's id.
 */
export const startFlow = (input: { section: Section; member: boolean }) =>
  apiRequest(input.member ? '/question-before-login-auth' : '/question-before-login', {
    method: 'POST',
    request: questionFlowRequestSchema,
    body: { section: input.section },
    schema: questionFlowResponseSchema,
  });

export const useStartFlow = () => useMutation({ mutationFn: startFlow });

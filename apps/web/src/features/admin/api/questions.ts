import {
  adminQuestionCreateSchema,
  adminQuestionPatchSchema,
  adminQuestionSchema,
  adminQuestionsResponseSchema,
  type AdminQuestion,
} from '@ideabazaar/shared/schemas/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { adminGet, adminKeys, adminPath, adminPost } from './admin-api';

export type QuestionPatch = z.input<typeof adminQuestionPatchSchema>;
export type QuestionCreate = z.input<typeof adminQuestionCreateSchema>;

/** GET /api/admin/questions: the whole bank, every set, retired questions too. */
export const useAdminQuestions = () =>
  useQuery({
    queryKey: adminKeys.list('questions'),
    queryFn: ({ signal }) => adminGet('/questions', adminQuestionsResponseSchema, {}, signal),
  });

/** PATCH /api/admin/questions/{id}; a refused field (422) or key is shown by the form. */
const patchQuestion = (id: number, body: QuestionPatch) =>
  apiRequest(adminPath(`/questions/${id}`), {
    method: 'PATCH',
    request: adminQuestionPatchSchema,
    body,
    schema: adminQuestionSchema,
    handles: [422],
  });

function useBankMutation<I>(mutationFn: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.list('questions') }),
  });
}

/** Saves the editor's question: a change of an existing one, or a new one (POST). */
export const useSaveQuestion = () =>
  useBankMutation(
    (input: { id: number; patch: QuestionPatch } | { id?: undefined; create: QuestionCreate }) =>
      input.id === undefined
        ? adminPost(
            '/questions',
            adminQuestionCreateSchema,
            input.create,
            adminQuestionSchema,
            [409, 422],
          )
        : patchQuestion(input.id, input.patch),
  );

/** Retires a question (it leaves new flows, old answers keep it) or brings it back. */
export const useSetQuestionActive = () =>
  useBankMutation((input: { id: number; active: boolean }) =>
    patchQuestion(input.id, { active: input.active }),
  );

/**
 * Moves a question one place up or down its set: it and its neighbour swap positions. Two that
 * share a position are parted by one, so the move always shows.
 */
export const useSwapQuestions = () =>
  useBankMutation(async (input: { moving: AdminQuestion; neighbour: AdminQuestion }) => {
    const { moving, neighbour } = input;
    const up = neighbour.position <= moving.position;
    const target =
      neighbour.position === moving.position
        ? neighbour.position + (up ? -1 : 1)
        : neighbour.position;
    await patchQuestion(moving.id, { position: Math.max(0, target) });
    if (neighbour.position !== moving.position) {
      await patchQuestion(neighbour.id, { position: moving.position });
    }
  });

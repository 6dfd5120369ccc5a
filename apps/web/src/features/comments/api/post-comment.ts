import { commentPostSchema, commentSchema } from '@ideabazaar/shared/schemas/comments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { commentCountChanged } from './comments';

/**
 * POST /api/items/{id}/comments: a comment on an idea, an answer on a need; with `parentId` a
 * reply to one of them.
 */
export const postComment = (input: { itemId: string; body: string; parentId?: string }) =>
  apiRequest(`/items/${encodeURIComponent(input.itemId)}/comments`, {
    method: 'POST',
    request: commentPostSchema,
    body: { body: input.body, ...(input.parentId ? { parent_id: input.parentId } : {}) },
    schema: commentSchema,
  });

export function usePostComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postComment,
    onSuccess: (_comment, input) => commentCountChanged(queryClient, input.itemId, 1),
  });
}

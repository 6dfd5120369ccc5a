import { commentSchema, commentBodySchema } from '@ideabazaar/shared/schemas/comments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { commentsKey } from './comments';

/** PATCH /api/comments/{id}: the author edits their comment. */
export const editComment = (input: { commentId: string; body: string }) =>
  apiRequest(`/comments/${encodeURIComponent(input.commentId)}`, {
    method: 'PATCH',
    request: commentBodySchema,
    body: { body: input.body },
    schema: commentSchema,
  });

export function useEditComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editComment,
    onSuccess: (comment) =>
      queryClient.invalidateQueries({ queryKey: commentsKey(comment.item_id) }),
  });
}

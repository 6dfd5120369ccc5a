import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { commentCountChanged } from './comments';

/** DELETE /api/comments/{id}: the author's own, or any on the owner's item. */
export const deleteComment = (input: { commentId: string; itemId: string }) =>
  apiRequest(`/comments/${encodeURIComponent(input.commentId)}`, {
    method: 'DELETE',
    schema: z.object({ status: z.literal('ok') }),
  });

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_result, input) => commentCountChanged(queryClient, input.itemId, -1),
  });
}

import { commentReportSchema } from '@ideabazaar/shared/schemas/comments';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** POST /api/comments/{id}/report: tells the operators, with an optional reason. */
export const reportComment = (input: { commentId: string; reason: string }) =>
  apiRequest(`/comments/${encodeURIComponent(input.commentId)}/report`, {
    method: 'POST',
    request: commentReportSchema,
    body: { reason: input.reason },
    schema: z.object({ status: z.literal('ok') }),
  });

export const useReportComment = () => useMutation({ mutationFn: reportComment });

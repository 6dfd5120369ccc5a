import { statusOkSchema } from '@ideabazaar/shared/schemas/auth';
import { chatReportSchema } from '@ideabazaar/shared/schemas/chat';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/chat/{userId}/report: the conversation goes to the operators. */
export const reportConversation = (input: { peer: number; reason: string }) =>
  apiRequest(`/chat/${input.peer}/report`, {
    method: 'POST',
    request: chatReportSchema,
    body: { reason: input.reason },
    schema: statusOkSchema,
    handles: [409, 422],
  });

export const useReportConversation = (peer: number) =>
  useMutation({ mutationFn: (reason: string) => reportConversation({ peer, reason }) });

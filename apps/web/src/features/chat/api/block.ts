import { statusOkSchema } from '@ideabazaar/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { chatKeys } from './chat-cache';

/** POST /api/chat/{userId}/block, and DELETE to unblock. */
export const setBlocked = (input: { peer: number; blocked: boolean }) =>
  apiRequest(`/chat/${input.peer}/block`, {
    method: input.blocked ? 'POST' : 'DELETE',
    schema: statusOkSchema,
  });

export function useSetBlocked(peer: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) => setBlocked({ peer, blocked }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.conversation(peer) }),
  });
}

import { statusOkSchema } from '@ideabazaar/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { itemQueryOptions } from './item';

/**
 * DELETE /api/items/{id}: deletes a draft of the member's with its answers and files. A published
 * or archived item is a 409 (it is archived instead), shown by the shared handling.
 */
export const deleteItem = (itemId: string) =>
  apiRequest(`/items/${encodeURIComponent(itemId)}`, {
    method: 'DELETE',
    schema: statusOkSchema,
  });

export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteItem,
    onSuccess: (_, itemId) =>
      queryClient.removeQueries({ queryKey: itemQueryOptions(itemId).queryKey }),
  });
}

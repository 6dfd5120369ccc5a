import { itemSchema, type ItemPatch, itemPatchSchema } from '@ideabazaar/shared/schemas/items';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { itemQueryOptions } from './item';

/** PATCH /api/items/{id}: the owner's edits (price, texts, private answers, status). */
export const patchItem = (input: { itemId: string; patch: ItemPatch; handles?: number[] }) =>
  apiRequest(`/items/${encodeURIComponent(input.itemId)}`, {
    method: 'PATCH',
    request: itemPatchSchema,
    body: input.patch,
    schema: itemSchema,
    handles: input.handles,
  });

export function usePatchItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchItem,
    onSuccess: (item) => queryClient.setQueryData(itemQueryOptions(item.id).queryKey, item),
  });
}

import {
  adminItemDetailSchema,
  adminItemSchema,
  adminItemsResponseSchema,
  itemHideSchema,
} from '@ideabazaar/shared/schemas/console';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminAction, adminGet, adminKeys, adminPost, type Query } from './admin-api';
import { useRefreshConsole } from './refresh';

/** GET /api/admin/items?q=&section=&hidden=: every item, hidden or not, a page at a time. */
export const fetchItems = async (query: Query, signal?: AbortSignal) => {
  const page = await adminGet('/items', adminItemsResponseSchema, query, signal);
  return { rows: page.items, next_cursor: page.next_cursor };
};

/** GET /api/admin/items/{id}: one item with its sales and the reports filed on it. */
export const useAdminItem = (id: string | undefined) =>
  useQuery({
    queryKey: adminKeys.one('items', id ?? ''),
    queryFn: ({ signal }) =>
      adminGet(`/items/${encodeURIComponent(id ?? '')}`, adminItemDetailSchema, {}, signal),
    enabled: Boolean(id),
  });

/** POST /api/admin/items/{id}/hide {reason}, or /restore. */
export function useItemVisibility() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (input: { id: string; hide: boolean; reason?: string }) => {
      const path = `/items/${encodeURIComponent(input.id)}`;
      return input.hide
        ? adminPost(
            `${path}/hide`,
            itemHideSchema,
            { reason: input.reason ?? '' },
            adminItemSchema,
            [409, 422],
          )
        : adminAction(`${path}/restore`, adminItemSchema);
    },
    onSuccess: refresh,
  });
}

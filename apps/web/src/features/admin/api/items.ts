import {
  adminItemSchema,
  adminItemsResponseSchema,
  itemHideSchema,
  adminReportSchema,
} from '@ideabazaar/shared/schemas/console';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminGet, adminKeys, adminPath, adminPost, type Query } from './admin-api';
import { apiRequest } from '@/lib/api-client';

export interface ItemsFilter extends Query {
  q?: string;
  section?: 'idea' | 'need';
  hidden?: 'true' | 'false';
}

/** GET /api/admin/items: every item, hidden or not, newest first, a page at a time. */
export const fetchItems = async (query: Query, signal?: AbortSignal) => {
  const page = await adminGet('/items', adminItemsResponseSchema, query, signal);
  return { rows: page.items, next_cursor: page.next_cursor };
};

/** One item as the console sees it, with its sales and the reports filed on it. */
export const adminItemDetailSchema = adminItemSchema.extend({
  summary: z.string().nullable().optional(),
  sales_list: z
    .array(
      z.object({
        id: z.string(),
        buyer: z.object({ id: z.string(), name: z.string().nullable() }).nullable().optional(),
        amount: z.number(),
        hold: z.string(),
        created_at: z.string(),
      }),
    )
    .optional(),
  reports: z.array(adminReportSchema).optional(),
});

/** GET /api/admin/items/{id}. */
export const useAdminItem = (id: string | undefined) =>
  useQuery({
    queryKey: adminKeys.one('items', id ?? ''),
    queryFn: ({ signal }) =>
      adminGet(`/items/${encodeURIComponent(id ?? '')}`, adminItemDetailSchema, {}, signal),
    enabled: Boolean(id),
  });

/** POST /api/admin/items/{id}/hide {reason} or /restore. */
export function useItemVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; hide: boolean; reason?: string }) =>
      input.hide
        ? adminPost(
            `/items/${encodeURIComponent(input.id)}/hide`,
            itemHideSchema,
            { reason: input.reason ?? '' },
            z.unknown(),
            [422],
          )
        : apiRequest(adminPath(`/items/${encodeURIComponent(input.id)}/restore`), {
            method: 'POST',
            schema: z.unknown(),
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

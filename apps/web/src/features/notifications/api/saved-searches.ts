import {
  savedSearchesSchema,
  savedSearchRequestSchema,
  savedSearchSchema,
  type SavedSearchRequest,
} from '@ideabazaar/shared/schemas/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const savedSearchesKey = ['saved-searches'] as const;

/** GET /api/saved-searches: the member's saved searches, newest first. */
export const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: savedSearchesKey,
    queryFn: () => apiRequest('/saved-searches', { schema: savedSearchesSchema }),
  });

export const useSavedSearches = () => useQuery(savedSearchesQueryOptions());

/**
 * POST /api/saved-searches: the list's search and filters. Its refusals (already saved, too
 * many) are the caller's to show beside the button.
 */
export const saveSearch = (body: SavedSearchRequest) =>
  apiRequest('/saved-searches', {
    method: 'POST',
    request: savedSearchRequestSchema,
    body,
    schema: savedSearchSchema,
    handles: [409, 422],
  });

/** DELETE /api/saved-searches/{id}. */
export const deleteSavedSearch = (id: string) =>
  apiRequest(`/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

import type { CategoriesResponse } from '@ideabazaar/shared/schemas/browse';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/categories: the categories in the reader's language (unchecked here, as browse-items.ts says). */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: () => apiRequest<CategoriesResponse>('/categories'),
    // They change with a deployment, not while someone browses.
    staleTime: 60 * 60 * 1000,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());

import { itemPageSchema } from '@ideabazaar/shared/schemas/browse';
import type { Section } from '@ideabazaar/shared/schemas/questions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/my/items?section: the member's own ideas or needs, drafts and archived included. */
export const myItemsQueryOptions = (section: Section) =>
  queryOptions({
    queryKey: ['my-items', section],
    queryFn: () => apiRequest(`/my/items?section=${section}`, { schema: itemPageSchema }),
  });

export const useMyItems = (section: Section) => useQuery(myItemsQueryOptions(section));

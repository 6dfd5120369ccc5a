import { certificateListSchema, certificateSchema } from '@ideabazaar/shared/schemas/authorship';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const id = (itemId: string) => encodeURIComponent(itemId);

/**
 * GET /api/items/{id}/certificates: every version, newest first. A missing list (an unpublished
 * idea, a stranger's draft) is no error to announce: the callers show nothing or say so.
 */
export const certificatesQueryOptions = (itemId: string) =>
  queryOptions({
    queryKey: ['items', itemId, 'certificates'],
    queryFn: () =>
      apiRequest(`/items/${id(itemId)}/certificates`, {
        schema: certificateListSchema,
        handles: [403, 404],
      }),
  });

/** While a version waits for its batch, the list is asked again until it is signed. */
export const PENDING_REFETCH_MS = 15_000;

export const useCertificates = (itemId: string, enabled = true) =>
  useQuery({
    ...certificatesQueryOptions(itemId),
    enabled: enabled && itemId !== '',
    refetchInterval: (query) =>
      query.state.data?.certificates.some((entry) => entry.signed_at === null)
        ? PENDING_REFETCH_MS
        : false,
  });

/** GET /api/items/{id}/certificates/{version}; the owner's answer adds the salt and the content. */
export const certificateQueryOptions = (itemId: string, version: number) =>
  queryOptions({
    queryKey: ['items', itemId, 'certificates', version],
    queryFn: () =>
      apiRequest(`/items/${id(itemId)}/certificates/${version}`, {
        schema: certificateSchema,
        handles: [403, 404],
      }),
  });

export const useCertificate = (itemId: string, version: number, enabled = true) =>
  useQuery({
    ...certificateQueryOptions(itemId, version),
    enabled: enabled && itemId !== '' && Number.isSafeInteger(version) && version >= 1,
  });

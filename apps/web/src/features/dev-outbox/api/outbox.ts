import { outboxResponseSchema } from '@ideabazaar/shared/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';

export const OUTBOX_REFRESH_MS = 3000;

/** GET /api/dev/outbox: the e-mails and SMS kept instead of sent; 404 when the outbox is off. */
export const getOutbox = () =>
  apiRequest('/dev/outbox', { schema: outboxResponseSchema, handles: [404] });

export const isOutboxOff = (error: unknown) => error instanceof ApiError && error.status === 404;

// A list refreshing itself does not cover the screen with the loading overlay.
export const outboxQueryOptions = () =>
  queryOptions({
    queryKey: ['dev-outbox'],
    queryFn: getOutbox,
    meta: { background: true },
    staleTime: 0,
  });

/** The outbox, refreshed every few seconds while it is on. */
export const useOutbox = () =>
  useQuery({
    ...outboxQueryOptions(),
    refetchInterval: (query) => (query.state.error ? false : OUTBOX_REFRESH_MS),
  });

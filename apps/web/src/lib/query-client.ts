import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Client errors are final; only a network failure or a 5xx is worth one more try. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) =>
          count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });

import { signInMethodsResponseSchema } from '@ideabazaar/shared/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/auth/methods: the ways to sign in the server offers. A failed network call is not
 * told: no one asked for it, and the options that need no answer stay on screen meanwhile.
 */
export const getSignInMethods = () =>
  apiRequest('/auth/methods', { schema: signInMethodsResponseSchema, handles: [0] });

export const signInMethodsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'methods'],
    queryFn: getSignInMethods,
    // They change only when the server restarts with another configuration.
    staleTime: Infinity,
    // Asked in the background: the login dialog's forms stay usable, not covered while it loads.
    meta: { background: true },
  });

export const useSignInMethods = () => useQuery(signInMethodsQueryOptions());

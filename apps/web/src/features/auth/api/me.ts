import { meResponseSchema } from '@ideabazaar/shared/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/me: the signed-in member. */
export const getMe = () => apiRequest('/me', { schema: meResponseSchema });

export const meQueryOptions = () => queryOptions({ queryKey: ['me'], queryFn: getMe });

export const useMe = () => useQuery(meQueryOptions());

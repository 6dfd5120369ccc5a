import { referralResponseSchema } from '@ideabazaar/shared/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/referral: the member's code, link, and the friends who joined with it. */
export const getReferral = () => apiRequest('/referral', { schema: referralResponseSchema });

export const useReferral = () => useQuery({ queryKey: ['referral'], queryFn: getReferral });

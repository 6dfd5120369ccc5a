import { walletSchema } from '@ideabazaar/shared/schemas/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { walletKey } from '@/lib/money-cache';

/** GET /api/wallet: the member's balances and the deposit bounds. */
export const getWallet = () => apiRequest('/wallet', { schema: walletSchema });

export const walletQueryOptions = () => queryOptions({ queryKey: walletKey, queryFn: getWallet });

export const useWallet = () => useQuery(walletQueryOptions());

import { walletSchema } from '@ideabazaar/shared/schemas/wallet';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { walletKey } from '@/lib/money-cache';

/**
 * GET /api/wallet, read by the buy dialog for the balance it compares with the price. The wallet
 * feature has its own client of this endpoint (features do not import each other); both share
 * the cache entry, so a purchase or a deposit refreshes both.
 */
export const getBalance = () => apiRequest('/wallet', { schema: walletSchema });

export const useBalance = (enabled: boolean) =>
  useQuery({ queryKey: walletKey, queryFn: getBalance, enabled });

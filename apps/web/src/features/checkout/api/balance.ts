import { useQuery } from '@tanstack/react-query';
import { walletQueryOptions } from '@/lib/money-cache';

/** GET /api/wallet (lib/money-cache.ts), read by the buy dialog while it is open. */
export const useBalance = (enabled: boolean) => useQuery({ ...walletQueryOptions(), enabled });

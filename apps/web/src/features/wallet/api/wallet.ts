import { useQuery } from '@tanstack/react-query';
import { walletQueryOptions } from '@/lib/money-cache';

/** GET /api/wallet (lib/money-cache.ts): the member's balances and the deposit bounds. */
export const useWallet = () => useQuery(walletQueryOptions());

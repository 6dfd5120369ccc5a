import { walletSchema } from '@ideabazaar/shared/schemas/wallet';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * The query keys of the member's money, for the features that move it without owning the
 * wallet (a purchase from an idea's page): they refresh the balances and lists through these.
 */
export const walletKey = ['wallet'] as const;
export const transactionsKey = ['wallet', 'transactions'] as const;
export const purchasesKey = ['my-purchases'] as const;
export const referralKey = ['referral'] as const;
/** Everything a purchase changes besides the item itself. */
export const moneyKeys = [walletKey, purchasesKey, referralKey] as const;

/**
 * GET /api/wallet: the member's balances and the deposit bounds. The wallet's screens and the buy
 * dialog (the balance it compares with the price) read it through this one entry.
 */
export const walletQueryOptions = () =>
  queryOptions({
    queryKey: walletKey,
    queryFn: () => apiRequest('/wallet', { schema: walletSchema }),
  });

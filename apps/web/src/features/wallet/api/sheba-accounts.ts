import { shebaAccountsSchema } from '@ideabazaar/shared/schemas/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { walletKey } from '@/lib/money-cache';

/** Under the wallet's key, so a new withdrawal (which refreshes the wallet) refreshes it too. */
export const shebaAccountsKey = [...walletKey, 'sheba-accounts'] as const;

/** GET /api/wallet/sheba-accounts: the accounts of the member's past withdrawals, last first. */
export const shebaAccountsQueryOptions = () =>
  queryOptions({
    queryKey: shebaAccountsKey,
    queryFn: () => apiRequest('/wallet/sheba-accounts', { schema: shebaAccountsSchema }),
  });

export const useShebaAccounts = () => useQuery(shebaAccountsQueryOptions());

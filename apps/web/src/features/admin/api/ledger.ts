import { platformAccountsResponseSchema } from '@ideabazaar/shared/schemas/console';
import { ledgerCheckResponseSchema } from '@ideabazaar/shared/schemas/wallet';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminGet, adminKeys } from './admin-api';

/** GET /api/admin/ledger/accounts: the platform's own accounts and their balances. */
export const usePlatformAccounts = () =>
  useQuery({
    queryKey: adminKeys.list('ledger-accounts'),
    queryFn: ({ signal }) =>
      adminGet('/ledger/accounts', platformAccountsResponseSchema, {}, signal),
  });

/** GET /api/admin/ledger/check: the ledger's invariants, run when the operator asks. */
export const useLedgerCheck = () =>
  useMutation({ mutationFn: () => adminGet('/ledger/check', ledgerCheckResponseSchema) });

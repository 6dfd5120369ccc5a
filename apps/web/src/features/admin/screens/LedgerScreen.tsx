import FactCheckIcon from '@mui/icons-material/FactCheck';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { useLedgerCheck, usePlatformAccounts } from '../api/ledger';
import { AdminTable, queryState } from '../components/AdminTable';
import { useEnumLabel } from '../components/moderation/MemberLink';

interface AccountRow {
  kind: string;
  balance: number;
}

/** The ledger: its invariant check, run on demand, and the platform accounts' balances. */
export default function LedgerScreen() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const check = useLedgerCheck();
  const accounts = usePlatformAccounts();
  const result = check.data;
  const labelOf = useEnumLabel();
  const kindLabel = (kind: string) => labelOf('ledger.kinds', kind);
  const columns: GridColDef<AccountRow>[] = [
    { field: 'kind', headerName: t('ledger.account'), flex: 1, valueFormatter: kindLabel },
    {
      field: 'balance',
      headerName: t('ledger.balance'),
      flex: 1,
      valueFormatter: (value: number) => format.money(value),
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography variant="h5" component="h2">
        {t('nav.ledger')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
        <Button
          variant="contained"
          startIcon={<FactCheckIcon />}
          loading={check.isPending}
          loadingPosition="start"
          onClick={() => check.mutate()}
        >
          {check.isPending ? t('ledger.checking') : t('ledger.check')}
        </Button>
        {!result && <Typography color="text.secondary">{t('ledger.notRun')}</Typography>}
        {result && (
          <Alert severity={result.ok ? 'success' : 'error'} sx={{ width: '100%' }}>
            <Typography>{result.ok ? t('ledger.ok') : t('ledger.problems')}</Typography>
            {!result.ok && (
              <Box component="ul" sx={{ m: 0, ps: 3 }}>
                {result.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </Box>
            )}
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('ledger.checked', {
                transactions: format.grouped(result.checked.transactions),
                entries: format.grouped(result.checked.entries),
                accounts: format.grouped(result.checked.accounts),
              })}
            </Typography>
          </Alert>
        )}
      </Box>
      <Typography variant="h6" component="h3">
        {t('ledger.accounts')}
      </Typography>
      <AdminTable<AccountRow>
        label={t('ledger.accounts')}
        rows={accounts.data?.accounts ?? []}
        columns={columns}
        getRowId={(row) => row.kind}
        {...queryState(accounts)}
      />
    </Box>
  );
}

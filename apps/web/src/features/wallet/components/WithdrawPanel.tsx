import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/feedback/EmptyState';
import { useWallet } from '../api/wallet';
import { WithdrawalList } from './WithdrawalList';
import { WithdrawForm } from './WithdrawForm';

/** /withdraw: a new request against the available balance, and the requests made so far. */
export function WithdrawPanel() {
  const { t } = useTranslation('wallet');
  const wallet = useWallet();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {wallet.isPending ? (
        <CircularProgress sx={{ display: 'block', mx: 'auto' }} aria-label={t('loading')} />
      ) : wallet.data ? (
        <WithdrawForm available={wallet.data.available} />
      ) : (
        <EmptyState
          title={t('unavailable')}
          action={<Button onClick={() => void wallet.refetch()}>{t('retry')}</Button>}
        />
      )}
      <Divider />
      <WithdrawalList />
    </Box>
  );
}

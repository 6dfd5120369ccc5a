import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { useWallet } from '../api/wallet';
import { WithdrawalList } from './WithdrawalList';
import { WithdrawForm } from './WithdrawForm';
import { WalletLoading, WalletUnavailable } from './LoadState';

/** /withdraw: a new request against the available balance, and the requests made so far. */
export function WithdrawPanel() {
  const wallet = useWallet();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {wallet.isPending ? (
        <WalletLoading />
      ) : wallet.data ? (
        <WithdrawForm wallet={wallet.data} />
      ) : (
        <WalletUnavailable onRetry={() => void wallet.refetch()} />
      )}
      <Divider />
      <WithdrawalList />
    </Box>
  );
}

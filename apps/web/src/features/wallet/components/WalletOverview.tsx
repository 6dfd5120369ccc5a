import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AddCardIcon from '@mui/icons-material/AddCard';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SavingsIcon from '@mui/icons-material/Savings';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Wallet } from '@ideabazaar/shared/schemas/wallet';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MainButton } from '@/components/ui/MainButton';
import { MoneyText } from '@/components/ui/MoneyText';
import { paths } from '@/config/paths';
import { useWallet } from '../api/wallet';
import { useTimeLeftText } from '../hooks/use-time-left-text';
import { WalletLoading, WalletUnavailable } from './LoadState';

function Balance(props: { kind: 'pending' | 'held'; wallet: Wallet }) {
  const { t } = useTranslation('wallet');
  const timeLeftText = useTimeLeftText();
  const { kind, wallet } = props;
  const releaseAt = kind === 'pending' ? wallet.next_release_at : null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t(`balance.${kind}`)}
      sx={{ p: 2, display: 'grid', gap: 0.5 }}
    >
      <Typography variant="body2" color="text.secondary">
        {t(`balance.${kind}`)}
      </Typography>
      <MoneyText amount={wallet[kind]} testId={`balance-${kind}`} />
      <Typography variant="caption" color="text.secondary">
        {releaseAt && wallet.pending > 0
          ? t('balance.nextRelease', { time: timeLeftText(releaseAt) })
          : t(`balance.${kind}Hint`)}
      </Typography>
    </Paper>
  );
}

/** The wallet: what can be spent, what waits, and every way to move money. */
export function WalletOverview() {
  const { t } = useTranslation('wallet');
  const wallet = useWallet();

  if (wallet.isPending) {
    return <WalletLoading />;
  }
  if (!wallet.data) {
    return (
      <WalletUnavailable
        icon={<AccountBalanceWalletIcon />}
        onRetry={() => void wallet.refetch()}
      />
    );
  }
  const data = wallet.data;
  const links = [
    { to: paths.transactions.href(), label: t('links.transactions'), icon: <ReceiptLongIcon /> },
    { to: paths.purchases.href(), label: t('links.purchases'), icon: <ShoppingBagIcon /> },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper
        component="section"
        aria-label={t('balance.available')}
        sx={{ p: 3, display: 'grid', gap: 1, justifyItems: 'center', textAlign: 'center' }}
      >
        <Typography color="text.secondary">{t('balance.available')}</Typography>
        <MoneyText amount={data.available} variant="h4" component="p" testId="balance-available" />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center', mt: 1 }}>
          <MainButton to={paths.deposit.href()} startIcon={<AddCardIcon />}>
            {t('links.deposit')}
          </MainButton>
          <Button
            component={Link}
            to={paths.withdraw.href()}
            variant="outlined"
            startIcon={<SavingsIcon />}
            sx={{ borderRadius: 999 }}
          >
            {t('links.withdraw')}
          </Button>
        </Box>
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Balance kind="pending" wallet={data} />
        <Balance kind="held" wallet={data} />
      </Box>
      <Box component="nav" sx={{ display: 'grid', gap: 1 }}>
        {links.map((link) => (
          <Button
            key={link.to}
            component={Link}
            to={link.to}
            variant="outlined"
            startIcon={link.icon}
            sx={{ justifyContent: 'flex-start' }}
          >
            {link.label}
          </Button>
        ))}
      </Box>
    </Box>
  );
}

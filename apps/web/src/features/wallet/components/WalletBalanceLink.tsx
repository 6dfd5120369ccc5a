import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mirrorInRtl } from '@/components/ui/mirror';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useWallet } from '../api/wallet';

/** The wallet's entry on the profile: the available balance at a glance. */
export function WalletBalanceLink() {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const wallet = useWallet();
  const balance = wallet.data ? format.money(wallet.data.available) : wallet.isPending ? '…' : '—';
  return (
    <Paper variant="outlined">
      <CardActionArea
        component={Link}
        to={paths.wallet.href()}
        sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center' }}
      >
        <AccountBalanceWalletIcon color="primary" />
        <Box sx={{ flexGrow: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{t('title')}</Typography>
          <Typography variant="body2" color="text.secondary" data-testid="profile-balance">
            {t('balance.availableShort', { amount: balance })}
          </Typography>
        </Box>
        <ChevronRightIcon sx={mirrorInRtl} />
      </CardActionArea>
    </Paper>
  );
}

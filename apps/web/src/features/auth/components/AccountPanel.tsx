import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { MainButton } from '@/components/ui/MainButton';
import { useSignOut } from '../hooks/use-sign-out';

/** The ways to leave: sign out on this device, or everywhere. */
export function AccountPanel() {
  const { t } = useTranslation('auth');
  const signOut = useSignOut();

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 2 }}>
      <MainButton disabled={signOut.isPending} onClick={() => signOut.mutate(false)}>
        {t('account.signOut')}
      </MainButton>
      <Button
        variant="outlined"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate(true)}
        sx={{ borderRadius: 999 }}
      >
        {t('account.signOutEverywhere')}
      </Button>
    </Box>
  );
}

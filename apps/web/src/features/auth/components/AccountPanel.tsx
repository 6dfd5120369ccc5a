import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../hooks/use-sign-out';

/** The ways to leave, quiet at the end of the profile: sign out on this device, or everywhere. */
export function AccountPanel() {
  const { t } = useTranslation('auth');
  const signOut = useSignOut();

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 2 }}>
      <Button color="inherit" disabled={signOut.isPending} onClick={() => signOut.mutate(false)}>
        {t('account.signOut')}
      </Button>
      <Button color="inherit" disabled={signOut.isPending} onClick={() => signOut.mutate(true)}>
        {t('account.signOutEverywhere')}
      </Button>
    </Box>
  );
}

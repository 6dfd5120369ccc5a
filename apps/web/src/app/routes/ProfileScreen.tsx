import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AccountPanel } from '@/features/auth/components/AccountPanel';

/** TheProfile: the member's account and sign-out; profile editing comes with its own issue. */
export default function ProfileScreen() {
  const { t } = useTranslation('screens');
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 500, mx: 'auto' }}>
      <AccountPanel />
      <Button component={Link} to={paths.referralFriends.href()} variant="text">
        {t('referralFriends')}
      </Button>
    </Box>
  );
}

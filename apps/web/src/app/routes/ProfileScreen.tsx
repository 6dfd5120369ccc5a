import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { paths } from '@/config/paths';
import { useMe } from '@/features/auth/api/me';
import { AccountPanel } from '@/features/auth/components/AccountPanel';
import { EmailSettings } from '@/features/auth/components/EmailSettings';
import { DevOutboxLink } from '@/features/dev-outbox/components/DevOutboxLink';
import { ProfileCard } from '@/features/profile/components/ProfileCard';

/** TheProfile: the member's picture and details, their items, invitations, and signing out. */
export default function ProfileScreen() {
  const { t } = useTranslation(['profile', 'screens']);
  const me = useMe();
  const links = [
    { to: paths.editProfile.href(), label: t('edit') },
    { to: paths.myIdeas.href(), label: t('myIdeas') },
    { to: paths.myNeeds.href(), label: t('myNeeds') },
    { to: paths.referralFriends.href(), label: t('screens:referralFriends') },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 500, mx: 'auto' }}>
      {me.isPending ? (
        <CircularProgress sx={{ justifySelf: 'center' }} aria-label={t('loading')} />
      ) : me.data ? (
        <ProfileCard
          me={me.data}
          email={<EmailSettings me={me.data} codeExtra={<DevOutboxLink />} />}
        />
      ) : (
        <EmptyState title={t('unavailable')} />
      )}
      <Box component="nav" sx={{ display: 'grid', gap: 1 }}>
        {links.map((link) => (
          <Button key={link.to} component={Link} to={link.to} variant="outlined">
            {link.label}
          </Button>
        ))}
      </Box>
      <Divider />
      <AccountPanel />
    </Box>
  );
}

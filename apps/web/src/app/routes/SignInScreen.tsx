import LoginIcon from '@mui/icons-material/Login';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { MainButton } from '@/components/ui/MainButton';
import { mirrorInRtl } from '@/components/ui/mirror';
import { paths } from '@/config/paths';
import { useClientState } from '@/lib/client-state';

/**
 * TheAuth (/auth) and AuthDialog (/auth-d): a page to sign in from, for a link that leads to
 * sign-in rather than to a screen. Signed in, it says so and leads on.
 */
export default function SignInScreen() {
  const { t } = useTranslation('auth');
  const auth = useClientState((state) => state.auth);
  if (auth) {
    return (
      <EmptyState
        icon={<VerifiedUserIcon color="success" />}
        title={t('page.signedInTitle')}
        text={t('page.signedInText')}
        action={<MainButton to={paths.profile.href()}>{t('page.profile')}</MainButton>}
      />
    );
  }
  return (
    <EmptyState
      icon={<LoginIcon sx={mirrorInRtl} />}
      title={t('page.title')}
      text={t('page.text')}
      action={
        <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
          <MainButton onClick={() => useClientState.getState().promptLogin()}>
            {t('dialog.title')}
          </MainButton>
          <Button component={Link} to={paths.authMobile.href()}>
            {t('actions.mobile')}
          </Button>
        </Stack>
      }
    />
  );
}

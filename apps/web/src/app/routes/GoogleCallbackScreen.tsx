import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MainButton } from '@/components/ui/MainButton';
import { paths } from '@/config/paths';

/**
 * GoogleCallback sits outside the main layout (seed section 2). Finishing the Google sign-in comes
 * with the sign-in issue; until then the page says that the sign-in did not complete.
 */
export default function GoogleCallbackScreen() {
  const { t } = useTranslation('auth');
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ textAlign: 'center' }}>
        <Typography component="h1" variant="h5" gutterBottom>
          {t('google.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('google.unavailable')}
        </Typography>
        <MainButton to={paths.ideas.href()}>{t('google.back')}</MainButton>
      </Box>
    </Box>
  );
}

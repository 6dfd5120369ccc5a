import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { googleCallbackQuerySchema } from '@ideabazaar/shared/schemas/auth';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { MainButton } from '@/components/ui/MainButton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useClientState } from '@/lib/client-state';
import { notify } from '@/lib/notify';
import { useGoogleCallback } from '../api/google-callback';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

/** Where the member goes after the sign-in: where they were, never back to this page. */
const returnPath = (lastRoute: string) =>
  lastRoute.startsWith('/') && !lastRoute.startsWith(paths.googleCallback.path)
    ? lastRoute
    : paths.ideas.href();

/**
 * GoogleCallback (seed section 2): Google returns here with `code` and `state`; the server trades
 * them for a token, and the member goes back to lastRoute.
 */
export function GoogleCallback() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const parsed = googleCallbackQuerySchema.safeParse({
    code: search.get('code') ?? '',
    state: search.get('state') ?? '',
  });
  const result = useGoogleCallback(parsed.success ? parsed.data : null);
  const completeSignIn = useCompleteSignIn();
  const token = result.data?.token.plainTextToken;
  const finished = useRef(false);

  useEffect(() => {
    if (!token || finished.current) return;
    finished.current = true;
    const { lastRoute } = useClientState.getState();
    void completeSignIn(token);
    notify(t('messages.loginSuccessful'));
    void navigate(returnPath(lastRoute), { replace: true });
  }, [token, completeSignIn, navigate, t]);

  if (parsed.success && !result.isError) {
    return (
      <Box sx={{ textAlign: 'center' }} role="status">
        <CircularProgress sx={{ mb: 2 }} />
        <Typography>{t('google.working')}</Typography>
      </Box>
    );
  }
  const reason =
    result.error instanceof ApiError && result.error.status >= 400 && result.error.status < 500
      ? result.error.text()
      : null;
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {t('google.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: reason ? 1 : 3 }}>
        {t('google.failed')}
      </Typography>
      {reason && <Typography sx={{ mb: 3 }}>{reason}</Typography>}
      <MainButton to={paths.ideas.href()}>{t('google.back')}</MainButton>
    </Box>
  );
}

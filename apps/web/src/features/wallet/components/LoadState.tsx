import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/feedback/EmptyState';

/** The money screens while their data loads. */
export function WalletLoading() {
  const { t } = useTranslation('wallet');
  return (
    <CircularProgress sx={{ display: 'block', mx: 'auto', my: 4 }} aria-label={t('loading')} />
  );
}

/** The money screens when their data could not be read, with a retry. */
export function WalletUnavailable(props: { onRetry: () => void; icon?: ReactNode }) {
  const { t } = useTranslation('wallet');
  return (
    <EmptyState
      icon={props.icon}
      title={t('unavailable')}
      action={<Button onClick={props.onRetry}>{t('retry')}</Button>}
    />
  );
}

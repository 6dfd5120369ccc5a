import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** A new deployment is offered, not forced: the person reloads when it suits them. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  return (
    <Snackbar
      open={needRefresh}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={t('update.available')}
      action={
        <>
          <Button color="secondary" size="small" onClick={() => void updateServiceWorker(true)}>
            {t('update.reload')}
          </Button>
          <Button color="inherit" size="small" onClick={() => setNeedRefresh(false)}>
            {t('update.later')}
          </Button>
        </>
      }
    />
  );
}

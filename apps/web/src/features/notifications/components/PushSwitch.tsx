import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePushSubscription } from '../hooks/use-push-subscription';

/** Whether this device receives pushes, and why it cannot when it cannot. */
export function PushSwitch() {
  const { t } = useTranslation('notifications');
  const push = usePushSubscription();
  const blocked = ['unsupported', 'denied', 'no-worker'].includes(push.state);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={push.state === 'on'}
            disabled={blocked || push.state === 'checking' || push.pending}
            onChange={(_event, checked) => void push.change(checked)}
          />
        }
        label={t('push.device')}
      />
      <Typography variant="body2" color="text.secondary">
        {t('push.hint')}
      </Typography>
      {blocked && <Alert severity="info">{t(`push.${push.state}`)}</Alert>}
      {push.failed && <Alert severity="error">{t('push.failed')}</Alert>}
    </Box>
  );
}

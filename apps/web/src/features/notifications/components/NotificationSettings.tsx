import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  emailKinds,
  notificationKinds,
  type NotificationChannel,
  type NotificationKind,
} from '@ideabazaar/shared/schemas/notifications';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/feedback/EmptyState';
import { useChangeSettings, useNotificationSettings } from '../api/settings';

const emailed = new Set<NotificationKind>(emailKinds);

/**
 * The choices per kind and channel: a push switch for every kind, an e-mail switch for the kinds
 * that may be e-mailed (the money events and the unread messages). A kind not chosen is on.
 */
export function NotificationSettings() {
  const { t } = useTranslation('notifications');
  const settings = useNotificationSettings();
  const change = useChangeSettings();

  if (settings.isError) {
    return (
      <EmptyState
        title={t('settings.unavailable')}
        action={<Button onClick={() => void settings.refetch()}>{t('list.retry')}</Button>}
      />
    );
  }
  if (!settings.data) {
    return (
      <CircularProgress sx={{ display: 'block', mx: 'auto' }} aria-label={t('list.loading')} />
    );
  }
  const choices = settings.data;
  const channelSwitch = (channel: NotificationChannel, kind: NotificationKind) => {
    const on = (choices[channel] as Partial<Record<NotificationKind, boolean>>)[kind] ?? true;
    return (
      <Switch
        checked={on}
        onChange={(_event, checked) => change.mutate({ [channel]: { [kind]: checked } })}
        slotProps={{
          input: {
            'aria-label': t(`settings.switch.${channel}`, { kind: t(`settings.kinds.${kind}`) }),
          },
        }}
      />
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Box
        aria-hidden
        sx={{ display: 'grid', gridTemplateColumns: '1fr 64px 64px', color: 'text.secondary' }}
      >
        <span />
        <Typography variant="caption" sx={{ textAlign: 'center' }}>
          {t('settings.channel.push')}
        </Typography>
        <Typography variant="caption" sx={{ textAlign: 'center' }}>
          {t('settings.channel.email')}
        </Typography>
      </Box>
      {notificationKinds.map((kind) => (
        <Box
          key={kind}
          role="group"
          aria-label={t(`settings.kinds.${kind}`)}
          sx={{ display: 'grid', gridTemplateColumns: '1fr 64px 64px', alignItems: 'center' }}
        >
          <Typography variant="body2">{t(`settings.kinds.${kind}`)}</Typography>
          <Box sx={{ textAlign: 'center' }}>{channelSwitch('push', kind)}</Box>
          <Box sx={{ textAlign: 'center' }}>
            {emailed.has(kind) ? channelSwitch('email', kind) : null}
          </Box>
        </Box>
      ))}
    </Paper>
  );
}

import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { NotificationList } from '@/features/notifications/components/NotificationList';
import { NotificationSettings } from '@/features/notifications/components/NotificationSettings';
import { PushSwitch } from '@/features/notifications/components/PushSwitch';
import { SavedSearchList } from '@/features/notifications/components/SavedSearchList';
import { UnsubscribeResult } from '@/features/notifications/components/UnsubscribeResult';

const column = { display: 'grid', gap: 2, maxWidth: 560, mx: 'auto' } as const;

/** /notifications: newest first; the way to the settings above the list. */
export function NotificationsScreen() {
  const { t } = useTranslation('notifications');
  return (
    <Box sx={column}>
      <Button
        component={Link}
        to={paths.notificationSettings.href()}
        startIcon={<SettingsIcon />}
        sx={{ justifySelf: 'start' }}
      >
        {t('list.settings')}
      </Button>
      <NotificationList />
    </Box>
  );
}

function Section(props: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={props.title} sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h2" variant="h6">
        {props.title}
      </Typography>
      {props.hint && (
        <Typography variant="body2" color="text.secondary">
          {props.hint}
        </Typography>
      )}
      {props.children}
    </Box>
  );
}

/** /notification-settings: the choices per kind and channel, this device, saved searches. */
export function NotificationSettingsScreen() {
  const { t } = useTranslation('notifications');
  return (
    <Box sx={{ ...column, gap: 3 }}>
      <Section title={t('push.title')}>
        <PushSwitch />
      </Section>
      <Section title={t('settings.title')} hint={t('settings.intro')}>
        <NotificationSettings />
      </Section>
      <Section title={t('saved.title')} hint={t('saved.hint')}>
        <SavedSearchList />
      </Section>
    </Box>
  );
}

/** /unsubscribe?token=: an e-mail's link, open to anyone who has it. */
export function UnsubscribeScreen() {
  const [params] = useSearchParams();
  return (
    <Box sx={column}>
      <UnsubscribeResult token={params.get('token') ?? ''} />
    </Box>
  );
}

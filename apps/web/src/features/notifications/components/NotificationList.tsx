import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import type { Notification } from '@ideabazaar/shared/schemas/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { LoadMore } from '@/components/feedback/LoadMore';
import { useMarkRead, useNotifications } from '../api/notifications';
import { useUnreadNotifications } from '../api/unread-count';
import { notificationTarget } from '@ideabazaar/shared/notifications/target';
import { NotificationRow } from './NotificationRow';

/** The member's notifications, newest first, page after page; a row opens what it is about. */
export function NotificationList() {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const list = useNotifications();
  const markRead = useMarkRead();
  const unread = useUnreadNotifications((state) => state.unread);

  if (list.isError && !list.data) {
    return (
      <EmptyState
        title={t('list.unavailable')}
        action={<Button onClick={() => void list.refetch()}>{t('list.retry')}</Button>}
      />
    );
  }
  if (!list.data) {
    return (
      <CircularProgress sx={{ display: 'block', mx: 'auto' }} aria-label={t('list.loading')} />
    );
  }
  const notifications = list.data.pages.flatMap((page) => page.notifications);
  if (notifications.length === 0) {
    return (
      <EmptyState
        icon={<NotificationsOffIcon />}
        title={t('list.empty')}
        text={t('list.emptyText')}
      />
    );
  }

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate({ ids: [notification.id] });
    const target = notificationTarget(notification);
    if (target) void navigate(target);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Button
        startIcon={<DoneAllIcon />}
        disabled={unread === 0 && notifications.every((n) => n.read)}
        onClick={() => markRead.mutate({ all: true })}
        sx={{ justifySelf: 'end' }}
      >
        {t('list.markAll')}
      </Button>
      <Paper variant="outlined">
        <List disablePadding aria-label={t('list.label')}>
          {notifications.map((notification, index) => (
            <NotificationRow
              key={notification.id}
              notification={notification}
              divider={index < notifications.length - 1}
              onOpen={open}
            />
          ))}
        </List>
      </Paper>
      <LoadMore
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
        moreLabel={t('list.more')}
        loadingLabel={t('list.loading')}
      />
    </Box>
  );
}

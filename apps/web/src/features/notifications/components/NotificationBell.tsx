import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useUnreadNotifications } from '../api/unread-count';

/** The badge's text: none at zero, '99+' past 99 (the label says the whole count). */
const shown = (unread: number, number: (value: number) => string) =>
  unread === 0 ? null : unread > 99 ? `${number(99)}+` : number(unread);

/** The app bar's way to the notifications, with the member's unread count on it (live). */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  const unread = useUnreadNotifications((state) => state.unread);
  const label =
    unread > 0
      ? t('bell.unread', { count: unread, value: format.number(unread) })
      : t('bell.label');
  return (
    <IconButton color="inherit" component={Link} to={paths.notifications.href()} aria-label={label}>
      <Badge
        color="error"
        badgeContent={shown(unread, format.number)}
        data-testid="notifications-unread"
        data-count={unread}
      >
        <NotificationsIcon />
      </Badge>
    </IconButton>
  );
}

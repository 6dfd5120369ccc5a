import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { Notification } from '@ideabazaar/shared/schemas/notifications';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { notificationText } from '../notification-text';

/** One notification: its sentence and time; an unread one bold with a dot and said to be unread. */
export function NotificationRow(props: {
  notification: Notification;
  divider: boolean;
  onOpen: (notification: Notification) => void;
}) {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  const { notification } = props;
  const unread = !notification.read;
  return (
    <ListItem disablePadding divider={props.divider} data-unread={unread}>
      <ListItemButton
        onClick={() => props.onOpen(notification)}
        sx={{ gap: 1.5, alignItems: 'flex-start', bgcolor: unread ? 'action.hover' : undefined }}
      >
        <Box
          aria-hidden
          sx={{
            width: 10,
            height: 10,
            mt: 1,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: unread ? 'primary.main' : 'transparent',
          }}
        />
        <ListItemText
          primary={
            <>
              {unread && <Box component="span" sx={visuallyHidden}>{`${t('list.unread')}: `}</Box>}
              {notificationText(notification, t, format)}
            </>
          }
          secondary={format.dateTime(new Date(notification.created_at))}
          slotProps={{
            primary: { sx: { fontWeight: unread ? 'bold' : 'normal', overflowWrap: 'anywhere' } },
          }}
        />
      </ListItemButton>
    </ListItem>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

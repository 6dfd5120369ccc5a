import Badge from '@mui/material/Badge';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { useUnreadTotal } from '../api/unread-total';

/** An icon of a way into the chat, with the member's unread total on it (live). */
export function UnreadBadge(props: { icon: ReactNode }) {
  const { t } = useTranslation('chat');
  const format = useFormat();
  const total = useUnreadTotal((state) => state.total);
  return (
    <Badge
      color="error"
      badgeContent={total > 0 ? format.number(total) : null}
      data-testid="chat-unread-total"
      data-count={total}
      // Only a count there is to tell is named: an empty badge says nothing.
      slotProps={{
        badge: (total > 0
          ? { 'aria-label': t('unread', { count: total, value: format.number(total) }) }
          : {}) as object,
      }}
    >
      {props.icon}
    </Badge>
  );
}

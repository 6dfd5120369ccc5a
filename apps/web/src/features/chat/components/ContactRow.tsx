import type { Contact } from '@ideabazaar/shared/schemas/chat';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { InitialAvatar } from '@/components/ui/InitialAvatar';
import { useFormat } from '@/lib/format';
import { nameText, userText } from '@/lib/user-text';

/**
 * Seed section 2's chat contact row: the avatar or the initial in a coloured circle, the name or
 * 'User {id}', the idea or need the conversation is about (issue 32), the last message's preview (the server cuts it to 25 characters and '...'), a
 * date (a time today, Jalali in Persian) and a red badge with the unread count. Alternate rows
 * have different backgrounds.
 */
export function ContactRow(props: { contact: Contact; index: number; onOpen: () => void }) {
  const { contact } = props;
  const { t } = useTranslation('chat');
  const format = useFormat();
  const name = format.member(contact);
  const date = new Date(contact.date);
  const when = format.sameDay(date, new Date()) ? format.time(date) : format.date(date);
  return (
    <ListItemButton
      onClick={props.onOpen}
      data-testid="contact-row"
      sx={{
        gap: 2,
        py: 1.5,
        bgcolor: props.index % 2 === 0 ? 'background.paper' : 'action.hover',
      }}
    >
      <InitialAvatar name={name} src={contact.avatar} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            <bdi {...nameText(contact)}>{name}</bdi>
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            {when}
          </Typography>
        </Box>
        {contact.item && (
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {t('about')} <bdi {...userText}>{contact.item.title}</bdi>
          </Typography>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 0.5 }}>
          <Typography variant="body2" color="text.secondary" noWrap {...userText}>
            {contact.lastMessage}
          </Typography>
          {contact.unReadMessage > 0 && (
            <Box
              component="span"
              data-testid="unread-badge"
              aria-label={t('unread', {
                count: contact.unReadMessage,
                value: format.number(contact.unReadMessage),
              })}
              sx={{
                flexShrink: 0,
                minWidth: 22,
                height: 22,
                px: 0.75,
                borderRadius: 11,
                bgcolor: 'error.main',
                color: 'error.contrastText',
                fontSize: 12,
                fontWeight: 700,
                display: 'grid',
                placeItems: 'center',
              }}
            >
              {format.number(contact.unReadMessage)}
            </Box>
          )}
        </Box>
      </Box>
    </ListItemButton>
  );
}

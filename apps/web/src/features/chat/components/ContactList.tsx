import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/feedback/EmptyState';
import { useContacts } from '../api/contacts';
import { ContactRow } from './ContactRow';

// Seed section 2: a click opens the conversation after 200 ms.
export const OPEN_DELAY_MS = 200;

/** The member's conversations, newest first, with older ones on demand. */
export function ContactList(props: {
  onOpen: (userId: number) => void;
  emptyAction?: React.ReactNode;
}) {
  const { t } = useTranslation('chat');
  const contacts = useContacts();
  if (contacts.isPending) {
    return <CircularProgress aria-label={t('loading')} sx={{ display: 'block', mx: 'auto' }} />;
  }
  if (contacts.isError) {
    return (
      <EmptyState
        title={t('unavailable')}
        action={<Button onClick={() => void contacts.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  const rows = contacts.data.pages.flatMap((page) => page.contacts);
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={<ForumOutlinedIcon />}
        title={t('empty.title')}
        text={t('empty.text')}
        action={props.emptyAction}
      />
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <List disablePadding aria-label={t('contacts')}>
          {rows.map((contact, index) => (
            <ContactRow
              key={contact.id}
              contact={contact}
              index={index}
              onOpen={() => setTimeout(() => props.onOpen(contact.id), OPEN_DELAY_MS)}
            />
          ))}
        </List>
      </Paper>
      {contacts.hasNextPage && (
        <Button
          onClick={() => void contacts.fetchNextPage()}
          disabled={contacts.isFetchingNextPage}
          sx={{ justifySelf: 'center' }}
        >
          {t('more')}
        </Button>
      )}
    </Box>
  );
}

import MailIcon from '@mui/icons-material/Mail';
import RefreshIcon from '@mui/icons-material/Refresh';
import SmsIcon from '@mui/icons-material/Sms';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OutboxMessage } from '@ideabazaar/shared/schemas/auth';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/feedback/EmptyState';
import { useFormat } from '@/lib/format';
import { userText, verbatim } from '@/lib/user-text';
import { isOutboxOff, OUTBOX_REFRESH_MS, useOutbox } from '../api/outbox';
import { MessageText } from './MessageText';

function MessageCard(props: { message: OutboxMessage }) {
  const { t } = useTranslation('outbox');
  const format = useFormat();
  const { message } = props;
  const sent = new Date(message.created_at);
  const time = sent.toLocaleTimeString('en-GB', { hour12: false });
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip
          size="small"
          icon={message.channel === 'email' ? <MailIcon /> : <SmsIcon />}
          label={t(`channel.${message.channel}`)}
        />
        <Typography {...verbatim} sx={{ fontWeight: 500, flexGrow: 1 }}>
          {message.recipient}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {format.date(sent)} {format.number(time)}
        </Typography>
      </Box>
      {message.subject && (
        <Typography {...userText} sx={{ fontWeight: 500 }}>
          {message.subject}
        </Typography>
      )}
      <MessageText text={message.text} />
    </Paper>
  );
}

/** The dev outbox: what would have been e-mailed or texted, newest first, for signing in. */
export function DevOutbox() {
  const { t } = useTranslation('outbox');
  const format = useFormat();
  const outbox = useOutbox();

  if (isOutboxOff(outbox.error)) return <EmptyState title={t('off')} text={t('offHint')} />;
  const messages = outbox.data?.messages ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
          {t('intro', { seconds: format.number(OUTBOX_REFRESH_MS / 1000) })}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          onClick={() => void outbox.refetch()}
        >
          {t('refresh')}
        </Button>
      </Box>
      {outbox.isPending ? (
        <CircularProgress sx={{ justifySelf: 'center' }} aria-label={t('loading')} />
      ) : messages.length === 0 ? (
        <EmptyState title={t('emptyTitle')} text={t('emptyText')} />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {messages.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </Box>
      )}
    </Box>
  );
}

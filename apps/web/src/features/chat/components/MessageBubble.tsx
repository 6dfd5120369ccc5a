import DoneAllIcon from '@mui/icons-material/DoneAll';
import DoneIcon from '@mui/icons-material/Done';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { userText } from '@/lib/user-text';

/** Where one of my messages is: written offline, stored, on their device, read; or refused. */
export type Receipt = 'pending' | 'sent' | 'delivered' | 'read' | 'failed';

const icons = {
  pending: <ScheduleIcon fontSize="inherit" />,
  sent: <DoneIcon fontSize="inherit" />,
  delivered: <DoneAllIcon fontSize="inherit" />,
  read: <DoneAllIcon fontSize="inherit" sx={{ color: '#8fd3ff' }} />,
  failed: <ErrorOutlineIcon fontSize="inherit" />,
};

/**
 * One message: mine on the end side, theirs on the start side (so right-to-left mirrors them),
 * its text in its own direction, the time, and for mine the receipt.
 */
export function MessageBubble(props: {
  body: string;
  at: Date;
  mine: boolean;
  receipt?: Receipt;
  error?: string | null;
}) {
  const { t } = useTranslation('chat');
  const format = useFormat();
  const { mine, receipt } = props;
  return (
    <Box sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
      <Box
        data-testid="message"
        data-mine={mine}
        data-receipt={receipt}
        sx={{
          maxWidth: '80%',
          px: 1.5,
          py: 0.75,
          borderRadius: 2,
          borderEndEndRadius: mine ? 4 : undefined,
          borderEndStartRadius: mine ? undefined : 4,
          bgcolor: mine ? 'primary.main' : 'background.paper',
          color: mine ? 'primary.contrastText' : 'text.primary',
          boxShadow: 1,
          opacity: receipt === 'pending' ? 0.75 : 1,
        }}
      >
        <Typography {...userText} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {props.body}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'flex-end',
            gap: 0.5,
            fontSize: 14,
            opacity: 0.8,
          }}
        >
          <Typography variant="caption">{format.time(props.at)}</Typography>
          {mine && receipt && (
            <Box
              component="span"
              role="img"
              aria-label={t(`receipt.${receipt}`)}
              sx={{ display: 'inline-flex' }}
            >
              {icons[receipt]}
            </Box>
          )}
        </Box>
        {props.error && (
          <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
            {props.error}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

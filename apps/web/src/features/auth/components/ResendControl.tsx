import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import type { Countdown } from '../hooks/use-countdown';

/**
 * Seed section 4: disabled during the countdown, which shows as '00:SS' ('00:59' at rest); the
 * label reads 'Haven't received the code?' while waiting and 'Resend' otherwise.
 */
export function ResendControl(props: {
  countdown: Countdown;
  busy: boolean;
  onResend: () => void;
}) {
  const { t } = useTranslation('auth');
  const format = useFormat();
  const { waiting, seconds } = props.countdown;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
      <Button variant="text" disabled={waiting || props.busy} onClick={props.onResend}>
        {waiting ? t('resend.waiting') : t('resend.ready')}
      </Button>
      <Typography component="span" dir="ltr" color="text.secondary" data-testid="resend-countdown">
        {format.number(`00:${String(seconds).padStart(2, '0')}`)}
      </Typography>
    </Box>
  );
}

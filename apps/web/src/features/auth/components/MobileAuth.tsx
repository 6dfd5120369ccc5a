import Paper from '@mui/material/Paper';
import { useState, type ReactNode } from 'react';
import { useCountdown } from '../hooks/use-countdown';
import { MobileConfirmStep } from './MobileConfirmStep';
import { MobileEntryStep, type MobileContact, type MobileForm } from './MobileEntryStep';

/**
 * The mobile auth page (seed sections 2 and 4): enterMobileEmail, then confirm once the code was
 * sent, then signed in and on to TheProfile. `ideaId` (from the route) goes with the confirmation.
 */
export function MobileAuth(props: { ideaId?: string; confirmExtra?: ReactNode }) {
  const [form, setForm] = useState<MobileForm>({ mobile: '', email: '' });
  const [sentTo, setSentTo] = useState<MobileContact | null>(null);
  const countdown = useCountdown();

  return (
    <Paper elevation={0} sx={{ maxWidth: 500, mx: 'auto', p: { xs: 1, md: 3 } }}>
      {sentTo === null ? (
        <MobileEntryStep
          form={form}
          onChange={setForm}
          onSent={(contact) => {
            setSentTo(contact);
            countdown.start();
          }}
        />
      ) : (
        <MobileConfirmStep
          contact={sentTo}
          ideaId={props.ideaId}
          countdown={countdown}
          onBack={() => setSentTo(null)}
          extra={props.confirmExtra}
        />
      )}
    </Paper>
  );
}

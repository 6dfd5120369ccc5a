import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { MeResponse } from '@ideabazaar/shared/schemas/auth';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { verbatim } from '@/lib/user-text';
import { useSendEmailProof } from '../api/send-email-proof';
import { useCountdown } from '../hooks/use-countdown';
import { EmailAddressForm } from './EmailAddressForm';
import { EmailProofCodeForm } from './EmailProofCodeForm';

function Address(props: { address: string; confirmed: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography {...verbatim} sx={{ overflowWrap: 'anywhere' }}>
        {props.address}
      </Typography>
      <Chip
        size="small"
        variant="outlined"
        color={props.confirmed ? 'success' : 'warning'}
        label={t(props.confirmed ? 'emailProof.confirmed' : 'emailProof.unconfirmed')}
      />
    </Box>
  );
}

/**
 * The member's e-mail: the confirmed address, and one waiting for its code (given at a mobile
 * sign-up, or a change), with the way to send that code and enter it. Only a confirmed address
 * signs in, so the step that proves it is always at hand here.
 */
export function EmailSettings(props: { me: MeResponse; codeExtra?: ReactNode }) {
  const { t } = useTranslation('auth');
  const titleId = useId();
  const { email, pending_email: pending } = props.me;
  const [mode, setMode] = useState<'view' | 'address' | 'code'>('view');
  const [addressError, setAddressError] = useState('');
  const countdown = useCountdown();
  const send = useSendEmailProof();

  const sendCode = (address: string) => {
    setAddressError('');
    send.mutate(
      { email: address },
      {
        onSuccess: () => {
          notify(t('messages.codeSent'));
          countdown.start();
          setMode('code');
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 422) {
            setAddressError(failure.fieldErrors().email ?? failure.text());
          }
        },
      },
    );
  };

  // A code step with nothing pending (confirmed meanwhile, e.g. in another tab) is the view.
  const viewing = mode === 'view' || (mode === 'code' && !pending);

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
        {t('emailProof.title')}
      </Typography>
      {email && <Address address={email} confirmed />}
      {pending && <Address address={pending} confirmed={false} />}
      {!email && !pending && <Typography color="text.secondary">{t('emailProof.none')}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {t('emailProof.explain')}
      </Typography>
      {viewing && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {pending && (
            <>
              <Button
                variant="contained"
                disabled={send.isPending}
                onClick={() => sendCode(pending)}
              >
                {t('emailProof.sendCode')}
              </Button>
              <Button onClick={() => setMode('code')}>{t('emailProof.haveCode')}</Button>
            </>
          )}
          <Button onClick={() => setMode('address')}>
            {t(pending ? 'actions.changeEmail' : email ? 'emailProof.change' : 'emailProof.add')}
          </Button>
        </Box>
      )}
      {mode === 'address' && (
        <EmailAddressForm
          changing={Boolean(email)}
          busy={send.isPending}
          serverError={addressError}
          onSubmit={sendCode}
          onCancel={() => setMode('view')}
        />
      )}
      {mode === 'code' && pending && (
        <EmailProofCodeForm
          countdown={countdown}
          resending={send.isPending}
          onResend={() => sendCode(pending)}
          onConfirmed={() => setMode('view')}
          onCancel={() => setMode('view')}
          extra={props.codeExtra}
        />
      )}
    </Box>
  );
}

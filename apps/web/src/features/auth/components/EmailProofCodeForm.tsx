import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { emailProofVerifySchema } from '@ideabazaar/shared/schemas/auth';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MainButton } from '@/components/ui/MainButton';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { schemaFieldErrors } from '@/lib/schema-errors';
import { useVerifyEmailProof } from '../api/verify-email-proof';
import type { Countdown } from '../hooks/use-countdown';
import { CodeField } from './CodeField';
import { ResendControl } from './ResendControl';

/** The code that came to the pending address, with the sign-in's code field and resend control. */
export function EmailProofCodeForm(props: {
  countdown: Countdown;
  resending: boolean;
  onResend: () => void;
  onConfirmed: () => void;
  onCancel: () => void;
  /** Where the app composes what a feature cannot (the dev outbox link). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const verify = useVerifyEmailProof();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailProofVerifySchema.safeParse({ code });
    if (!parsed.success) {
      setError(schemaFieldErrors(parsed.error).code ?? '');
      return;
    }
    setError('');
    verify.mutate(parsed.data, {
      onSuccess: () => {
        notify(t('emailProof.done'));
        props.onConfirmed();
      },
      onError: (failure) => {
        if (!(failure instanceof ApiError) || failure.status !== 422) return;
        const errors = failure.fieldErrors();
        setError(errors.code ?? failure.text());
      },
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, pt: 1 }}>
      <Typography>{t('emailProof.codePrompt')}</Typography>
      <CodeField value={code} error={error} onChange={setCode} />
      <ResendControl countdown={props.countdown} busy={props.resending} onResend={props.onResend} />
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button onClick={props.onCancel}>{t('emailProof.cancel')}</Button>
        <MainButton type="submit" disabled={verify.isPending}>
          {t('actions.verify')}
        </MainButton>
      </Box>
      {props.extra}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { verifyEmailCodeRequestSchema } from '@ideabazaar/shared/schemas/auth';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MainButton } from '@/components/ui/MainButton';
import { ApiError } from '@/lib/api-client';
import { translateError } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { schemaFieldErrors } from '@/lib/schema-errors';
import { useSendEmailCode } from '../api/send-email-code';
import { useVerifyEmailCode } from '../api/verify-email-code';
import type { Countdown } from '../hooks/use-countdown';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { CodeField } from './CodeField';
import { ResendControl } from './ResendControl';

/** Seed section 2, step confirm: the heading, the code, Resend and 'Verify'. */
export function EmailConfirmStep(props: {
  email: string;
  referralCode: string;
  countdown: Countdown;
  onBack: () => void;
  onSignedIn: () => void;
  /** Shown under the form, where the app composes what a feature cannot (the dev outbox link). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const verify = useVerifyEmailCode();
  const resend = useSendEmailCode();
  const completeSignIn = useCompleteSignIn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = verifyEmailCodeRequestSchema.safeParse({
      email: props.email,
      code,
      referral_code: props.referralCode,
    });
    if (!parsed.success) {
      const errors = schemaFieldErrors(parsed.error);
      setError(errors.code ?? Object.values(errors)[0] ?? '');
      return;
    }
    setError('');
    verify.mutate(parsed.data, {
      onSuccess: ({ token }) => {
        void completeSignIn(token.plainTextToken);
        notify(t('messages.loginSuccessful'));
        props.onSignedIn();
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 401) {
          notify(translateError('code_invalid'), 'error');
        } else if (failure instanceof ApiError && failure.code === 'member_blocked') {
          // A blocked account: said where the person looks, and it stays (docs/decisions.md).
          setError(translateError('member_blocked'));
        }
      },
    });
  };

  const sendAgain = () =>
    resend.mutate(
      { email: props.email, referral_code: props.referralCode },
      {
        onSuccess: () => {
          notify(t('messages.codeSent'));
          props.countdown.start();
        },
      },
    );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, pt: 1 }}>
      <Typography>{t('confirm.email')}</Typography>
      <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
        {props.email.trim()}
      </Typography>
      <CodeField value={code} error={error} onChange={setCode} />
      <ResendControl countdown={props.countdown} busy={resend.isPending} onResend={sendAgain} />
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <MainButton type="submit" disabled={verify.isPending}>
          {t('actions.verify')}
        </MainButton>
      </Box>
      <Button variant="text" onClick={props.onBack}>
        {t('actions.changeEmail')}
      </Button>
      {props.extra}
    </Box>
  );
}

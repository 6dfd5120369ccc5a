import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  confirmMobileCodeRequestSchema,
  type ConfirmMobileCodeResponse,
} from '@ideabazaar/shared/schemas/auth';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MainButton } from '@/components/ui/MainButton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { translateError } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { schemaFieldErrors } from '@/lib/schema-errors';
import { useConfirmMobileCode } from '../api/confirm-mobile-code';
import { useSendMobileCode } from '../api/send-mobile-code';
import type { Countdown } from '../hooks/use-countdown';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { CodeField } from './CodeField';
import type { MobileContact } from './MobileEntryStep';
import { ResendControl } from './ResendControl';

/** Seed section 2, step confirm of the mobile page: the code, Resend and 'Confirm'. */
export function MobileConfirmStep(props: {
  contact: MobileContact;
  ideaId?: string;
  countdown: Countdown;
  onBack: () => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const format = useFormat();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const confirm = useConfirmMobileCode();
  const resend = useSendMobileCode();
  const completeSignIn = useCompleteSignIn();

  /** Seed section 8: what each status of the confirmation shows. */
  const settle = (result: ConfirmMobileCodeResponse) => {
    const token = result.token?.plainTextToken;
    if (result.status === 'ok' && token) {
      void completeSignIn(token);
      notify(t('messages.codeVerified'));
      // With the id of an idea being saved, AuthAfter sends its stored answers and goes on;
      // otherwise TheProfile, as the seed says (docs/decisions.md).
      void navigate(props.ideaId ? paths.authAfter.href(props.ideaId) : paths.profile.href());
    } else if (result.status === 'not_ok') {
      notify(t('messages.codeWrong'), 'error');
      setCode('');
    } else if (result.status === 'code_wrong') {
      // This code can no longer be used, so the field is cleared for the next one.
      notify(result.code ? translateError(result.code) : t('messages.codeWrong'), 'error');
      setCode('');
    } else {
      notify(result.code ? translateError(result.code) : t('messages.notSignedIn'), 'error');
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = confirmMobileCodeRequestSchema.safeParse({
      mobile: props.contact.mobile,
      code,
      ...(props.ideaId ? { idea_id: props.ideaId } : {}),
    });
    if (!parsed.success) {
      const errors = schemaFieldErrors(parsed.error);
      setError(errors.code ?? Object.values(errors)[0] ?? '');
      return;
    }
    setError('');
    confirm.mutate(parsed.data, {
      onSuccess: settle,
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 401) {
          notify(t('messages.codeWrong'), 'error');
        } else if (failure instanceof ApiError && failure.code === 'member_blocked') {
          // A blocked account: said where the person looks, and it stays (docs/decisions.md).
          setError(translateError('member_blocked'));
        }
      },
    });
  };

  const sendAgain = () =>
    resend.mutate(props.contact, {
      onSuccess: ({ status }) => {
        if (status === 'user_exist') {
          notify(t('messages.registeredBefore'), 'error');
          return;
        }
        notify(t('messages.mobileCodeSent'));
        props.countdown.start();
      },
    });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <Typography>{t('confirm.mobile')}</Typography>
      <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
        {format.number(props.contact.mobile)}
      </Typography>
      <CodeField value={code} error={error} onChange={setCode} />
      <ResendControl countdown={props.countdown} busy={resend.isPending} onResend={sendAgain} />
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <MainButton type="submit" disabled={confirm.isPending}>
          {t('actions.confirm')}
        </MainButton>
      </Box>
      <Button variant="text" onClick={props.onBack}>
        {t('actions.changeMobile')}
      </Button>
      {props.extra}
    </Box>
  );
}
